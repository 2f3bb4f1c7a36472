import type { Bet, Cents, TableDealRefusal, TableRefusalReason } from '../rules';
import type { SaveRefusal } from './persistence';

/**
 * Everything the table says to the player, as data: which notice, and its particulars. The
 * store says them; the components put them into words, in the player's language
 * (`notice` in src/i18n), so a message said in English reads in Chinese after a switch.
 */
export type Notice =
  | { readonly key: 'refused'; readonly reason: TableRefusalReason | TableDealRefusal } // a bet or deal the rules refused
  | { readonly key: 'pass' } // Pass pressed: it does nothing at a single-player table
  | { readonly key: 'broke' } // Deal pressed without the money for a minimum bet
  | { readonly key: 'freshBankroll' }
  | { readonly key: 'corruptSave'; readonly reason: SaveRefusal } // why the save was refused: { key: 'not-json' }
  | { readonly key: 'betweenHands' } // the shoe or the decks changed mid-hand
  | { readonly key: 'gameBetweenHands' } // the game or the side bets changed mid-hand
  | { readonly key: 'betsReturned'; readonly bets: readonly Bet[]; readonly amount: Cents } // a new game took bets it does not offer off the table
  | { readonly key: 'noLastHand' } // Rebet before any hand was dealt
  | { readonly key: 'rebetOnTable' } // Rebet with the last hand's bets already on the table
  | { readonly key: 'chipsNeedMore'; readonly amount: Cents } // Rebet's or Double's chips, more than the bankroll holds
  | { readonly key: 'nothingToUndo' } // Undo with no chip placed since the last deal
  | { readonly key: 'unknownOptions'; readonly named: readonly string[] }; // e.g. ['shoe=tiny'], or a ?bankroll= the table cannot hold: ['bankroll=4.5']

export type NoticeKey = Notice['key'];

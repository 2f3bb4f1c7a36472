import type { Bet, Cents, TableDealRefusal, TableRefusalReason } from '../rules';

/** A saved amount of money, by what it is; `hand` is the saved hand's place in the history (1 for the first), null for the table now. */
export type SavedAmount =
  | { readonly of: 'railing' | 'startingBankroll' | 'bankroll' }
  | { readonly of: 'balanceAfter'; readonly hand: number }
  | { readonly of: 'bet'; readonly bet: Bet; readonly hand: number | null };

/**
 * Why a save was refused, as data: which check failed and where. The player reads it in the
 * table's language (`saveRefusal` in src/i18n); `shoe-unreadable` carries the casino shoe
 * reader's own reason, in English.
 */
export type SaveRefusal =
  | { readonly key: 'not-money' | 'too-much'; readonly amount: SavedAmount }
  | { readonly key: 'bets-break-limits' | 'bets-missing' | 'side-bets-unreadable'; readonly hand: number | null }
  | {
      readonly key:
        | 'not-a-hand'
        | 'no-number'
        | 'out-of-order'
        | 'no-cards'
        | 'not-a-coup'
        | 'game-not-offered'
        | 'no-bet'
        | 'shoe-not-a-number'
        | 'earlier-shoe'
        | 'balance-does-not-follow';
      readonly hand: number;
    }
  | { readonly key: 'not-a-card'; readonly hand: number; readonly card: string }
  | {
      readonly key: 'option-not-offered';
      readonly option: 'shoe' | 'decks' | 'game' | 'sideBets' | 'dealSpeed' | 'reveal';
    }
  | { readonly key: 'unknown-version'; readonly version: string }
  | { readonly key: 'shoe-unreadable'; readonly detail: string }
  | {
      readonly key:
        | 'not-json'
        | 'not-a-table'
        | 'variants-unreadable'
        | 'settings-missing'
        | 'settings-unreadable'
        | 'language-unknown'
        | 'shoe-no-number'
        | 'casino-unreadable'
        | 'shoe-mismatch'
        | 'hand-from-later-shoe'
        | 'shoe-hands-mismatch'
        | 'shoe-cards-mismatch'
        | 'shoe-not-last'
        | 'railing-outside'
        | 'history-missing'
        | 'scoreboard-start'
        | 'bankroll-mismatch'
        | 'side-bet-not-offered';
    };

/**
 * Everything the table says to the player, as data: which notice, and its particulars. The
 * moves say them; the components put them into words, in the player's language
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
  | { readonly key: 'rulesUnavailable' } // a chunk of rules did not load (offline, a new version): nothing was changed
  | { readonly key: 'unknownOptions'; readonly named: readonly string[] } // e.g. ['shoe=tiny'], or a ?bankroll= the table cannot hold: ['bankroll=4.5']
  | { readonly key: 'tableClosed'; readonly until: number } // a break or a Stop closes the table until then (ms since 1970)
  | { readonly key: 'overLimit'; readonly limit: 'loss' | 'wager'; readonly amount: Cents }; // the bet would take the day past the player's limit

export type NoticeKey = Notice['key'];

export interface Message {
  readonly id: number; // grows with every message, so the same words are announced again
  readonly notice: Notice; // what to say: { key: 'refused', reason: 'table-maximum' }
}

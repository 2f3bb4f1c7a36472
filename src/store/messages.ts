import { formatMoney, LIMITS, type Cents, type TableDealRefusal, type TableRefusalReason, type Bet } from '../rules';
import { BET_NAME } from '../components/labels';

/** Every sentence the table says to the player about what it refused, in one place. */
export const REFUSALS: Readonly<Record<TableRefusalReason | TableDealRefusal, string>> = {
  'not-an-amount': 'That is not an amount that can be bet.',
  'below-minimum': `The minimum bet on a spot is ${formatMoney(LIMITS.minimumBet)}.`,
  'table-maximum': `Table maximum: all bets together may not exceed ${formatMoney(LIMITS.maximumTotal)}.`,
  'not-enough-money': 'Not enough money in the bankroll for that chip.',
  'no-bet': 'Place a bet first: click PLAYER, BANKER or TIE (or press 1, 2, 3).',
  'not-offered': 'This table does not offer that bet: choose it in the Table options.',
};

export const NOTICES = {
  elsewhere: 'This table is open in another tab.',
  elsewhereHow: 'One tab plays at a time, so every hand and every dollar is kept once. Play here to take the table over from the other tab.',
  playHere: 'Play here',
  pass: 'Pass is used only at multi-player tables; it has no effect in this single-player game.',
  broke: `The bankroll and the table hold less than the ${formatMoney(LIMITS.minimumBet)} minimum bet: take a fresh bankroll to play on.`,
  freshBankroll: `A fresh bankroll of ${formatMoney(LIMITS.startingBankroll)} is on the table. Good luck!`,
  corruptSave: (reason: string) =>
    `Your saved table could not be read (${reason}), so a fresh table with ${formatMoney(LIMITS.startingBankroll)} is ready.`,
  betweenHands: 'The shoe and the decks change between hands: finish this one first.',
  gameBetweenHands: 'The game and the side bets change between hands: finish this one first.',
  betsReturned: (bets: readonly Bet[], amount: Cents) =>
    `This table does not offer ${bets.map((bet) => BET_NAME[bet]).join(', ')}: ${formatMoney(amount)} went back to the bankroll.`,
  noLastHand: 'Rebet places the last hand’s bets again: no hand has been dealt yet.',
  rebetOnTable: 'The last hand’s bets are already on the table.',
  nothingToUndo: 'No chip to take back: nothing has been placed since the last hand.',
  unknownOptions: (named: readonly string[]) =>
    `The address asks for ${named.join(' and ')}, which this table does not offer; the table plays on as it was.`,
} as const;

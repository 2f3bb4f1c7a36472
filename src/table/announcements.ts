import { BETS, cents, handTotal, SPOTS, type Bet, type Card, type Cents, type Hand, type Points } from '../rules';
import { handOnTable, revealedCards } from './selectors';
import type { Command } from './commands';
import type { TableState } from './state';

/**
 * What the announcer says of a change of the table, as data (src/i18n/announce.ts words it): the
 * bets a key or a click changed, with the bankroll; a card as it turns face up. Never the result:
 * the outcome region says it once the last card is up, and no announcement tells a card before
 * it shows (it reads the cards face up, as the hands draw them).
 */
export type Announcement =
  | { readonly kind: 'bets'; readonly bets: readonly (readonly [Bet, Cents])[]; readonly bankroll: Cents } // Banker $25, bankroll $975
  | { readonly kind: 'cleared'; readonly bankroll: Cents } // Delete
  | { readonly kind: 'tookBack'; readonly chips: readonly (readonly [Bet, Cents])[]; readonly bankroll: Cents } // Undo: Took back $5 from Banker
  | { readonly kind: 'card'; readonly hand: Hand; readonly card: Card; readonly total: Points } // Player: 7 of Hearts, total 7
  | { readonly kind: 'sound'; readonly on: boolean }
  | { readonly kind: 'chip'; readonly cents: Cents }; // the railing stepped: Chip $6

type Announced = Pick<
  TableState,
  | 'unread'
  | 'hold'
  | 'phase'
  | 'hands'
  | 'bets'
  | 'sideBets'
  | 'bankroll'
  | 'settings'
  | 'revealed'
  | 'squeeze'
  | 'railing'
>;

const stakeOf = (s: Announced, bet: Bet): Cents =>
  (SPOTS as readonly Bet[]).includes(bet)
    ? s.bets[bet as (typeof SPOTS)[number]]
    : s.sideBets[bet as Exclude<Bet, (typeof SPOTS)[number]>];

/** The cards face up, per hand, of the hand on the table: none for a hand not dealt yet. */
function faceUp(
  s: Announced,
  hand: TableState['hands'][number] | null,
): { player: readonly Card[]; banker: readonly Card[] } {
  return hand === null || handOnTable(s as TableState) !== hand
    ? { player: [], banker: [] }
    : revealedCards(s as TableState);
}

/**
 * The announcement of a change, or null. Cards are announced one by one as they turn at the Slow
 * and Normal speeds, and as the player opens each in a squeeze; at Fast and Instant, or when Enter
 * shows the rest of the hand at once, the outcome region alone says how it ended. `cause` is the
 * command that made the change, when a command did (app/commands.ts, `runCommand`): a change
 * alone cannot tell Undo of the only chip on the table from Delete, and Undo says the chip taken
 * back, not that the bets were cleared.
 */
export function announcementFor(
  before: Announced,
  after: Announced,
  cause: Command | null = null,
): Announcement | null {
  // Reading the save, another tab taking the table: nothing the player did.
  if (before.unread || after.unread || before.hold !== after.hold) return null;
  const hand = handOnTable(after as TableState);
  if (hand !== null && (after.revealed !== before.revealed || before.squeeze !== after.squeeze)) {
    const paced =
      after.settings.dealSpeed === 'slow' || after.settings.dealSpeed === 'normal' || before.squeeze !== null;
    const was = faceUp(before, hand);
    const now = faceUp(after, hand);
    const turned = (['player', 'banker'] as const).filter((h) => now[h].length > was[h].length);
    const [side] = turned;
    if (!paced || side === undefined || turned.length > 1 || now[side].length - was[side].length > 1) return null;
    return { kind: 'card', hand: side, card: now[side][now[side].length - 1]!, total: handTotal(now[side]) };
  }
  // The next chip's amount, stepped by a key or a click (the arrows, the railing's steps and chips).
  if (
    before.railing !== after.railing &&
    before.hands === after.hands &&
    before.settings === after.settings &&
    before.bets === after.bets &&
    before.sideBets === after.sideBets
  )
    return { kind: 'chip', cents: after.railing };
  // Bets changed between hands, by a key or a click (a deal, or a new game sending bets home, is said otherwise).
  if (
    after.phase === 'dealing' ||
    before.phase === 'dealing' ||
    before.hands !== after.hands ||
    before.settings !== after.settings
  )
    return null;
  if (before.bets === after.bets && before.sideBets === after.sideBets) return null;
  const changed = BETS.filter((bet) => stakeOf(before, bet) !== stakeOf(after, bet));
  if (changed.length === 0) return null;
  if (cause === 'undo')
    return {
      kind: 'tookBack',
      chips: changed.map((bet) => [bet, cents(stakeOf(before, bet) - stakeOf(after, bet))] as const),
      bankroll: after.bankroll,
    };
  if (BETS.every((bet) => stakeOf(after, bet) === 0)) return { kind: 'cleared', bankroll: after.bankroll };
  return { kind: 'bets', bets: changed.map((bet) => [bet, stakeOf(after, bet)] as const), bankroll: after.bankroll };
}

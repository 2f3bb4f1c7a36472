import { describe, expect, it } from 'vitest';
import {
  compositionAfter,
  compositionOdds,
  exactOdds,
  fullComposition,
  houseEdges,
  parseCards,
  tableOdds,
  toNumber,
  cents,
  dollars,
  type Fraction,
  type PricedOdds,
} from '../../src/rules';
import { handExpected } from '../../src/rules/handExpected';
import {
  limitRefusal,
  askLimit,
  breakEnds,
  dayAfterHand,
  limitAt,
  NO_LIMIT,
  RAISE_WAIT_MS,
  realityDue,
  sessionRefusal,
  settledLimit,
  type SessionGuard,
} from '../../src/rules/session';

const p = (f: Fraction) => toNumber(f);
const HOUR = 3_600_000;
const MINUTE = 60_000;

describe('the expected result of a hand’s bets', () => {
  const odds = exactOdds(8);
  const pb: PricedOdds = { odds, edges: houseEdges(odds), table: null, game: 'punto-banco' };
  const {
    banker: B,
    player: P,
    tie: T,
  } = { banker: p(odds.outcomes.banker), player: p(odds.outcomes.player), tie: p(odds.outcomes.tie) };

  it('sums Player, Tie and a Banker stake whose 5% commission is rounded up to a quarter', () => {
    // Banker $7 wins $7 less 5% = $0.35, rounded up to $0.50; Player $10 even money; Tie $5 at 8 to 1.
    const byHand = B * (700 - 50) - P * 700 + (P * 1000 - B * 1000) + (T * 500 * 8 - (1 - T) * 500);
    expect(p(handExpected(pb, { banker: cents(700), player: dollars(10), tie: dollars(5) }))).toBeCloseTo(byHand, 9);
  });

  it('prices a $20 Banker stake at exactly 5%: $1 commission', () => {
    expect(p(handExpected(pb, { banker: dollars(20) }))).toBeCloseTo(B * 1900 - P * 2000, 9);
  });

  it('prices EZ Baccarat’s Banker by its lines: a three-card 7 pushes', () => {
    const table = tableOdds(fullComposition(8));
    const ez: PricedOdds = { ...pb, table, game: 'ez' };
    const lines = table.bets.ez.banker.lines;
    const byHand = 1000 * p(lines.win!) - 1000 * p(lines.lose!);
    expect(p(lines['win-with-three-card-7']!)).toBeGreaterThan(0.02);
    expect(p(handExpected(ez, { banker: dollars(10) }))).toBeCloseTo(byHand, 9);
  });

  it('adds a Player Pair side bet: a pair in the first two cards, 31 in 415 from eight decks, pays 11 to 1', () => {
    const table = tableOdds(fullComposition(8));
    const priced: PricedOdds = { ...pb, table };
    const pair = 31 / 415;
    const byHand = 500 * (11 * pair - (1 - pair)) + (P * 1000 - B * 1000);
    expect(p(handExpected(priced, { 'player-pair': dollars(5), player: dollars(10) }))).toBeCloseTo(byHand, 9);
  });

  it('prices a casino shoe from the cards left: eight decks less the cards seen', () => {
    const seen = parseCards('9S 9H 9D 8C 8S 8H 0D 0C'.replace(/0/g, '10'));
    const after = compositionAfter(8, seen);
    if (!after.ok) throw new Error(after.reason);
    const left = compositionOdds(after.composition);
    const priced: PricedOdds = { odds: left, edges: houseEdges(left), table: null, game: 'punto-banco' };
    const byHand = 1000 * (p(left.outcomes.player) - p(left.outcomes.banker));
    expect(p(handExpected(priced, { player: dollars(10) }))).toBeCloseTo(byHand, 9);
    expect(byHand).not.toBeCloseTo(1000 * (P - B), 6); // the cards seen changed it
  });

  it('expects nothing of nothing staked', () => {
    expect(p(handExpected(pb, { player: cents(0) }))).toBe(0);
  });
});

describe('a limit below the minimum bet', () => {
  it('is refused: $2.50 (meant as 25) would refuse every bet for the day, and correcting it would wait 24 hours', () => {
    expect(limitRefusal(cents(250))).toBe('below-minimum');
    expect(limitRefusal(cents(499))).toBe('below-minimum');
    expect(limitRefusal(cents(0))).toBe('below-minimum');
  });

  it('is not: the $5 minimum itself, any amount above it, and no limit', () => {
    expect(limitRefusal(dollars(5))).toBeNull();
    expect(limitRefusal(dollars(25))).toBeNull();
    expect(limitRefusal(null)).toBeNull();
  });
});

describe('the limits’ 24-hour rule', () => {
  const t0 = Date.UTC(2026, 10, 23, 12);

  it('lowers a limit at once', () => {
    const limit = askLimit({ value: dollars(100) }, dollars(50), t0);
    expect(limitAt(limit, t0)).toBe(dollars(50));
    expect(limit.pending).toBeUndefined();
  });

  it('sets a first limit at once: none is the highest', () => {
    expect(limitAt(askLimit(NO_LIMIT, dollars(20), t0), t0)).toBe(dollars(20));
  });

  it('raises a limit only 24 hours after it was asked, and says from when', () => {
    const limit = askLimit({ value: dollars(20) }, dollars(200), t0);
    expect(limit.pending).toEqual({ value: dollars(200), from: t0 + RAISE_WAIT_MS });
    expect(limitAt(limit, t0 + 23 * HOUR)).toBe(dollars(20));
    expect(limitAt(limit, t0 + 24 * HOUR - 1)).toBe(dollars(20));
    expect(limitAt(limit, t0 + 24 * HOUR)).toBe(dollars(200));
    expect(settledLimit(limit, t0 + 24 * HOUR)).toEqual({ value: dollars(200) });
    expect(settledLimit(limit, t0 + HOUR)).toBe(limit);
  });

  it('removes a limit only after 24 hours too', () => {
    const limit = askLimit({ value: dollars(20) }, null, t0);
    expect(limitAt(limit, t0 + 12 * HOUR)).toBe(dollars(20));
    expect(limitAt(limit, t0 + 24 * HOUR)).toBeNull();
  });

  it('drops a waiting raise when the limit is lowered, and starts the wait again on a second raise', () => {
    const raised = askLimit({ value: dollars(20) }, dollars(200), t0);
    expect(askLimit(raised, dollars(10), t0 + HOUR)).toEqual({ value: dollars(10) });
    const again = askLimit(raised, dollars(300), t0 + 2 * HOUR);
    expect(again.pending).toEqual({ value: dollars(300), from: t0 + 2 * HOUR + RAISE_WAIT_MS });
  });
});

describe('what a placement is checked against', () => {
  const now = 1_000_000;
  const guard = (changes: Partial<SessionGuard> = {}): SessionGuard => ({
    now,
    closedUntil: null,
    day: { wagered: cents(0), net: cents(0) },
    loss: null,
    wager: null,
    ...changes,
  });

  it('refuses everything while the table is closed, and nothing once it opens', () => {
    expect(sessionRefusal(guard({ closedUntil: now + 1 }), dollars(5))).toEqual({ key: 'tableClosed', until: now + 1 });
    expect(sessionRefusal(guard({ closedUntil: now }), dollars(5))).toBeNull();
  });

  it('refuses a stake that could take the day’s loss past the loss limit', () => {
    const day = dayAfterHand({ wagered: cents(0), net: cents(0) }, dollars(10), dollars(-10)); // $10 lost today
    expect(sessionRefusal(guard({ day, loss: dollars(20) }), dollars(10))).toBeNull(); // could lose $20: at the limit
    expect(sessionRefusal(guard({ day, loss: dollars(20) }), dollars(11))).toEqual({
      key: 'overLimit',
      limit: 'loss',
      amount: dollars(20),
    });
  });

  it('counts no loss on a winning day', () => {
    expect(
      sessionRefusal(guard({ day: { wagered: dollars(50), net: dollars(30) }, loss: dollars(20) }), dollars(20)),
    ).toBeNull();
  });

  it('refuses a stake that would take the day’s wagered past the wager limit', () => {
    const day = { wagered: dollars(95), net: cents(0) };
    expect(sessionRefusal(guard({ day, wager: dollars(100) }), dollars(5))).toBeNull();
    expect(sessionRefusal(guard({ day, wager: dollars(100) }), dollars(6))).toEqual({
      key: 'overLimit',
      limit: 'wager',
      amount: dollars(100),
    });
  });
});

describe('the reality check’s timing', () => {
  const start = 5 * HOUR;
  it('is off by default', () => {
    expect(realityDue({ interval: 0, startedAt: start, from: start, closedUntil: null })).toBeNull();
  });

  it('is due the interval after the session starts, then after each answer', () => {
    expect(realityDue({ interval: 15, startedAt: start, from: 0, closedUntil: null })).toBe(start + 15 * MINUTE);
    expect(realityDue({ interval: 30, startedAt: start, from: start + 40 * MINUTE, closedUntil: null })).toBe(
      start + 70 * MINUTE,
    );
  });

  it('counts from the end of a break', () => {
    const ends = breakEnds(start + 15 * MINUTE, 15);
    expect(ends).toBe(start + 30 * MINUTE);
    expect(realityDue({ interval: 60, startedAt: start, from: start + 15 * MINUTE, closedUntil: ends })).toBe(
      ends + 60 * MINUTE,
    );
  });
});

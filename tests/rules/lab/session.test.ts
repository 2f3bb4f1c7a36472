import { describe, expect, test } from 'vitest';
import {
  exactOdds,
  settle,
  cents,
  dollars,
  NO_BETS,
  toNumber,
  houseEdgeForStake,
  newShoe,
  dealNextCoup,
  nextCoupComposition,
  type Shoe,
} from '../../../src/rules';
import {
  BANKER_WON,
  casinoCoups,
  compareWithExact,
  coupCode,
  lineOdds,
  sessionRng,
  END_HANDS,
  END_RUIN,
  END_STOP_LOSS,
  END_STOP_WIN,
  fan,
  flatBetDistribution,
  joinChunks,
  PLAYER_WON,
  playCoups,
  runSessions,
  summarize,
  summarizeRun,
  TIE_WON,
  Z999,
  type LabOptions,
} from '../../../src/rules/lab';

const BASE: LabOptions = {
  systems: ['flat'],
  side: 'banker',
  unit: dollars(5),
  bankroll: dollars(100),
  hands: 200,
  sessions: 1,
  stopWin: null,
  stopLoss: null,
  shoe: 'fresh',
  decks: 8,
  game: 'punto-banco',
  seed: 7,
};

/** Coups by who won: B Banker 7 on two cards, P Player, T a tie. */
const coups = (text: string): number[] =>
  text
    .split(' ')
    .map((c) =>
      c === 'B'
        ? coupCode(BANKER_WON, 7, false)
        : c === 'P'
          ? coupCode(PLAYER_WON, 2, false)
          : coupCode(TIE_WON, 5, false),
    );

describe('a session on stated coups', () => {
  test('Flat Banker $5: a win pays $4.75, a tie pushes, a loss takes $5; wagered counts every stake dealt on', () => {
    const s = playCoups('flat', BASE, coups('B T P B'));
    expect(s.final).toBe(10000 + 475 + 0 - 500 + 475);
    expect(s.wagered).toBe(2000);
    expect(s.hands).toBe(4);
    expect(s.end).toBe(END_HANDS);
  });

  test("Martingale from $40 a unit: the $300 maximum cuts the fourth loss's $320, and the cut is counted", () => {
    const s = playCoups('martingale', { ...BASE, unit: dollars(40), bankroll: dollars(2000) }, coups('P P P P B'));
    expect(s.bets.map((b) => b.amount / 100)).toEqual([40, 80, 160, 300, 300]);
    expect(s.capped).toBe(2);
    expect(s.maxBet).toBe(30000);
  });

  test('the bankroll cuts a bet it cannot cover, and below $5 the session is ruined', () => {
    const s = playCoups('martingale', { ...BASE, unit: dollars(10), bankroll: dollars(25) }, coups('P P B'));
    // $10 lost ($15 left), then $20 cut to the $15 left and lost: ruined, and the third coup is not played.
    expect(s.bets.map((b) => b.amount)).toEqual([1000, 1500]);
    expect(s.capped).toBe(1);
    expect(s.final).toBe(0);
    expect(s.end).toBe(END_RUIN);
    expect(s.hands).toBe(2);
  });

  test('a Player win pays even money, a Banker win on a Player bet loses', () => {
    const s = playCoups('flat', { ...BASE, side: 'player' }, coups('P B T'));
    expect(s.final).toBe(10000);
    expect(s.bets.every((b) => b.side === 'player')).toBe(true);
  });

  test('stop-win and stop-loss end the session after the hand that reaches them; a push is neither', () => {
    const win = playCoups('flat', { ...BASE, stopWin: dollars(9) }, coups('B T B B B'));
    expect([win.end, win.hands, win.final]).toEqual([END_STOP_WIN, 3, 10950]);
    const loss = playCoups('flat', { ...BASE, stopLoss: dollars(10) }, coups('P T P P'));
    expect([loss.end, loss.hands, loss.final]).toEqual([END_STOP_LOSS, 3, 9000]);
  });

  test('EZ: a Banker win with a three-card 7 pushes; No commission: a Banker 6 pays half', () => {
    const ez = playCoups('flat', { ...BASE, game: 'ez' }, [
      coupCode(BANKER_WON, 7, true),
      coupCode(BANKER_WON, 7, false),
    ]);
    expect(ez.final).toBe(10500);
    const nc = playCoups('flat', { ...BASE, game: 'no-commission' }, [
      coupCode(BANKER_WON, 6, false),
      coupCode(BANKER_WON, 8, false),
    ]);
    expect(nc.final).toBe(10000 + 250 + 500);
  });

  test("each bet counts its exact expected value from the table's odds: $5 Banker, −$5 × the house edge at that stake", () => {
    const s = playCoups('flat', BASE, coups('B P'));
    const perBet = -5_00 * toNumber(houseEdgeForStake(exactOdds(8), 'banker', cents(500)));
    expect(s.exact).toBeCloseTo(2 * perBet, 9);
  });
});

describe('runs of sessions', () => {
  const options: LabOptions = { ...BASE, systems: ['flat', 'martingale', 'labouchere'], sessions: 40, hands: 60 };

  test('the same seed gives the same figures however the sessions are split among workers', () => {
    const whole = runSessions(options, 0, 40);
    const four = joinChunks(
      [runSessions(options, 30, 40), runSessions(options, 0, 7), runSessions(options, 7, 30)],
      40,
    );
    expect(four).toEqual(whole);
    expect(summarizeRun(options, four)).toEqual(summarizeRun(options, whole));
  });

  test('every system plays each session on the same cards: a Flat Banker and a Flat Player session mirror each other', () => {
    const banker = runSessions({ ...options, systems: ['flat'] }, 0, 40).systems[0]!;
    const player = runSessions({ ...options, systems: ['flat'], side: 'player' }, 0, 40).systems[0]!;
    // The same coups: Player wins exactly where Banker loses, so hands played agree until either stops.
    expect(banker.hands).toEqual(runSessions({ ...options, systems: ['martingale', 'flat'] }, 0, 40).systems[1]!.hands);
    expect(player.final).not.toEqual(banker.final);
  });

  test('a casino shoe deals its sessions past the cut card into a new shoe, each bet valued on the cards seen', () => {
    // About 80 coups to a shoe: 100 hands cross into the second shoe.
    const run = runSessions(
      { ...BASE, bankroll: dollars(10_000), shoe: 'casino', systems: ['flat', 'follow-big-road'], hands: 100 },
      0,
      1,
    );
    expect(run.systems[0]!.hands[0]).toBe(100);
    expect(run.systems[0]!.wagered[0]).toBe(100 * 500);
    // Each $5 Banker bet is worth about −5.3¢, more or less as the cards seen favour it.
    expect(run.systems[0]!.exact[0]! / 100).toBeGreaterThan(-15);
    expect(run.systems[0]!.exact[0]! / 100).toBeLessThan(0);
  });

  test("systems compared share the coups dealt: each system's figures are those it has when run alone", () => {
    const together = runSessions(options, 0, 40);
    options.systems.forEach((system, s) => {
      expect(runSessions({ ...options, systems: [system] }, 0, 40).systems[0]).toEqual(together.systems[s]);
    });
  });

  test('the fan chart starts at the bankroll and keeps a ruined session at its last bankroll', () => {
    const run = runSessions({ ...BASE, hands: 10 }, 0, 5);
    const chart = fan(run.systems[0]!.paths, 10);
    expect(chart.bands.p50[0]).toBe(10000);
    expect(chart.hands.at(-1)).toBe(10);
  });
});

/**
 * Every sequence of outcomes of `hands` hands, settled by the table's own `settle` with the
 * limits applied: the exact distribution by brute force, for a small case.
 */
function bruteForce(side: 'banker' | 'player', unit: number, bankroll: number, hands: number): Map<number, number> {
  const { banker, player, tie } = exactOdds(8).outcomes;
  const outcomes = [
    ['banker', toNumber(banker)],
    ['player', toNumber(player)],
    ['tie', toNumber(tie)],
  ] as const;
  const finals = new Map<number, number>();
  const walk = (money: number, p: number, left: number) => {
    if (left === 0 || money < 500) {
      finals.set(money, (finals.get(money) ?? 0) + p);
      return;
    }
    const stake = Math.min(unit, 30000, money);
    for (const [winner, q] of outcomes) {
      const s = settle({ ...NO_BETS, [side]: cents(stake) }, winner);
      walk(money + s.net, p * q, left - 1);
    }
  };
  walk(bankroll, 1, hands);
  return finals;
}

describe('the exact distribution of a flat bet (dynamic programming over the bankroll in cents)', () => {
  test.each(['banker', 'player'] as const)(
    'equals brute-force enumeration for Flat %s, 7 dollars from 20 for 7 hands',
    (side) => {
      const dp = flatBetDistribution({
        side,
        game: 'punto-banco',
        decks: 8,
        unit: 700,
        bankroll: 2000,
        hands: 7,
        stopWin: null,
        stopLoss: null,
      });
      const brute = bruteForce(side, 700, 2000, 7);
      expect(dp.bankrolls.length).toBe(brute.size);
      dp.bankrolls.forEach((b, i) => expect(dp.probabilities[i]).toBeCloseTo(brute.get(b) ?? NaN, 14));
      let ruin = 0;
      for (const [b, p] of brute) if (b < 500) ruin += p;
      expect(dp.ruin).toBeCloseTo(ruin, 14);
    },
  );

  test.each(['banker', 'player'] as const)(
    'a seeded simulation of Flat %s, 5 dollars from 100 for 200 hands: its 99.9 percent interval holds the exact mean',
    (side) => {
      const dp = flatBetDistribution({
        side,
        game: 'punto-banco',
        decks: 8,
        unit: 500,
        bankroll: 10000,
        hands: 200,
        stopWin: null,
        stopLoss: null,
      });
      const total = dp.probabilities.reduce((a, b) => a + b, 0);
      expect(total).toBeCloseTo(1, 12);
      const options: LabOptions = { ...BASE, side, sessions: 4000 };
      const s = summarize('flat', runSessions(options, 0, options.sessions).systems[0]!, options.bankroll, Z999);
      expect(s.ci95Cents[0]).toBeLessThanOrEqual(dp.meanResult);
      expect(s.ci95Cents[1]).toBeGreaterThanOrEqual(dp.meanResult);
      // The chance of ruin, exactly: small but not zero.
      expect(dp.ruin).toBeGreaterThan(0);
      expect(dp.ruin).toBeLessThan(0.2);
    },
  );
});

describe("the lab's casino shoe", () => {
  test.each(['punto-banco', 'ez', 'no-commission'] as const)(
    "deals the coups of the table's casino shoe from the session's generator, each valued on the cards seen by the table's odds (%s)",
    (game) => {
      // A shoe and more of session 3 of the run seeded 9: the same generator, newShoe and dealNextCoup.
      const count = 90;
      const { codes, odds } = casinoCoups(9, 3, 6, game, count);
      const rng = sessionRng(9, 3);
      let shoe: Shoe = newShoe(6, rng);
      for (let i = 0; i < count; i++) {
        const composition = nextCoupComposition(shoe);
        const banker = new Map(lineOdds(composition, game, 'banker'));
        const player = new Map(lineOdds(composition, game, 'player'));
        const half = banker.get('win-with-6') ?? 0;
        expect([odds[6 * i], odds[6 * i + 1], odds[6 * i + 2]]).toEqual([banker.get('win'), half, banker.get('lose')]);
        expect([odds[6 * i + 3], odds[6 * i + 4], odds[6 * i + 5]]).toEqual([player.get('win'), 0, player.get('lose')]);
        if (shoe.finished) shoe = newShoe(6, rng);
        const dealt = dealNextCoup(shoe);
        shoe = dealt.shoe;
        const winner =
          dealt.coup.winner === 'banker' ? BANKER_WON : dealt.coup.winner === 'player' ? PLAYER_WON : TIE_WON;
        expect(codes[i]).toBe(
          coupCode(winner, dealt.coup.bankerTotal, dealt.coup.banker.length === 3) + (dealt.last ? 128 : 0),
        );
      }
      // The run crossed a cut card: a shoe's last coup is marked.
      expect(codes.some((code) => code >= 128)).toBe(true);
    },
  );
});

describe('the exact distribution beside the simulated one', () => {
  test('both binned alike, each summing to 1, the ruined sessions in the lowest bin: $5 Banker from $20 for 60 hands', () => {
    const options: LabOptions = { ...BASE, bankroll: dollars(20), hands: 60, sessions: 3000 };
    const dp = flatBetDistribution({
      side: 'banker',
      game: 'punto-banco',
      decks: 8,
      unit: 500,
      bankroll: 2000,
      hands: 60,
      stopWin: null,
      stopLoss: null,
    });
    const final = runSessions(options, 0, options.sessions).systems[0]!.final;
    const c = compareWithExact(final, dp);
    const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(c.simulated)).toBeCloseTo(1, 9);
    expect(sum(c.exact)).toBeCloseTo(1, 9);
    // Ruin leaves less than $5: the lowest bin holds at least the chance of ruin, simulated and exact.
    expect(c.low).toBeLessThan(500);
    expect(c.exact[0]).toBeGreaterThanOrEqual(dp.ruin - 1e-12);
    // 3,000 sessions: each bin's share within a few points of its exact probability.
    c.exact.forEach((p, i) => expect(Math.abs(c.simulated[i]! - p)).toBeLessThan(0.04));
  });
});

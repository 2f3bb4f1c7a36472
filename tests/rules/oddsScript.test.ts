import { describe, expect, it } from 'vitest';
import { runScript } from '../helpers/script';
import { compositionAfter, compositionOdds, formatFraction, parseCards, tableOdds, toNumber } from '../../src/rules';

/** Runs `npm run odds` as the contract says: one process, stdout, stderr and the exit status. */
const odds = (...args: string[]) => runScript('scripts/odds.ts', args);

describe('npm run odds --seen', () => {
  it('prints the exact figures of the shoe less the cards seen, with their number in `seen`', () => {
    const run = odds('--decks', '8', '--json', '--seen', 'KD 7H 10S');
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout) as Record<string, unknown>;
    const composition = compositionAfter(8, parseCards('KD 7H 10S'));
    if (!composition.ok) throw new Error(composition.reason);
    const exact = compositionOdds(composition.composition).outcomes;
    expect(report).toMatchObject({
      decks: 8,
      seen: 3,
      exact: {
        banker: formatFraction(exact.banker),
        player: formatFraction(exact.player),
        tie: formatFraction(exact.tie),
      },
    });
    expect(Object.keys(report)).toEqual([
      'decks',
      'seen',
      'banker',
      'player',
      'tie',
      'exact',
      'houseEdge',
      'houseEdgeExact',
    ]);
    const keys = [
      'banker',
      'player',
      'tie',
      'banker4Percent',
      'tie9To1',
      'playerPair',
      'bankerPair',
      'dragonBonusPlayer',
      'dragonBonusBanker',
      'dragon7',
      'panda8',
      'ezBanker',
      'noCommissionBanker',
    ];
    expect(Object.keys(report.houseEdge as object)).toEqual(keys);
    expect(Object.keys(report.houseEdgeExact as object)).toEqual(keys);

    // The side bets and variants for the shoe less the cards seen, exact, and the decimals are the same numbers.
    const bets = tableOdds(composition.composition).bets;
    const exactEdges = report.houseEdgeExact as Record<string, string>;
    expect(exactEdges).toMatchObject({
      dragon7: formatFraction(bets.ez['dragon-7'].houseEdge),
      ezBanker: formatFraction(bets.ez.banker.houseEdge),
      noCommissionBanker: formatFraction(bets['no-commission'].banker.houseEdge),
      dragonBonusBanker: formatFraction(bets['punto-banco']['dragon-banker'].houseEdge),
    });
    for (const key of keys) {
      const [num, den] = exactEdges[key]!.split('/').map(BigInt);
      expect((report.houseEdge as Record<string, number>)[key]).toBe(toNumber({ num: num!, den: den! }));
    }
  });

  it('prints the side bets and variants in the readable table too', () => {
    const run = odds('--decks', '8');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/EZ Banker .* 1\.01830%/);
    expect(run.stdout).toMatch(/No-commission Banker .* 1\.45810%/);
    expect(run.stdout).toMatch(/Dragon Bonus Player .* 2\.65167%/);
    expect(run.stdout).toMatch(/Panda 8 .*10\.18763% {2}153010345753\/1501922558745/);
  });

  it.each([
    ['not a card', ['--seen', 'KD 1H'], /not a card: "1H"/],
    [
      'more copies than the shoe holds',
      ['--decks', '1', '--seen', 'KD 7H KD'],
      /KD seen 2 times, but 1 deck holds only 1/,
    ],
  ])('exits 2 with a message on stderr for %s', (_, args, message) => {
    const run = odds(...args);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
  });
});

/**
 * Prints the exact odds of baccarat for a shoe of N decks.
 *   npm run odds -- --decks 8          a readable table
 *   npm run --silent odds -- --decks 8 --json   one JSON object
 */
import { exactOdds, formatFraction, houseEdges, MAX_DECKS, MIN_DECKS, toNumber, WINNERS } from '../src/rules';

function fail(message: string): never {
  process.stderr.write(`odds: ${message} (usage: odds [--decks ${MIN_DECKS}-${MAX_DECKS}] [--json])\n`);
  process.exit(2);
}

function parseArgs(args: readonly string[]): { decks: number; json: boolean } {
  let decks = 8;
  let json = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--json') json = true;
    else if (arg === '--decks' || arg.startsWith('--decks=')) {
      const value = arg === '--decks' ? args[++i] : arg.slice('--decks='.length);
      if (value === undefined || !/^\d+$/.test(value)) fail(`--decks needs a whole number, got ${value ?? 'nothing'}`);
      decks = Number(value);
      if (decks < MIN_DECKS || decks > MAX_DECKS) fail(`--decks must be from ${MIN_DECKS} to ${MAX_DECKS}, got ${decks}`);
    } else fail(`unknown argument ${arg}`);
  }
  return { decks, json };
}

const { decks, json } = parseArgs(process.argv.slice(2));
const odds = exactOdds(decks);
const edges = houseEdges(odds);

if (json) {
  const report = {
    decks,
    banker: toNumber(odds.outcomes.banker),
    player: toNumber(odds.outcomes.player),
    tie: toNumber(odds.outcomes.tie),
    exact: {
      banker: formatFraction(odds.outcomes.banker),
      player: formatFraction(odds.outcomes.player),
      tie: formatFraction(odds.outcomes.tie),
    },
    houseEdge: {
      banker: toNumber(edges.banker),
      player: toNumber(edges.player),
      tie: toNumber(edges.tie),
      banker4Percent: toNumber(houseEdges(odds, { commissionPercent: 4 }).banker),
      tie9To1: toNumber(houseEdges(odds, { tiePaysToOne: 9 }).tie),
    },
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
} else {
  const label = { banker: 'Banker', player: 'Player', tie: 'Tie' } as const;
  const lines = [
    `Exact odds of a coup from a fresh ${decks}-deck shoe`,
    '',
    'outcome   probability      exact',
    ...WINNERS.map(
      (w) => `${label[w].padEnd(9)} ${toNumber(odds.outcomes[w]).toFixed(12)}  ${formatFraction(odds.outcomes[w])}`,
    ),
    '',
    'bet                         house edge',
    `Banker (5% commission)      ${(toNumber(edges.banker) * 100).toFixed(5)}%`,
    `Player (even money)         ${(toNumber(edges.player) * 100).toFixed(5)}%`,
    `Tie (8 to 1)                ${(toNumber(edges.tie) * 100).toFixed(5)}%`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

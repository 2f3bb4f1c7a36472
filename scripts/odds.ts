/**
 * Prints the exact odds of baccarat for a shoe of N decks, or for what is left of one.
 *   npm run odds -- --decks 8                          a readable table
 *   npm run --silent odds -- --decks 8 --json          one JSON object
 *   npm run odds -- --decks 8 --seen "KD 7H 10S"       the shoe less the cards seen
 */
import {
  compositionAfter,
  compositionOdds,
  coupProblem,
  formatCard,
  formatFraction,
  houseEdges,
  MAX_DECKS,
  MIN_DECKS,
  parseCard,
  toNumber,
  WINNERS,
  type Card,
} from '../src/rules';

function fail(message: string): never {
  process.stderr.write(`odds: ${message} (usage: odds [--decks ${MIN_DECKS}-${MAX_DECKS}] [--seen "KD 7H 10S"] [--json])\n`);
  process.exit(2);
}

/** The cards of `--seen`, in the game's notation; any other word stops the script. */
function parseSeen(text: string): Card[] {
  return text
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => parseCard(word) ?? fail(`--seen: not a card: "${word}" (cards are written KD 7H 10S)`));
}

function parseArgs(args: readonly string[]): { decks: number; json: boolean; seen: Card[] } {
  let decks = 8;
  let json = false;
  let seen: Card[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--json') json = true;
    else if (arg === '--seen' || arg.startsWith('--seen=')) {
      const value = arg === '--seen' ? args[++i] : arg.slice('--seen='.length);
      if (value === undefined) fail('--seen needs the cards seen, e.g. --seen "KD 7H 10S"');
      seen = parseSeen(value);
    } else if (arg === '--decks' || arg.startsWith('--decks=')) {
      const value = arg === '--decks' ? args[++i] : arg.slice('--decks='.length);
      if (value === undefined || !/^\d+$/.test(value)) fail(`--decks needs a whole number, got ${value ?? 'nothing'}`);
      decks = Number(value);
      if (decks < MIN_DECKS || decks > MAX_DECKS) fail(`--decks must be from ${MIN_DECKS} to ${MAX_DECKS}, got ${decks}`);
    } else fail(`unknown argument ${arg}`);
  }
  return { decks, json, seen };
}

const { decks, json, seen } = parseArgs(process.argv.slice(2));
const composition = compositionAfter(decks, seen);
if (!composition.ok) fail(`--seen: ${composition.reason}`);
const tooFew = coupProblem(composition.composition);
if (tooFew !== null) fail(`--seen: ${tooFew}`);
const odds = compositionOdds(composition.composition);
const edges = houseEdges(odds);

if (json) {
  const report = {
    decks,
    seen: seen.length,
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
    seen.length === 0
      ? `Exact odds of a coup from a fresh ${decks}-deck shoe`
      : `Exact odds of the next coup from ${decks === 8 ? 'an' : 'a'} ${decks}-deck shoe less ${seen.length} ${seen.length === 1 ? 'card' : 'cards'} seen: ${seen.map(formatCard).join(' ')}`,
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

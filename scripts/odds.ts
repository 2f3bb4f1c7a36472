/**
 * Prints the exact odds of baccarat for a shoe of N decks, or for what is left of one.
 *   npm run odds -- --decks 8                          a readable table
 *   npm run --silent odds -- --decks 8 --json          one JSON object
 *   npm run odds -- --decks 8 --seen "KD 7H 10S"       the shoe less the cards seen
 *
 * House edges are per hand dealt: the expected loss per unit staked, a push counting 0
 * (the convention of the published figures in house-rules.md).
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
  tableOdds,
  toNumber,
  WINNERS,
  type Card,
  type Fraction,
} from '../src/rules';

function fail(message: string): never {
  process.stderr.write(
    `odds: ${message} (usage: odds [--decks ${MIN_DECKS}-${MAX_DECKS}] [--seen "KD 7H 10S"] [--json])\n`,
  );
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
      if (decks < MIN_DECKS || decks > MAX_DECKS)
        fail(`--decks must be from ${MIN_DECKS} to ${MAX_DECKS}, got ${decks}`);
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
const table = tableOdds(composition.composition);
const { 'punto-banco': puntoBanco, ez, 'no-commission': noCommission } = table.bets;

/** Every house edge the report gives, today's five first, as exact fractions. */
const exactEdges: Readonly<Record<string, Fraction>> = {
  banker: edges.banker,
  player: edges.player,
  tie: edges.tie,
  banker4Percent: houseEdges(odds, { commissionPercent: 4 }).banker,
  tie9To1: houseEdges(odds, { tiePaysToOne: 9 }).tie,
  playerPair: puntoBanco['player-pair'].houseEdge,
  bankerPair: puntoBanco['banker-pair'].houseEdge,
  dragonBonusPlayer: puntoBanco['dragon-player'].houseEdge,
  dragonBonusBanker: puntoBanco['dragon-banker'].houseEdge,
  dragon7: ez['dragon-7'].houseEdge,
  panda8: ez['panda-8'].houseEdge,
  ezBanker: ez.banker.houseEdge,
  noCommissionBanker: noCommission.banker.houseEdge,
};
const mapEdges = <T>(f: (edge: Fraction) => T): Record<string, T> =>
  Object.fromEntries(Object.entries(exactEdges).map(([key, edge]) => [key, f(edge)]));

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
    houseEdge: mapEdges(toNumber),
    houseEdgeExact: mapEdges(formatFraction),
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
} else {
  const label = { banker: 'Banker', player: 'Player', tie: 'Tie' } as const;
  const percent = (edge: Fraction): string => `${(toNumber(edge) * 100).toFixed(5)}%`.padStart(10);
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
    `Banker (4% commission)      ${(toNumber(exactEdges.banker4Percent!) * 100).toFixed(5)}%`,
    `Tie (9 to 1)                ${(toNumber(exactEdges.tie9To1!) * 100).toFixed(5)}%`,
    '',
    'variant / side bet          house edge  exact',
    ...(
      [
        ['EZ Banker (3-card 7 push)', 'ezBanker'],
        ['No-commission Banker', 'noCommissionBanker'],
        ['Player Pair (11 to 1)', 'playerPair'],
        ['Banker Pair (11 to 1)', 'bankerPair'],
        ['Dragon Bonus Player', 'dragonBonusPlayer'],
        ['Dragon Bonus Banker', 'dragonBonusBanker'],
        ['Dragon 7 (EZ, 40 to 1)', 'dragon7'],
        ['Panda 8 (EZ, 25 to 1)', 'panda8'],
      ] as const
    ).map(([name, key]) => `${name.padEnd(26)}${percent(exactEdges[key]!)}  ${formatFraction(exactEdges[key]!)}`),
    'EZ and No-commission Player and Tie: as Punto Banco. Edges per hand dealt, a push counting 0.',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

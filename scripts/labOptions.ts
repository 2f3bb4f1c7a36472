/**
 * The command line of `npm run lab` (ui-contract.md, "Command line: npm run lab"), read into
 * the lab's options or refused with a message.
 */
import { GAMES, isGame, type Game } from '../src/rules';
import { COUNTS, type CountName } from '../src/rules/school/count';
import { TRIGGERS, type CountRunOptions } from '../src/rules/school/countLab';
import { isSystemId, labOptionsProblem, SYSTEM_IDS, type LabOptions, type SystemId } from '../src/rules/lab';
import { words } from '../src/lab/words/en';

export interface LabCommand {
  readonly options: LabOptions;
  /** Worker threads: all cores unless told. */
  readonly workers: number;
  readonly json: boolean;
}

/** A command line read into its command, or refused with the reason. */
export type ParsedAs<C> = { readonly ok: true; readonly command: C } | { readonly ok: false; readonly reason: string };

export type Parsed = ParsedAs<LabCommand>;

/** `--count dragon7|panda8`: the school's count over many shoes (ui-contract.md, "School"). */
export interface CountCommand {
  readonly options: CountRunOptions;
  readonly workers: number;
  readonly json: boolean;
}

export type ParsedCount = ParsedAs<CountCommand>;

const COUNT_VALUED = ['--count', '--shoes', '--seed', '--workers', '--exact-shoes', '--trigger'] as const;

/** The exact bettor's shoes unless told: all of them up to this many (each costs ~20 ms a core). */
export const DEFAULT_EXACT_SHOES = 10_000;

/** A whole number from the command line, or null. */
const whole = (text: string): number | null =>
  /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null;

/** The options given, each `--name value` or `--name=value`, and whether `--json` was; or why not. */
interface Given<N extends string> {
  readonly ok: true;
  readonly json: boolean;
  /** An option's text, or `fallback` when not given. */
  text(name: N, fallback: string): string;
  /** A whole-number option: its value, `fallback` when not given, or a string saying why it is refused. */
  number(name: N, fallback: number | null): number | null | string;
}

/**
 * Reads the command line of `npm run lab` (either kind of run) against the options it takes,
 * `valued`: each must have a value; anything else is refused, named after `unknown`.
 */
function readArgs<N extends string>(
  args: readonly string[],
  valued: readonly N[],
  unknown: string,
): Given<N> | { readonly ok: false; readonly reason: string } {
  const given = new Map<N, string>();
  let json = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--json') {
      json = true;
      continue;
    }
    const [name, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    if (!(valued as readonly string[]).includes(name)) return { ok: false, reason: `${unknown}: ${arg}` };
    const value = inline ?? args[++i];
    if (value === undefined) return { ok: false, reason: `${name} needs a value` };
    given.set(name as N, value);
  }
  return {
    ok: true,
    json,
    text: (name, fallback) => given.get(name) ?? fallback,
    number: (name, fallback) => {
      const value = given.get(name);
      if (value === undefined) return fallback;
      const n = whole(value);
      return n === null ? `${name} must be a whole number, not "${value}"` : n;
    },
  };
}

/** Reads `--count NAME --shoes N --seed S [--exact-shoes M] [--trigger T] [--workers K] [--json]`. */
export function parseCountArgs(args: readonly string[], cores: number): ParsedCount {
  const given = readArgs(args, COUNT_VALUED, 'unknown option with --count');
  if (!given.ok) return given;
  const { json, number } = given;
  const count = given.text('--count', '');
  if (!(COUNTS as readonly string[]).includes(count))
    return { ok: false, reason: `--count must be one of ${COUNTS.join(', ')}, not "${count}"` };
  const shoes = number('--shoes', 10_000);
  const seed = number('--seed', 1);
  const workers = number('--workers', cores);
  const trigger = number('--trigger', null);
  for (const value of [shoes, seed, workers, trigger])
    if (typeof value === 'string') return { ok: false, reason: value };
  if (typeof shoes !== 'number' || shoes < 1 || shoes > 100_000_000)
    return { ok: false, reason: '--shoes must be from 1 to 100,000,000' };
  const exactShoes = number('--exact-shoes', Math.min(shoes, DEFAULT_EXACT_SHOES));
  if (typeof exactShoes === 'string') return { ok: false, reason: exactShoes };
  if (exactShoes === null || exactShoes < 0 || exactShoes > shoes)
    return { ok: false, reason: '--exact-shoes must be from 0 to --shoes' };
  if (workers === null || typeof workers !== 'number' || workers < 1 || workers > 256)
    return { ok: false, reason: '--workers must be from 1 to 256' };
  if (trigger !== null && (typeof trigger !== 'number' || !(TRIGGERS as readonly number[]).includes(trigger)))
    return {
      ok: false,
      reason: `--trigger must be a whole true count from ${TRIGGERS[0]} to ${TRIGGERS[TRIGGERS.length - 1]}`,
    };
  return {
    ok: true,
    command: {
      options: {
        count: count as CountName,
        shoes,
        seed: seed as number,
        exactShoes,
        trigger: trigger as number | null,
      },
      workers,
      json,
    },
  };
}

const VALUED = [
  '--system',
  '--bet',
  '--unit',
  '--bankroll',
  '--hands',
  '--sessions',
  '--seed',
  '--workers',
  '--shoe',
  '--decks',
  '--game',
  '--stop-win',
  '--stop-loss',
] as const;

/** `--system NAME[,NAME…]`: the systems compared on the same coups, in the order given (each once); or why not. */
function systemsOf(list: string): SystemId[] | string {
  const names = list.split(',').map((name) => name.trim());
  const wrong = names.find((name) => !isSystemId(name));
  if (wrong !== undefined) return `--system must be one of ${SYSTEM_IDS.join(', ')}, not "${wrong}"`;
  return [...new Set(names as SystemId[])];
}

/** Reads the lab's command line (ui-contract.md); `--system` may name several systems, comma-separated. */
export function parseLabArgs(args: readonly string[], cores: number): Parsed {
  const given = readArgs(args, VALUED, 'unknown option');
  if (!given.ok) return given;
  const { json, text, number } = given;

  const systems = systemsOf(text('--system', 'flat'));
  if (typeof systems === 'string') return { ok: false, reason: systems };
  const bet = text('--bet', 'banker');
  if (bet !== 'banker' && bet !== 'player')
    return { ok: false, reason: `--bet must be banker or player, not "${bet}"` };
  const shoe = text('--shoe', 'fresh');
  if (shoe !== 'fresh' && shoe !== 'casino')
    return { ok: false, reason: `--shoe must be fresh or casino, not "${shoe}"` };
  const decks = text('--decks', '8');
  if (decks !== '8' && decks !== '6') return { ok: false, reason: `--decks must be 8 or 6, not "${decks}"` };
  const game = text('--game', 'punto-banco');
  if (!isGame(game)) return { ok: false, reason: `--game must be one of ${GAMES.join(', ')}, not "${game}"` };

  const numbers = {
    unit: number('--unit', 5),
    bankroll: number('--bankroll', 100),
    hands: number('--hands', 200),
    sessions: number('--sessions', 10_000),
    seed: number('--seed', 1),
    workers: number('--workers', cores),
    stopWin: number('--stop-win', null),
    stopLoss: number('--stop-loss', null),
  };
  for (const value of Object.values(numbers)) if (typeof value === 'string') return { ok: false, reason: value };
  const n = numbers as { [K in keyof typeof numbers]: number | null };
  if (n.workers === null || n.workers < 1 || n.workers > 256)
    return { ok: false, reason: '--workers must be from 1 to 256' };
  const cents = (dollars: number | null) => (dollars === null ? null : dollars * 100);
  const options: LabOptions = {
    systems,
    side: bet,
    unit: cents(n.unit)!,
    bankroll: cents(n.bankroll)!,
    hands: n.hands!,
    sessions: n.sessions!,
    seed: n.seed!,
    stopWin: cents(n.stopWin),
    stopLoss: cents(n.stopLoss),
    shoe,
    decks: Number(decks) as 8 | 6,
    game: game as Game,
  };
  const problem = labOptionsProblem(options);
  if (problem !== null) return { ok: false, reason: words.refusal(problem) };
  return { ok: true, command: { options, workers: n.workers, json } };
}

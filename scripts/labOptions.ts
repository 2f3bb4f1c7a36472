/**
 * The command line of `npm run lab` (ui-contract.md, "Command line: npm run lab"), read into
 * the lab's options or refused with a message.
 */
import { GAMES, isGame, type Game } from '../src/rules';
import { isSystemId, labOptionsProblem, SYSTEM_IDS, type LabOptions, type SystemId } from '../src/rules/lab';

export interface LabCommand {
  readonly options: LabOptions;
  /** Worker threads: all cores unless told. */
  readonly workers: number;
  readonly json: boolean;
}

export type Parsed =
  { readonly ok: true; readonly command: LabCommand } | { readonly ok: false; readonly reason: string };

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
type Valued = (typeof VALUED)[number];

/** A whole number from the command line, or null. */
const whole = (text: string): number | null =>
  /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null;

export function parseLabArgs(args: readonly string[], cores: number): Parsed {
  const given = new Map<Valued, string>();
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
    if (!(VALUED as readonly string[]).includes(name)) return { ok: false, reason: `unknown option: ${arg}` };
    const value = inline ?? args[++i];
    if (value === undefined) return { ok: false, reason: `${name} needs a value` };
    given.set(name as Valued, value);
  }
  const text = (name: Valued, fallback: string) => given.get(name) ?? fallback;
  const number = (name: Valued, fallback: number | null): number | null | string => {
    const value = given.get(name);
    if (value === undefined) return fallback;
    const n = whole(value);
    return n === null ? `${name} must be a whole number, not "${value}"` : n;
  };

  const system = text('--system', 'flat');
  if (!isSystemId(system))
    return { ok: false, reason: `--system must be one of ${SYSTEM_IDS.join(', ')}, not "${system}"` };
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
    systems: [system as SystemId],
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
  if (problem !== null) return { ok: false, reason: problem };
  return { ok: true, command: { options, workers: n.workers, json } };
}

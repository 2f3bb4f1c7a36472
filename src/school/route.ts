/**
 * The school's address: `#school?drill=payout&mode=test&seed=41&q=0`. A link gives the same
 * questions again (the seed, from question q); anything unknown in it is left at its default.
 */
import { DRILL_KINDS, DRILL_MODES, isDrillSeed, type DrillKind, type DrillMode } from '../rules/school';

export type SchoolKind = DrillKind | 'count';

export interface SchoolRoute {
  readonly kind: SchoolKind;
  readonly mode: DrillMode;
  readonly seed: number;
  /** The first question's index in the seed's stream. */
  readonly from: number;
}

/** Whether an address shows the school. */
export const isSchoolHash = (hash: string): boolean => /^#school(\?|$)/.test(hash);

export function parseSchoolHash(hash: string, newSeed: () => number): SchoolRoute {
  const query = new URLSearchParams(hash.replace(/^#school\??/, ''));
  const kind = query.get('drill') ?? '';
  const mode = query.get('mode') ?? '';
  const seed = Number(query.get('seed') ?? '');
  const from = Number(query.get('q') ?? '0');
  return {
    kind: ([...DRILL_KINDS, 'count'] as string[]).includes(kind) ? (kind as SchoolKind) : 'third-card',
    mode: (DRILL_MODES as readonly string[]).includes(mode) ? (mode as DrillMode) : 'guided',
    seed: /^\d+$/.test(query.get('seed') ?? '') && isDrillSeed(seed) ? seed : newSeed(),
    from: Number.isSafeInteger(from) && from >= 0 && from < 1_000_000 ? from : 0,
  };
}

export function schoolHash(route: SchoolRoute): string {
  const q = route.from === 0 ? '' : `&q=${route.from}`;
  return `#school?drill=${route.kind}&mode=${route.mode}&seed=${route.seed}${q}`;
}

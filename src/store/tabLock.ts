/**
 * One table, however many tabs: only the tab that holds the table changes it or writes the
 * save. The lock itself is a port (Web Locks in the page, src/app/tableLock.ts; a fake in tests).
 */
import type { TableState } from '../table/state';

/**
 * Which tab plays the table. Every tab of the game shares one save; a tab may change the table
 * (and so write the save) only while it holds the table, and one tab holds it at a time.
 */
export interface TableLock {
  /**
   * Asks for the table. Without `steal`, only a free table is taken; with it, the table is taken
   * from the tab holding it. `answer` says whether this tab now holds it; `lost` is called if
   * another tab takes it later.
   */
  request(steal: boolean, answer: (held: boolean) => void, lost: () => void): void;
}

/** Without a lock (tests, no Web Locks) this page holds the table at once. */
export const HELD_AT_ONCE: TableLock = { request: (_steal, answer) => answer(true) };

/** What holding the table needs of the store. */
export interface Holder {
  readonly lock: TableLock;
  readonly state: () => TableState;
  readonly setState: (patch: Partial<TableState>) => void;
  /** The save as it is now, once the rules it needs are loaded (another tab may have played since). */
  readonly readSave: (then: (raw: string | null) => void) => void;
  /** The table this save opens, with its message. */
  readonly reopen: (raw: string | null) => Partial<TableState>;
  /** Whether the table this page opened with stands on the first answer: nothing saved since, or a ?bankroll= session this tab got. */
  readonly keepsOpening: (raw: string | null, held: boolean) => boolean;
  /** Once this tab first holds the table: the address's options. */
  readonly onFirstHold: () => void;
}

/**
 * Asks for the table, and returns how to ask again (Play here steals it). Each answer of the
 * lock shows the save as it is now; a superseded request's answers are ignored.
 */
export function holdTable(holder: Holder): (steal: boolean) => void {
  let requests = 0;
  const take = (steal: boolean): void => {
    if (holder.state().hold === 'held') return;
    const request = ++requests;
    const latest = (then: (raw: string | null) => void) => holder.readSave((raw) => request === requests && then(raw));
    holder.lock.request(
      steal,
      (held) =>
        latest((raw) => {
          const keep = request === 1 && holder.keepsOpening(raw, held);
          holder.setState({ ...(keep ? {} : holder.reopen(raw)), hold: held ? 'held' : 'elsewhere' });
          if (held && request === 1) holder.onFirstHold();
        }),
      () => latest((raw) => holder.setState({ ...holder.reopen(raw), hold: 'elsewhere' })),
    );
  };
  take(false);
  return take;
}

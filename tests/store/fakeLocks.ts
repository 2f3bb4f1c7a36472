import type { TableLock } from '../../src/store/tabLock';

interface Holder {
  readonly lost: () => void;
}

/**
 * One table lock shared by fake tabs, modelled on Web Locks: a request without `steal` gets only
 * a free table; `steal` takes it, and the previous holder learns that it lost the table later.
 * Nothing is answered until `answer()`, as the browser answers after the page has opened.
 */
export function fakeLocks() {
  const pending: (() => void)[] = [];
  let holder: Holder | null = null;
  const tab = (): TableLock & { close(): void } => {
    let mine: Holder | null = null;
    return {
      request(steal, answer, lost) {
        pending.push(() => {
          if (holder !== null && !steal) return answer(false);
          const previous = holder;
          mine = holder = { lost };
          if (previous !== null) pending.push(previous.lost);
          answer(true);
        });
      },
      /** The tab goes away, and the browser releases what it held. */
      close() {
        if (holder === mine) holder = null;
      },
    };
  };
  return {
    tab,
    answer(): void {
      while (pending.length > 0) pending.shift()!();
    },
  };
}

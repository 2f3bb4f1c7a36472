import { seededRng } from '../../src/rules';
import { createTableStore, type KeyValueStorage, type TableDependencies } from '../../src/store/tableStore';

/** An in-memory localStorage. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

/** A fresh table with a seeded shoe and its own storage. */
export function makeTable(options: Partial<TableDependencies> & { seed?: number } = {}) {
  const storage = options.storage ?? memoryStorage();
  const seed = options.seed ?? 1;
  const store = createTableStore({
    rngForHand: (hand) => seededRng(seed * 1000 + hand),
    storage,
    ...options,
  });
  return { store, storage };
}

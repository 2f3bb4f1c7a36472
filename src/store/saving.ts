/** The save in the store: read from the storage, and written on every change of a saved field. */
import { SAVE_KEY } from '../save/format';
import type { SaveWriter } from '../save/writerChunk';
import { SAVED_FIELDS } from '../table/state';
import type { KeyValueStorage, TableStore } from './api';
import type { LazyChunk } from './lazyChunk';

export function readSave(storage: KeyValueStorage | null): string | null {
  try {
    return storage?.getItem(SAVE_KEY) ?? null;
  } catch {
    return null; // Storage can be unavailable (privacy modes); play goes on unsaved.
  }
}

/**
 * The save: written whenever a saved field changes, by the tab that holds the table only. A change
 * made before the writer's chunk is here is written when it comes, the table as it is then.
 */
export function saveOnChange(store: TableStore, storage: KeyValueStorage | null, writer: LazyChunk<SaveWriter>): void {
  const write = () => {
    const s = store.getState();
    try {
      if (s.hold === 'held') storage?.setItem(SAVE_KEY, writer.now!.savedText(s));
    } catch {
      // A full or unavailable storage loses the save, never the game.
    }
  };
  store.subscribe((s, before) => {
    if (s.hold === before.hold && SAVED_FIELDS.every((field) => s[field] === before[field])) return;
    writer.with(write, () => undefined); // not here (offline): tried again at the next change
  });
}

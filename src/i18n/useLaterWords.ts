import { useContext } from 'react';
import type { Words } from './en';
import { enLater, type LaterWords } from './enLater';
import { SpeechContext } from './useWords';

const merged = new WeakMap<Words, Words & LaterWords>();

/**
 * The words of the parts that load after the table (the dialogs, the panels, the shoe meter), with
 * the table's own: their English words come in the same chunk as they do, the other
 * languages' with the language's catalogue.
 */
export function useLaterWords(): Words & LaterWords {
  const { words, later } = useContext(SpeechContext);
  let all = merged.get(words);
  if (all === undefined) {
    all = { ...words, ...(later ?? enLater) };
    merged.set(words, all);
  }
  return all;
}

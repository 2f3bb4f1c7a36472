/**
 * The save's writer as a chunk of its own (write.ts): a table is written only once a saved field
 * changes, so the page loads it as it opens, not in its first load (main.tsx).
 */
export type SaveWriter = Pick<typeof import('./write'), 'toSaved' | 'savedText'>;

export const loadSaveWriter = (): Promise<SaveWriter> => import('./write');

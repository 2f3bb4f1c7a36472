/** The save's reader as a chunk of its own (read.ts): the page loads it only when there is a save to read. */
export type SaveReader = Pick<typeof import('./read'), 'parseSavedTable'>;

export const loadSaveReader = (): Promise<SaveReader> => import('./read');

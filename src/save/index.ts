/** The saved table: its format, the reader with its migrations, the writer. */
export * from './format';
export * from './chunks';
export { parseSavedTable, type ParsedSave } from './read';
export { toSaved } from './write';
export type { SaveRefusal, SavedAmount } from '../table/notices';
export { DEFAULT_SETTINGS, NO_SIDE_BETS, anySideBet } from '../table/vocabulary';

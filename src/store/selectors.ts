/** The selectors live in src/table (selectors.ts); this module keeps its old name and exports. */
export * from '../table/selectors';

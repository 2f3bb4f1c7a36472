/** The committed shoe's moves live in src/table (committed.ts); this module keeps its name for the code and tests that import it. */
export * from '../table/committed';

/** The committed shoe as the table shows it lives in src/table (committedView.ts); this module keeps its name for the code and tests that import it. */
export * from '../table/committedView';

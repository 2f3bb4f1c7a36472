/** The save lives in src/save; this module keeps its old name for the code and tests that import it. */
export * from '../save';

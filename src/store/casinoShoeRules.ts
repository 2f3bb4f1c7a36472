/** The casino shoe's chunk lives in src/save (casinoShoeRules.ts); this module keeps its old name for tests. */
export * from '../save/casinoShoeRules';

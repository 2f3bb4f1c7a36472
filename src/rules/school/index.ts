/** The school (house-rules.md, "The school"): the dealer drills and the count trainer, as values and pure moves. */
export * from './answers';
export * from './questions';
export * from './source';
export * from './drill';
export * from './progress';
export * from './count';

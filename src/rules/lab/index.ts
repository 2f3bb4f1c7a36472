/** The strategy lab: betting systems played on this table's rules, and the exact figures beside them. */
export * from './systems';
export * from './random';
export * from './expected';
export * from './session';
export * from './distribution';
export * from './summary';
export * from './pointOdds';

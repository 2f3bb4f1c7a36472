/** The squeeze's protocol lives in src/table (squeeze.ts); this module keeps its old name. */
export * from '../table/squeeze';

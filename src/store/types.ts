/** The table's vocabulary lives in src/table, the lazy chunks' loaders in src/save; this module keeps its old name. */
export * from '../table/vocabulary';
export type { Message } from '../table/notices';
export {
  loadCasinoShoeRules,
  loadVariantRules,
  saveNeedsCasinoShoe,
  saveNeedsVariantRules,
  type CasinoShoeRules,
  type VariantRules,
} from '../save/chunks';

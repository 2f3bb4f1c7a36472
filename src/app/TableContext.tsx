/** The store's React binding lives in src/store (TableContext.tsx), where i18n can read it too; this module keeps its old name. */
export {
  isSettle,
  TableProvider,
  useTable,
  useTableSlice,
  useTableStore,
  type DrawnLater,
} from '../store/TableContext';

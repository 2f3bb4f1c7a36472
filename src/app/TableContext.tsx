/** The store's React binding lives in src/store (TableContext.tsx), where i18n can read it too; this module keeps its old name. */
export { TableProvider, useTable, useTableStore } from '../store/TableContext';

/** The notices live in src/table (notices.ts); this module keeps its old name. */
export type { Notice, NoticeKey } from '../table/notices';

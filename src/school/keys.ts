/** A handler the modal's key listener calls first: the view's keys (1 2 3, Enter) before the table's sleep. */
export type KeyHandler = (event: KeyboardEvent) => void;

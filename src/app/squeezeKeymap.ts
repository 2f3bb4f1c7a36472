import type { Binding } from './keymap';

/**
 * The keys of the squeezed card while it has the focus (a slider), beside the page's KEYMAP. Each
 * arrow lifts the edge it points to, as a drag from that edge does; never the railing. Only the
 * card's key handler and the `?` help read them, so they load with those, not with the table.
 */
export const SQUEEZE_KEYMAP: readonly Binding[] = [
  {
    command: 'liftEdge',
    chords: [{ code: 'ArrowLeft' }, { code: 'ArrowRight' }, { code: 'ArrowUp' }, { code: 'ArrowDown' }],
  },
];

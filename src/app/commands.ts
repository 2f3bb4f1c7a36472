import { LIMITS } from '../rules';
import type { TableStore } from '../store/api';
import { KEYMAP } from './keymap';
import type { Command } from '../table/commands';

/**
 * What each command does to the table. The keyboard and the buttons share these, so a key
 * and a click can never disagree.
 */
export function runCommand(store: TableStore, command: Command, showShortcuts: () => void): void {
  const table = store.getState();
  const spot = KEYMAP.find((binding) => binding.command === command)?.spot;
  if (spot !== undefined) return table.placeBet(spot);
  switch (command) {
    case 'deal':
      if (table.phase === 'dealing') table.finishReveal();
      else table.deal();
      return;
    case 'railingUp':
      return table.adjustRailing(LIMITS.railingStep);
    case 'railingUpTen':
      return table.adjustRailing(LIMITS.railingBigStep);
    case 'railingDown':
      return table.adjustRailing(-LIMITS.railingStep);
    case 'railingDownTen':
      return table.adjustRailing(-LIMITS.railingBigStep);
    case 'clearBets':
      return table.clearBets();
    case 'rebet':
      return table.rebet();
    case 'double':
      return table.double();
    case 'undo':
      return table.undo();
    case 'liftCard':
      return table.liftCard();
    // The squeezed card's arrows (liftEdge) act on the focused card only: SqueezeCard runs them.
    case 'showShortcuts':
      return showShortcuts();
    case 'mute':
      // The preference comes with the sound switch's chunk, loaded with the table.
      return void import('../sound/preference').then(({ soundStore }) => soundStore.getState().toggle());
  }
}

import { LIMITS } from '../rules';
import type { TableStore } from '../store/tableStore';
import type { Command } from './keymap';

/**
 * What each command does to the table. The keyboard and the buttons share these, so a key
 * and a click can never disagree.
 */
export function runCommand(store: TableStore, command: Command, showShortcuts: () => void): void {
  const table = store.getState();
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
    case 'betPlayer':
      return table.placeBet('player');
    case 'betBanker':
      return table.placeBet('banker');
    case 'betTie':
      return table.placeBet('tie');
    case 'betPlayerPair':
      return table.placeBet('player-pair');
    case 'betBankerPair':
      return table.placeBet('banker-pair');
    case 'betDragonPlayer':
      return table.placeBet('dragon-player');
    case 'betDragonBanker':
      return table.placeBet('dragon-banker');
    case 'betDragon7':
      return table.placeBet('dragon-7');
    case 'betPanda8':
      return table.placeBet('panda-8');
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

import { dollars, seededRng, type Bet } from '../../src/rules';
import * as variantRules from '../../src/rules/variantRules';
import * as casinoRules from '../../src/save/casinoShoeRules';
import { exportedShoes } from '../../src/table/committedView';
import { historyJson } from '../../src/table/history';
import { createTableStore } from '../../src/store/tableStore';
import type { Settings } from '../../src/table/vocabulary';
import { memoryStorage } from '../store/helpers';

/** A hand of the history's JSON export, as the game writes it. */
export type ExportedHand = Record<string, string | number | boolean>;

/** The history's JSON export of a session played at the table. */
export interface PlayedExport {
  hands: ExportedHand[];
  shoes: { shoe: number; decks: number; commitment: string; cut: string; serverSeed: string | null; cards: string[] }[];
}

/**
 * A session played at the table (a casino shoe of `shoe`'s seed), `hands` hands, each staking in
 * turn the bets of `layouts` (a $5 railing, $7 with `odd`: amounts whose commission rounds up),
 * and its export as the History's JSON button writes it, the casino shoe revealed (the player started a new shoe).
 */
export function playedExport({
  hands,
  options = {},
  layouts = [['banker'], ['player', 'tie'], ['banker', 'banker']],
  odd = true,
}: {
  hands: number;
  options?: Partial<Settings>;
  layouts?: readonly (readonly Bet[])[];
  odd?: boolean;
}): PlayedExport {
  const store = createTableStore({
    rngForHand: (hand) => seededRng(900 + hand),
    rngForShoe: (shoe) => seededRng(4200 + shoe),
    casinoRules,
    variantRules,
    storage: memoryStorage(),
    instant: true,
    options: { shoe: 'casino', ...options },
    freshBankroll: dollars(100_000),
  });
  if (odd) store.getState().adjustRailing(dollars(2));
  for (let i = 0; i < hands; i++) {
    store.getState().clearBets();
    for (const bet of layouts[i % layouts.length]!) store.getState().placeBet(bet);
    store.getState().deal();
  }
  // A new shoe (the other number of decks) reveals the casino shoe played.
  if (store.getState().settings.shoe === 'casino')
    store.getState().setSettings({ decks: store.getState().settings.decks === 8 ? 6 : 8 });
  return JSON.parse(historyJson(store.getState().hands, exportedShoes(store.getState()))) as PlayedExport;
}

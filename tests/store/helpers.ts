import { enLater } from '../../src/i18n/enLater';
import { noticeText } from '../../src/i18n/notice';
import { coupFromCards, parseCard, seededRng, settle, type BySpot, type Cents } from '../../src/rules';
import { SAVE_KEY } from '../../src/save/format';
import { createTableStore } from '../../src/store/tableStore';
import type { KeyValueStorage, TableDependencies } from '../../src/store/api';
import type { Message } from '../../src/table/notices';

/** An in-memory localStorage. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

/** A fresh table with a seeded shoe and its own storage. */
export function makeTable(options: Partial<TableDependencies> & { seed?: number } = {}) {
  const storage = options.storage ?? memoryStorage();
  const seed = options.seed ?? 1;
  const store = createTableStore({
    rngForHand: (hand) => seededRng(seed * 1000 + hand),
    storage,
    ...options,
  });
  return { store, storage };
}

/** A storage holding a version-2 save whose history is these hands, in the card notation. */
export function storageWithHands(
  hands: readonly { cards: string; bets: { player: number; banker: number; tie: number } }[],
) {
  // Each hand's balance follows from its result, as the save's reader checks.
  let balance = 100000;
  const saved = hands.map((h, i) => {
    const coup = coupFromCards(h.cards.split(' ').map((c) => parseCard(c)!))!;
    balance += settle(h.bets as BySpot<Cents>, coup.winner).net;
    return { hand: i + 1, ...h, balanceAfter: balance };
  });
  const save = {
    version: 2,
    scoreboardFrom: 0,
    bankroll: balance,
    railing: 500,
    bets: { player: 0, banker: 0, tie: 0 },
    startingBankroll: 100000,
    settings: { instantDeal: true },
    hands: saved,
  };
  return memoryStorage({ [SAVE_KEY]: JSON.stringify(save) });
}

/** What the table's latest message says, in English (the store keeps it as a notice; the components word it). */
export function said(message: Message | null): string | undefined {
  return message === null ? undefined : noticeText(enLater, message.notice);
}

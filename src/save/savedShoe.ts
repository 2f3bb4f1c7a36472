/**
 * Reading back a saved casino shoe: its cards are replayed by the rules, and the hands saved
 * from it must be the coups it dealt, in order, the last of them the shoe's latest coup. Only
 * a save with a casino shoe needs this, so it comes in the casino shoe's chunk.
 */
import { dealNextCoup, parseShoe, shoeDecks, shoeFromOrder } from '../rules/casinoShoe';
import { formatCard } from '../rules';
import type { SaveRefusal } from '../table/notices';
import type { HandRecord, Settings, ShoeInPlay } from '../table/vocabulary';

const coupCards = (h: HandRecord): string => h.coup.dealt.map((d) => formatCard(d.card)).join(' ');

/** The shoe numbered `number` on a saved table, checked against the table's options and hands. */
export function readSavedShoe(
  value: { readonly number: number },
  settings: Settings,
  hands: readonly HandRecord[],
  trimmed: boolean, // the history was cut to its newest hands: the shoe's first coups may be gone
): { readonly ok: true; readonly shoe: ShoeInPlay } | { readonly ok: false; readonly refusal: SaveRefusal } {
  const refused = (refusal: SaveRefusal) => ({ ok: false, refusal }) as const;
  const parsed = parseShoe(value);
  if (!parsed.ok) return refused({ key: 'shoe-unreadable', detail: parsed.reason });
  const { shoe } = parsed;
  if (settings.shoe !== 'casino' || shoeDecks(shoe) !== settings.decks) return refused({ key: 'shoe-mismatch' });
  const { number } = value;
  if (hands.some((h) => h.shoe !== undefined && h.shoe > number)) return refused({ key: 'hand-from-later-shoe' });
  const fromThisShoe = hands.filter((h) => h.shoe === number);
  if (fromThisShoe.length > shoe.coups || (!trimmed && fromThisShoe.length < shoe.coups)) return refused({ key: 'shoe-hands-mismatch' });
  const replay = shoeFromOrder(shoe.order);
  if (!replay.ok) return refused({ key: 'shoe-unreadable', detail: replay.reason });
  let replayed = replay.shoe;
  const coups: string[] = [];
  for (let i = 0; i < shoe.coups; i++) {
    const dealt = dealNextCoup(replayed);
    coups.push(dealt.coup.dealt.map((d) => formatCard(d.card)).join(' '));
    replayed = dealt.shoe;
  }
  const saved = fromThisShoe.map(coupCards);
  if (saved.some((cards, i) => cards !== coups[coups.length - saved.length + i])) return refused({ key: 'shoe-cards-mismatch' });
  if (fromThisShoe.length > 0 && hands[hands.length - 1]!.shoe !== number) return refused({ key: 'shoe-not-last' });
  return { ok: true, shoe: { number, shoe } };
}

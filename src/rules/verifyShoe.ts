/**
 * Checks the committed shoes of a history export (ui-contract.md, "Committed shoe"): every
 * revealed shoe is recomputed from its serverSeed and cut, its commitment and every card
 * checked, and the hands dealt from it replayed from the recomputed shoe; every hand's money is
 * settled again from its cards and stakes by the table's own settlement (`settleCoup`). One code
 * for the game's Verify, verify.html and `npm run verify-shoe`.
 */
import { formatCard, parseCard, type Card } from './cards';
import { burnValue, dealNextCoup, shoeFromOrder, type Shoe } from './casinoShoe';
import { commitmentOf, committedOrder, CUT_PATTERN, SERVER_SEED_PATTERN } from './committedShoe';
import { SHOE_DECKS, type ShoeDecks } from './shoe';

/** One shoe of an export, as the game writes it. */
export interface ExportedShoe {
  readonly shoe: number; // 1 for the session's first shoe
  readonly decks: ShoeDecks; // 8 or 6
  readonly commitment: string; // 64 hex, shown before the shoe's first bet
  readonly cut: string;
  readonly serverSeed: string | null; // null while the shoe is in play
  readonly cards: readonly string[]; // in dealt order from the shown burn card, as far as dealt: ['KD', '7H', …]
  readonly replayOf?: number; // "Play this shoe again": the shoe whose seed and cut it dealt again, the number its stream uses
}

/** What was checked of one shoe, card by card. */
export interface ShoeCheck {
  readonly shoe: number;
  readonly revealed: boolean; // its serverSeed is in the export
  readonly commitment: string | null; // the export's commitment of the shoe, when it is 64 hex digits
  readonly commitmentMatches: boolean; // the serverSeed hashes to it
  readonly cards: readonly { readonly dealt: string; readonly committed: string | null }[]; // committed null: no card there
  readonly hands: number; // hands of the export replayed from this shoe
  readonly problems: readonly string[];
}

/** Every hand's money settled again: how many hands were, and the first whose money differs from the export (null: none). */
export interface MoneyCheck {
  readonly hands: number; // hands with their stakes and money in the export, settled again
  readonly firstDiffers: number | null; // the hand number, e.g. 12
}

/** The verdict on an export: `verified` only when at least one shoe was checked and nothing is wrong. */
export interface Verification {
  readonly verified: boolean;
  readonly shoes: number; // revealed shoes recomputed
  readonly problems: readonly string[];
  readonly checks: readonly ShoeCheck[];
  readonly money: MoneyCheck;
}

/** A card's part in the shoe: the shown burn card (card 1), one burned face down after it, or dealt to the hands. */
export type CardRole = 'burn' | 'burned' | 'dealt';

/** Each card's part, in dealt order: card 1 is the burn card, its burn value of cards after it are burned face down. */
export function cardRoles(cards: readonly string[]): CardRole[] {
  const first = cards[0] === undefined ? null : parseCard(cards[0]);
  const burned = first === null ? 0 : burnValue(first);
  return cards.map((_, i) => (i === 0 ? 'burn' : i <= burned ? 'burned' : 'dealt'));
}

/**
 * The commitment a player noted before the first bet, against a shoe's: `empty` when nothing is
 * typed, `matches` when it is the same 64 hex digits (case, spaces and line breaks aside), else `differs`.
 */
export function notedCommitment(noted: string, commitment: string): 'empty' | 'matches' | 'differs' {
  const typed = noted.replace(/\s+/g, '').toLowerCase();
  if (typed === '') return 'empty';
  return typed === commitment.toLowerCase() ? 'matches' : 'differs';
}

/** At most this many wrong cards are named per shoe: the first tells the story. */
const NAMED_CARDS = 5;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What checking the hands' money found (src/rules/verifyMoney.ts): its problems, in English. */
export type MoneyFound = MoneyCheck & { readonly problems: readonly string[] };

/**
 * Reads an export's text (or parsed JSON) and checks every revealed shoe in it; with `money`
 * (`checkMoney` of src/rules/verifyMoney.ts: the table's own settlement) every hand's money too.
 * verify.html and `npm run verify-shoe` hand it in; the game's Verify checks the cards of its own
 * hands, so its chunk carries neither the paytables nor the money check.
 */
export function verifyExport(
  input: unknown,
  money: ((hands: readonly Record<string, unknown>[]) => MoneyFound) | null = null,
): Verification {
  let data = input;
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input);
    } catch {
      return refused('the file is not JSON');
    }
  }
  if (!isRecord(data)) return refused('the export is not a JSON object');
  const hands = Array.isArray(data.hands) ? data.hands.filter(isRecord) : [];
  const found: MoneyFound = money === null ? { hands: 0, firstDiffers: null, problems: [] } : money(hands);
  // Without shoes nothing was committed, but the money of the hands is still checked.
  if (!Array.isArray(data.shoes))
    return {
      ...refused('the export has no "shoes" list (only a casino shoe is committed)'),
      problems: ['the export has no "shoes" list (only a casino shoe is committed)', ...found.problems],
      money: { hands: found.hands, firstDiffers: found.firstDiffers },
    };
  const checks = data.shoes.map((shoe, i) => checkShoe(shoe, i, hands));
  const revealed = checks.filter((c) => c.revealed).length;
  const problems = [...checks.flatMap((c) => c.problems), ...found.problems];
  if (revealed === 0 && problems.length === 0)
    problems.push('no shoe in the export has its serverSeed revealed yet: nothing to check');
  return {
    verified: revealed > 0 && problems.length === 0,
    shoes: revealed,
    problems,
    checks,
    money: { hands: found.hands, firstDiffers: found.firstDiffers },
  };
}

function refused(problem: string): Verification {
  return { verified: false, shoes: 0, problems: [problem], checks: [], money: { hands: 0, firstDiffers: null } };
}

function checkShoe(raw: unknown, index: number, hands: readonly Record<string, unknown>[]): ShoeCheck {
  const problems: string[] = [];
  const number =
    isRecord(raw) && typeof raw.shoe === 'number' && Number.isSafeInteger(raw.shoe) && raw.shoe >= 1 ? raw.shoe : null;
  const name = number === null ? `shoe at place ${index + 1}` : `shoe ${number}`;
  const written =
    isRecord(raw) && typeof raw.commitment === 'string' && SERVER_SEED_PATTERN.test(raw.commitment)
      ? raw.commitment
      : null;
  const unchecked = (problem: string): ShoeCheck => ({
    shoe: number ?? 0,
    revealed: false,
    commitment: written,
    commitmentMatches: false,
    cards: [],
    hands: 0,
    problems: [`${name}: ${problem}`],
  });
  if (!isRecord(raw)) return unchecked('not an object');
  if (number === null) return unchecked('its "shoe" is not a shoe number (1, 2, …)');
  const { commitment, cut, serverSeed, cards, decks, replayOf } = raw;
  if (replayOf !== undefined && !(typeof replayOf === 'number' && Number.isSafeInteger(replayOf) && replayOf >= 1))
    return unchecked('its "replayOf" is not a shoe number');
  const stream = (replayOf as number | undefined) ?? number; // a replayed shoe deals its first shoe's stream
  if (typeof commitment !== 'string' || !SERVER_SEED_PATTERN.test(commitment))
    return unchecked('its commitment is not 64 lowercase hex digits');
  if (typeof cut !== 'string' || !CUT_PATTERN.test(cut))
    return unchecked('its cut is not 1 to 32 letters, digits, - or _');
  if (serverSeed === null || serverSeed === undefined)
    return { shoe: number, revealed: false, commitment, commitmentMatches: false, cards: [], hands: 0, problems: [] };
  if (typeof serverSeed !== 'string' || !SERVER_SEED_PATTERN.test(serverSeed))
    return unchecked('its serverSeed is not 64 lowercase hex digits');
  const dealt = cardsOf(cards);
  if (typeof dealt === 'string') return unchecked(dealt);
  if (decks !== undefined && !(SHOE_DECKS as readonly unknown[]).includes(decks))
    return unchecked(`a shoe holds ${SHOE_DECKS.join(' or ')} decks, not ${String(decks)}`);

  const commitmentMatches = commitmentOf(serverSeed) === commitment;
  if (!commitmentMatches)
    problems.push(
      `${name}: the serverSeed does not hash to the commitment (its SHA-256 is ${commitmentOf(serverSeed)}): the seed or the commitment was changed`,
    );
  // Without a deck count, whichever shoe the cards fit (the commitment is the same for both).
  const candidates = decks === undefined ? SHOE_DECKS : [decks as ShoeDecks];
  const orders = candidates.map((d) => committedOrder(d, serverSeed, cut, stream));
  const order =
    orders.find((o) => dealt.every((card, i) => o[i] !== undefined && formatCard(o[i]!) === card)) ?? orders[0]!;
  const compared = dealt.map((card, i) => ({
    dealt: card,
    committed: order[i] === undefined ? null : formatCard(order[i]!),
  }));
  const wrong = compared.map((c, i) => ({ ...c, at: i + 1 })).filter((c) => c.dealt !== c.committed);
  if (wrong.length === dealt.length && dealt.length > 1) {
    problems.push(
      `${name}: none of its ${dealt.length} cards is where this serverSeed and cut put it: the seed or the cut was changed`,
    );
  } else {
    for (const w of wrong.slice(0, NAMED_CARDS)) {
      problems.push(
        w.committed === null
          ? `${name}: card ${w.at} (${w.dealt}) lies beyond the end of the shoe`
          : `${name}: card ${w.at} is ${w.dealt}, but the committed shoe has ${w.committed} there`,
      );
    }
    if (wrong.length > NAMED_CARDS)
      problems.push(`${name}: ${wrong.length - NAMED_CARDS} more cards differ from the committed shoe`);
  }
  const replayed = wrong.length === 0 ? replayHands(order, dealt.length, number, hands) : { hands: 0, problems: [] };
  problems.push(...replayed.problems.map((p) => `${name}: ${p}`));
  return {
    shoe: number,
    revealed: true,
    commitment,
    commitmentMatches,
    cards: compared,
    hands: replayed.hands,
    problems,
  };
}

/** The export's cards: a list of card notations (or one string of them), each written as the game writes it. */
function cardsOf(raw: unknown): string[] | string {
  const tokens = typeof raw === 'string' ? raw.split(/\s+/).filter((t) => t !== '') : Array.isArray(raw) ? raw : null;
  if (tokens === null) return 'its cards are not a list of cards';
  const cards: string[] = [];
  for (const [i, token] of tokens.entries()) {
    const card = typeof token === 'string' ? parseCard(token) : null;
    if (card === null) return `its card ${i + 1} is not a card: ${JSON.stringify(token)}`;
    cards.push(formatCard(card));
  }
  return cards;
}

/**
 * The export's hands from this shoe, replayed from the recomputed shoe: each must be a coup the
 * shoe dealt, in order. A history trimmed to its newest hands may have lost a shoe's first coups,
 * so the hands are matched to the shoe's last coups within the cards dealt.
 */
function replayHands(
  order: readonly Card[],
  dealtCards: number,
  number: number,
  hands: readonly Record<string, unknown>[],
): { hands: number; problems: string[] } {
  const mine = hands.filter((h) => h.shoe === number);
  if (mine.length === 0) return { hands: 0, problems: [] };
  const built = shoeFromOrder(order);
  if (!built.ok) return { hands: 0, problems: [built.reason] };
  const coups: { player: string; banker: string }[] = [];
  let shoe: Shoe = built.shoe;
  while (!shoe.finished && shoe.next < dealtCards) {
    const dealt = dealNextCoup(shoe);
    if (dealt.shoe.next > dealtCards) break;
    coups.push({
      player: dealt.coup.player.map(formatCard).join(' '),
      banker: dealt.coup.banker.map(formatCard).join(' '),
    });
    shoe = dealt.shoe;
  }
  if (mine.length > coups.length)
    return {
      hands: 0,
      problems: [`the export has ${mine.length} hands from it, but its cards deal ${coups.length} coups`],
    };
  const problems: string[] = [];
  const first = coups.length - mine.length;
  mine.forEach((h, i) => {
    const coup = coups[first + i]!;
    if (h.player !== coup.player || h.banker !== coup.banker) {
      problems.push(
        `hand ${String(h.hand)} shows Player ${String(h.player)}, Banker ${String(h.banker)}, but the committed shoe dealt Player ${coup.player}, Banker ${coup.banker}`,
      );
    }
  });
  return { hands: mine.length, problems };
}

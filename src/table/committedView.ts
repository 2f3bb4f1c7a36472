/**
 * The committed shoe as the table shows it: the commitment of the shoe about to be (or being)
 * dealt, the cut, the latest revealed shoe, and every committed shoe as the history's export
 * writes it (ui-contract.md, "Committed shoe").
 */
import { formatCard } from '../rules';
import { verifyExport, type ExportedShoe, type ShoeCheck } from '../rules/verifyShoe';
import { seenHands } from './selectors';
import type { TableState } from './state';
import type { RevealedShoe } from './vocabulary';

/** The shoe whose commitment is on the felt: the one in play, or the next once the last coup is dealt. */
export interface CommitmentView {
  readonly shoe: number;
  readonly commitment: string; // 64 lowercase hex
  readonly cut: string; // the cut in use
  readonly cutOpen: boolean; // the cut can still be changed: the shoe has not been dealt from yet
}

type Committing = Pick<TableState, 'shoe' | 'nextShoe' | 'phase' | 'hands'>;

const views = new WeakMap<object, CommitmentView>();
const memo = (key: object, make: () => CommitmentView): CommitmentView => {
  let view = views.get(key);
  if (view === undefined) views.set(key, (view = make()));
  return view;
};

/** The commitment shown from before a casino shoe's first bet; null with a fresh shoe or a shoe from before commitments. */
export function commitmentView(s: Committing): CommitmentView | null {
  const { shoe, nextShoe } = s;
  // The next shoe shows once the last coup of the one before is settled on the felt.
  if (nextShoe != null && shoe?.shoe.finished && s.phase !== 'dealing') {
    return memo(nextShoe, () => ({
      shoe: nextShoe.number,
      commitment: nextShoe.committed.commitment,
      cut: nextShoe.committed.cut,
      cutOpen: nextShoe.replayOf === undefined,
    }));
  }
  if (shoe?.committed === undefined) return null;
  const { committed } = shoe;
  return memo(shoe, () => ({
    shoe: shoe.number,
    commitment: committed.commitment,
    cut: committed.cut,
    cutOpen: shoe.shoe.coups === 0 && shoe.replayOf === undefined && s.phase !== 'dealing',
  }));
}

/** The latest revealed shoe: the shoe in play once its last coup is settled, else the latest that ended. */
export function latestReveal(s: Pick<TableState, 'shoe' | 'revealedShoes' | 'phase'>): RevealedShoe | null {
  const { shoe } = s;
  if (shoe?.committed !== undefined && shoe.shoe.finished && s.phase !== 'dealing') {
    return (
      revealedViews.get(shoe) ??
      remember(shoe, {
        number: shoe.number,
        decks: (shoe.shoe.order.length / 52) as RevealedShoe['decks'],
        committed: shoe.committed,
        cards: shoe.shoe.order.slice(0, shoe.shoe.next),
        ...(shoe.replayOf === undefined ? {} : { replayOf: shoe.replayOf }),
      })
    );
  }
  return s.revealedShoes?.at(-1) ?? null;
}
const revealedViews = new WeakMap<object, RevealedShoe>();
const remember = (key: object, revealed: RevealedShoe): RevealedShoe => (revealedViews.set(key, revealed), revealed);

const exported = ({ number, decks, committed, cards, replayOf }: RevealedShoe, revealed: boolean): ExportedShoe => ({
  shoe: number,
  decks,
  commitment: committed.commitment,
  cut: committed.cut,
  serverSeed: revealed ? committed.serverSeed : null,
  cards: cards.map(formatCard),
  ...(replayOf === undefined ? {} : { replayOf }),
});

/** Every committed shoe of the session as the export writes it: the revealed ones, then the one in play (its seed still secret). */
export function exportedShoes(s: Pick<TableState, 'shoe' | 'revealedShoes' | 'phase' | 'hands'>): ExportedShoe[] {
  const revealedShoes = s.revealedShoes ?? [];
  const shoes = revealedShoes.map((r) => exported(r, true));
  const { shoe } = s;
  if (shoe?.committed !== undefined && !revealedShoes.some((r) => r.number === shoe.number)) {
    const finished = shoe.shoe.finished && s.phase !== 'dealing';
    // While a coup is being revealed the export, like the history on screen, stops before it.
    const { number, committed, replayOf } = shoe;
    const hand = s.hands[s.hands.length - 1];
    const beingDealt = s.phase === 'dealing' && hand?.shoe === number ? hand.coup.dealt.length : 0;
    const cards = shoe.shoe.order.slice(0, shoe.shoe.next - beingDealt);
    shoes.push(
      exported(
        {
          number,
          decks: (shoe.shoe.order.length / 52) as RevealedShoe['decks'],
          committed,
          cards,
          ...(replayOf === undefined ? {} : { replayOf }),
        },
        finished,
      ),
    );
  }
  return shoes;
}

/** What the game's Verify says of one revealed shoe: recomputed in the page from its seed and cut, card by card. */
export type ShoeVerdict = ShoeCheck & { readonly verified: boolean };

/**
 * Verifies a revealed shoe of this session with the same code as verify.html and `npm run
 * verify-shoe`: the session's export (its hands and shoes) is checked, and this shoe's part of the
 * answer returned. It comes in the casino shoe's chunk.
 */
export function shoeVerdict(
  s: Pick<TableState, 'shoe' | 'revealedShoes' | 'phase' | 'hands'>,
  number: number,
): ShoeVerdict {
  // The hands as the export writes them (historyRow): what the verifier replays.
  const hands = seenHands(s).map((h) => ({
    hand: h.hand,
    shoe: h.shoe,
    player: h.coup.player.map(formatCard).join(' '),
    banker: h.coup.banker.map(formatCard).join(' '),
  }));
  const shoes = exportedShoes(s).filter((shoe) => shoe.shoe === number);
  const result = verifyExport({ hands, shoes });
  const check = result.checks[0] ?? {
    shoe: number,
    revealed: false,
    commitment: null,
    commitmentMatches: false,
    cards: [],
    hands: 0,
    problems: result.problems,
  };
  return { ...check, verified: result.verified };
}

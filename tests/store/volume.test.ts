/**
 * The volume, against the store: thousands of hands dealt by the table's own actions, each
 * checked by the independent referee (tests/referee/referee.ts, written from house-rules.md without the
 * rules module). The browser suite plays about ten hands per check and looks at what the page
 * shows; these runs are where the many coups are.
 */
import { describe, expect, it } from 'vitest';
import * as casinoRules from '../../src/save/casinoShoeRules';
import * as variantRules from '../../src/rules/variantRules';
import { seededRngs } from '../../src/app/seeds';
import {
  cardsBeforeCut,
  cardsLeft,
  dealNextCoup,
  dollars,
  isLastCoupNext,
  pairDots,
  scoreboard,
  seenCards,
  type Bet,
  type Coup,
} from '../../src/rules';
import { committedShoe, randomCommitment } from '../../src/rules/committedShoe';
import { shoeView } from '../../src/table/shoeView';
import type { TableStore } from '../../src/store/api';
import { makeTable } from './helpers';
import {
  betResults,
  drawingFault,
  isPair,
  netOf,
  winnerOf,
  type RefereeGame,
  type RefereeStakes,
} from '../referee/referee';

/** Everything the player owns at the table: bankroll plus every bet on it, main spots and side bets. */
function money(store: TableStore): number {
  const s = store.getState();
  return (
    s.bankroll + Object.values(s.bets).reduce((a, b) => a + b, 0) + Object.values(s.sideBets).reduce((a, b) => a + b, 0)
  );
}

/** The stakes on the table now, by bet, as the referee reads them. */
function stakes(store: TableStore): RefereeStakes {
  const s = store.getState();
  return Object.fromEntries(Object.entries({ ...s.bets, ...s.sideBets }).filter(([, v]) => v > 0));
}

/** Places `bets` at `amount` each, from an empty table: the railing set first, as a player would. */
function placeAll(store: TableStore, amount: number, bets: readonly Bet[]): void {
  const s = store.getState();
  s.clearBets();
  s.adjustRailing(dollars(amount) - store.getState().railing);
  for (const bet of bets) store.getState().placeBet(bet);
}

/** Deals, then checks the hand with the referee: the cards drawn, the winner, every bet's result and the money. */
function dealAndReferee(store: TableStore, game: RefereeGame, label: string): Coup {
  const staked = stakes(store);
  const before = money(store);
  const count = store.getState().hands.length;
  store.getState().deal();
  const s = store.getState();
  expect(s.hands.length, `${label}: dealt`).toBe(count + 1);
  const hand = s.hands.at(-1)!;
  const { player, banker } = hand.coup;
  expect(drawingFault(player, banker), label).toBeNull();
  expect(hand.coup.winner, label).toBe(winnerOf(player, banker));
  const expected = netOf(game, staked, player, banker);
  expect(hand.settlement.net, label).toBe(expected);
  expect(money(store) - before, label).toBe(expected);
  return hand.coup;
}

const GAMES: readonly RefereeGame[] = ['punto-banco', 'ez', 'no-commission'];
const SIDE_BETS: Record<RefereeGame, readonly Bet[]> = {
  'punto-banco': ['player-pair', 'banker-pair', 'dragon-player', 'dragon-banker'],
  ez: ['player-pair', 'banker-pair', 'dragon-player', 'dragon-banker', 'dragon-7', 'panda-8'],
  'no-commission': ['player-pair', 'banker-pair', 'dragon-player', 'dragon-banker'],
};
/** Amounts that try the commission's rounding ($14 → $0.75, $6 → $0.50) and half-pays. */
const AMOUNTS = [5, 6, 14, 25, 37];
const HANDS = 3000;

describe('the side-bet referee: thousands of hands at each table, every bet paid as house-rules.md says', () => {
  for (const [i, game] of GAMES.entries()) {
    it(`${HANDS} seeded hands of ${game} with every side bet`, () => {
      const { store } = makeTable({
        seed: 40 + i,
        instant: true,
        storage: null,
        variantRules,
        freshBankroll: dollars(1_000_000),
        options: { game, sideBets: true },
      });
      const seen = new Map<string, number>();
      const pairs: { playerPair: boolean; bankerPair: boolean }[] = [];
      for (let h = 0; h < HANDS; h++) {
        const main: Bet[] = [h % 2 === 0 ? 'player' : 'banker', ...(h % 7 === 0 ? (['tie'] as const) : [])];
        placeAll(store, AMOUNTS[h % AMOUNTS.length]!, [...main, ...SIDE_BETS[game]]);
        const staked = stakes(store);
        const coup = dealAndReferee(store, game, `${game} hand ${h + 1}`);
        pairs.push({ playerPair: isPair(coup.player), bankerPair: isPair(coup.banker) });
        for (const [bet, result] of Object.entries(betResults(game, staked, coup.player, coup.banker))) {
          const key = `${bet} ${Math.sign(result)}`;
          seen.set(key, (seen.get(key) ?? 0) + 1);
        }
      }
      // The run tried every outcome of every bet: each side bet won and lost, the pushes happened.
      for (const bet of SIDE_BETS[game]) {
        expect(seen.get(`${bet} 1`), `${bet} won`).toBeGreaterThan(0);
        expect(seen.get(`${bet} -1`), `${bet} lost`).toBeGreaterThan(0);
      }
      expect(seen.get('player 0'), 'a Player bet pushed').toBeGreaterThan(0);
      if (game === 'ez') expect(seen.get('banker 0'), 'a Banker win on a three-card 7 pushed').toBeGreaterThan(0);
      // The Bead Plate dots the pairs the referee saw, hand by hand.
      const winners = store.getState().hands.map((h) => h.coup.winner);
      expect(pairDots(winners, pairs).beadPlate.map((d) => [d.playerPair, d.bankerPair])).toEqual(
        pairs.map((p) => [p.playerPair, p.bankerPair]),
      );
    });
  }
});

describe('the original game over thousands of hands', () => {
  it('moves the bankroll by exactly the settlement of the cards dealt, a tie leaving the Player and Banker bets on their spots', () => {
    const { store } = makeTable({ seed: 2026, instant: true, storage: null, freshBankroll: dollars(1_000_000) });
    const spots = ['player', 'banker', 'tie'] as const;
    for (let h = 0; h < HANDS; h++) {
      placeAll(store, AMOUNTS[h % AMOUNTS.length]! + (h % 5) * 10, [
        spots[h % 3]!,
        ...(h % 4 === 1 ? (['banker'] as const) : []),
      ]);
      const staked = stakes(store);
      const coup = dealAndReferee(store, 'punto-banco', `hand ${h + 1}`);
      if (coup.winner === 'tie') {
        expect(store.getState().bets.player).toBe(staked.player ?? 0);
        expect(store.getState().bets.banker).toBe(staked.banker ?? 0);
      } else expect(Object.values(store.getState().bets).every((v) => v === 0)).toBe(true);
    }
  });

  it('keeps the history: each hand once, numbered in turn, whose nets add up to the bankroll’s change, and the roads are the scoreboard of its winners', () => {
    const { store } = makeTable({ seed: 30, instant: true, storage: null });
    const start = store.getState().bankroll;
    for (let h = 0; h < 300 && store.getState().bankroll >= dollars(10); h++) {
      placeAll(store, 5, [h % 3 === 2 ? 'player' : 'banker', ...(h % 5 === 0 ? (['tie'] as const) : [])]);
      dealAndReferee(store, 'punto-banco', `hand ${h + 1}`);
    }
    store.getState().clearBets();
    const { hands, bankroll } = store.getState();
    expect(hands.map((h) => h.hand)).toEqual(hands.map((_, i) => i + 1));
    expect(hands.reduce((sum, h) => sum + h.settlement.net, 0)).toBe(bankroll - start);
    expect(hands.at(-1)!.balanceAfter).toBe(bankroll);
    // The Bead Plate holds every hand, one cell each, in order.
    const board = scoreboard(hands.map((h) => h.coup.winner));
    expect(board.beadPlate).toHaveLength(hands.length);
    // A new scoreboard starts the roads afresh from the next hand; the history keeps every hand.
    store.getState().newScoreboard();
    expect(store.getState().scoreboardFrom).toBe(hands.length);
  });
});

/** Shoe `n` of a seed as the table commits it: its seed and cut drawn from the seed's words for shoe n, shuffled by the committed stream. */
function committedShoeOf(seed: number, n: number) {
  const { serverSeed, cut } = randomCommitment(seededRngs(seed).forShoe(n));
  return committedShoe(8, serverSeed, cut, n);
}

describe('whole casino shoes against the store', () => {
  it('deals a seeded 8-deck shoe coup by coup to its last, as the shoe’s order says, then shuffles and burns the next', () => {
    const seed = 808;
    const { store } = makeTable({
      rngForHand: seededRngs(seed).forHand,
      rngForShoe: seededRngs(seed).forShoe,
      instant: true,
      storage: null,
      casinoRules,
      options: { shoe: 'casino' },
    });
    const first = committedShoeOf(seed, 1);
    expect(store.getState().shoe?.shoe.order).toEqual(first.order);
    let expected = first;
    let coups = 0;
    while (!expected.finished) {
      placeAll(store, 5, ['banker']);
      const dealt = dealNextCoup(expected);
      const coup = dealAndReferee(store, 'punto-banco', `coup ${coups + 1}`);
      expect(coup).toEqual(dealt.coup);
      const inPlay = store.getState().shoe!;
      expect(inPlay.number).toBe(1);
      // What the shoe meter shows once the coup is settled.
      const view = shoeView(store.getState())!;
      expect(
        { handInShoe: view.handInShoe, cardsLeft: view.cardsLeft, toCut: view.toCut, lastHand: view.lastHand },
        `coup ${coups + 1}`,
      ).toEqual({
        handInShoe: coups + 1,
        cardsLeft: cardsLeft(dealt.shoe),
        toCut: cardsBeforeCut(dealt.shoe),
        lastHand: isLastCoupNext(dealt.shoe),
      });
      expect(view.seen).toEqual(seenCards(dealt.shoe));
      expected = dealt.shoe;
      coups++;
    }
    expect(coups).toBeGreaterThan(60);
    expect(store.getState().hands.every((h) => h.shoe === 1)).toBe(true);
    // The next Deal shuffles shoe 2 and burns it; the roads start afresh with it.
    placeAll(store, 5, ['banker']);
    const second = committedShoeOf(seed, 2);
    const coup = dealAndReferee(store, 'punto-banco', 'shoe 2, coup 1');
    expect(coup).toEqual(dealNextCoup(second).coup);
    expect(store.getState().shoe!.number).toBe(2);
    expect(store.getState().hands.at(-1)!.shoe).toBe(2);
    expect(store.getState().scoreboardFrom).toBe(coups);
  });

  it('deals twenty whole shoes of each size, every coup refereed, every card dealt exactly once per shoe', () => {
    for (const decks of [8, 6] as const) {
      const { store } = makeTable({
        seed: decks,
        instant: true,
        storage: null,
        casinoRules,
        freshBankroll: dollars(1_000_000),
        options: { shoe: 'casino', decks },
      });
      const dealtPerShoe = new Map<number, string[]>();
      while ((store.getState().shoe?.number ?? 1) <= 20) {
        placeAll(store, 14, ['banker', 'player', 'tie']);
        const coup = dealAndReferee(store, 'punto-banco', `${decks} decks, hand ${store.getState().hands.length + 1}`);
        const number = store.getState().hands.at(-1)!.shoe!;
        const cards = dealtPerShoe.get(number) ?? [];
        cards.push(...coup.dealt.map((d) => d.card.rank + d.card.suit));
        dealtPerShoe.set(number, cards);
        if (store.getState().shoe!.shoe.finished && number === 20) break;
      }
      expect(dealtPerShoe.size).toBe(20);
      for (const [number, cards] of dealtPerShoe) {
        const copies = new Map<string, number>();
        for (const card of cards) copies.set(card, (copies.get(card) ?? 0) + 1);
        expect(
          [...copies.values()].every((n) => n <= decks),
          `shoe ${number}`,
        ).toBe(true);
        expect(cards.length, `shoe ${number}`).toBeGreaterThanOrEqual(decks * 52 - 14 - 11);
      }
    }
  });
});

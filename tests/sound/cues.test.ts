import { describe, expect, it } from 'vitest';
import { DEAL_PACE } from '../../src/table/dealPace';
import { dollars } from '../../src/rules';
import * as casinoRules from '../../src/save/casinoShoeRules';
import * as variantRules from '../../src/rules/variantRules';
import { CARDS_SECONDS, cuesFor, SETTLE_AFTER_TURN, SHUFFLE_SECONDS, type SoundCue } from '../../src/sound/cues';
import type { TableStore } from '../../src/store/api';
import { fakeLocks } from '../store/fakeLocks';
import { stackedHands } from '../helpers/stackedShoe';
import { makeTable, memoryStorage } from '../store/helpers';

/** Every cue the director calls for while `act` changes the table, in order. */
function heard(store: TableStore, act: () => void): SoundCue[] {
  const cues: SoundCue[] = [];
  const stop = store.subscribe((after, before) => void cues.push(...cuesFor(before, after)));
  act();
  stop();
  return cues;
}
const kinds = (cues: readonly SoundCue[]) => cues.map((c) => c.kind);

/** Stated coups, in dealing order (Player, Banker, Player, Banker, then third cards). */
const COUPS = {
  /** Player 7 stands, Banker 6 stands: Player wins on four cards, no pair. */
  playerOnFour: '4S 2H 3D 4C',
  /** Player 3 draws 5 (8); Banker 5 draws on a 5 and takes 9 (4): Player wins on six cards. */
  playerOnSix: 'KS 2H 3D 3C 5D 9C',
  /** Player 6 stands, Banker 7 stands: Banker wins on four cards. */
  bankerOnFour: '3S 4H 3D 3C',
  /** Player 5 draws 10 (5); Banker 2 draws 7 (9): Banker wins on six cards. */
  bankerOnSix: '2D KC 3H 2S 10D 7C',
  /** Player 7, Banker 7: a tie on four cards. */
  tie: 'KS QH 7D 7C',
  /** Player 7 beats Banker 6, and Banker opens with a pair (3H 3C). */
  playerWinsBankerPair: '4S 3H 3D 3C',
};

/** A table that deals these cards, stated as a coup. */
const dealing = (cards: string, options: Parameters<typeof makeTable>[0] = {}) =>
  makeTable({ rngForHand: stackedHands(cards), ...options });

/** A table with $5 on PLAYER, ready to deal this coup; instant or dealt card by card. */
function betOnPlayer(cards: string, instant: boolean) {
  const { store } = dealing(cards, { instant });
  store.getState().placeBet('player');
  return store;
}

describe('the sound director: chips', () => {
  it('hears chips placed on a spot, by click, key, Rebet or Double', () => {
    const { store } = makeTable({ instant: true, variantRules });
    expect(heard(store, () => store.getState().placeBet('banker'))).toEqual([{ kind: 'chips', at: 0 }]);
    expect(kinds(heard(store, () => store.getState().double()))).toEqual(['chips']);
    store.getState().deal();
    store.getState().clearBets();
    expect(kinds(heard(store, () => store.getState().rebet()))).toEqual(['chips']);
  });

  it('hears chips taken back by Undo and Clear, and side bets sent home by a change of game', () => {
    const { store } = makeTable({ instant: true, variantRules });
    store.getState().setSettings({ game: 'ez', sideBets: true });
    store.getState().placeBet('player');
    store.getState().placeBet('panda-8');
    expect(kinds(heard(store, () => store.getState().undo()))).toEqual(['chipsBack']);
    store.getState().placeBet('panda-8');
    expect(kinds(heard(store, () => store.getState().setSettings({ game: 'punto-banco' })))).toEqual(['chipsBack']);
    expect(kinds(heard(store, () => store.getState().clearBets()))).toEqual(['chipsBack']);
  });

  it('is silent for what moves no chip and no card: a refusal, the railing, a message, options', () => {
    const { store } = makeTable({ instant: true });
    expect(
      heard(store, () => {
        store.getState().deal(); // refused: no bet
        store.getState().adjustRailing(100);
        store.getState().pass();
        store.getState().clearBets(); // nothing to clear
        store.getState().undo(); // nothing to undo
        store.getState().setSettings({ decks: 6 });
        store.getState().newScoreboard();
      }),
    ).toEqual([]);
    store.getState().adjustRailing(dollars(300));
    store.getState().placeBet('player');
    expect(heard(store, () => store.getState().placeBet('banker'))).toEqual([]); // over the maximum: refused
  });
});

describe('the sound director: a hand dealt card by card, at the dealer’s pace', () => {
  it('slides each card out of the shoe as the dealer starts it, and turns it as it lies face up', () => {
    const store = betOnPlayer(COUPS.playerOnFour, false);
    expect(heard(store, () => store.getState().deal())).toEqual([{ kind: 'slide', at: 0 }]);
    for (let card = 0; card < 3; card++) {
      expect(heard(store, () => store.getState().revealNext())).toEqual([
        { kind: 'turn', at: 0 },
        { kind: 'slide', at: 0 },
      ]);
    }
    expect(kinds(heard(store, () => store.getState().revealNext()))).toEqual(['turn', 'paid', 'chime']);
    expect(store.getState().phase).toBe('settled');
  });

  it('slides a third card after the dealer’s pause before it', () => {
    const store = betOnPlayer(COUPS.bankerOnSix, false);
    store.getState().deal();
    const cues = [1, 2, 3, 4, 5].map(() => heard(store, () => store.getState().revealNext()));
    expect(cues.map((c) => c.find((cue) => cue.kind === 'slide')?.at)).toEqual([
      0,
      0,
      0,
      DEAL_PACE.thirdCardPause,
      DEAL_PACE.thirdCardPause,
    ]);
    expect(kinds(cues.flat())).toEqual([
      'turn',
      'slide',
      'turn',
      'slide',
      'turn',
      'slide',
      'turn',
      'slide',
      'turn',
      'slide',
    ]);
  });

  it('pays a win with chips and a soft chime, once the last card is up', () => {
    const store = betOnPlayer(COUPS.playerOnFour, false);
    store.getState().deal();
    const all = heard(store, () => {
      while (store.getState().phase === 'dealing') store.getState().revealNext();
    });
    const last = all.slice(-3);
    expect(last).toEqual([
      { kind: 'turn', at: 0 },
      { kind: 'paid', at: SETTLE_AFTER_TURN },
      { kind: 'chime', at: SETTLE_AFTER_TURN + 0.1 },
    ]);
    expect(kinds(all).filter((k) => k === 'paid' || k === 'chime')).toEqual(['paid', 'chime']);
  });

  it('rakes in a losing bet, with no chime', () => {
    const store = betOnPlayer(COUPS.bankerOnFour, false);
    store.getState().deal();
    const all = heard(store, () => store.getState().finishReveal());
    expect(kinds(all)).toEqual(['cards', 'taken']);
  });

  it('clicks once for a push: Player and Banker bets stay on a tie', () => {
    const store = betOnPlayer(COUPS.tie, false);
    store.getState().deal();
    const all = heard(store, () => {
      while (store.getState().phase === 'dealing') store.getState().revealNext();
    });
    expect(kinds(all.slice(-2))).toEqual(['turn', 'push']);
    expect(all.at(-1)!.at).toBe(SETTLE_AFTER_TURN);
  });

  it('takes the losers first, then pays the winners, and chimes when the hand is won overall', () => {
    // A tie with PLAYER and TIE staked: the tie bet wins 8 to 1, the Player bet pushes.
    const { store } = dealing(COUPS.tie, { instant: true });
    store.getState().placeBet('tie');
    store.getState().placeBet('player');
    expect(kinds(heard(store, () => store.getState().deal()))).toEqual(['cards', 'paid', 'chime']);
    // A win for PLAYER with TIE staked too: the tie bet is taken, then the Player bet paid; $5 and $5 break even, no chime.
    const other = dealing(COUPS.playerOnFour, { instant: true }).store;
    other.getState().placeBet('tie');
    other.getState().placeBet('player');
    expect(heard(other, () => other.getState().deal())).toEqual([
      { kind: 'cards', at: 0 },
      { kind: 'taken', at: CARDS_SECONDS },
      { kind: 'paid', at: CARDS_SECONDS + 0.25 },
    ]);
  });

  it('hears side bets settled with the hand: a Banker Pair taken, then one paid', () => {
    const withPairBet = (cards: string) => {
      const { store } = dealing(cards, { instant: true, variantRules });
      store.getState().setSettings({ sideBets: true });
      store.getState().placeBet('player');
      store.getState().placeBet('banker-pair');
      return kinds(heard(store, () => store.getState().deal()));
    };
    expect(withPairBet(COUPS.playerOnFour)).toEqual(['cards', 'taken', 'paid']); // $5 won, $5 lost: no chime
    expect(withPairBet(COUPS.playerWinsBankerPair)).toEqual(['cards', 'paid', 'chime']);
  });
});

describe('the sound director: a squeeze', () => {
  it('slides each card down face down, bends it a step at each Space, and turns it only when opened', () => {
    const { store } = dealing(COUPS.playerOnFour, { options: { reveal: 'squeeze' } });
    store.getState().placeBet('player');
    expect(heard(store, () => store.getState().deal())).toEqual([{ kind: 'slide', at: 0 }]);
    // Down face down: the next card slides, none turns.
    for (let card = 0; card < 3; card++)
      expect(kinds(heard(store, () => store.getState().revealNext()))).toEqual(['slide']);
    expect(kinds(heard(store, () => store.getState().revealNext()))).toEqual([]);
    expect(kinds(heard(store, () => store.getState().liftCard()))).toEqual(['bend']);
    expect(kinds(heard(store, () => store.getState().liftCard()))).toEqual(['bend']);
    expect(kinds(heard(store, () => store.getState().openCard()))).toEqual(['turn']);
    expect(kinds(heard(store, () => store.getState().openCard()))).toEqual(['turn']);
    expect(kinds(heard(store, () => store.getState().openCard()))).toEqual(['turn']);
    expect(kinds(heard(store, () => store.getState().openCard()))).toEqual(['turn', 'paid', 'chime']);
  });

  it('slides a third card from the shoe once the four on the table are open', () => {
    const { store } = dealing(COUPS.bankerOnSix, { options: { reveal: 'squeeze' } });
    store.getState().placeBet('player');
    store.getState().deal();
    for (let card = 0; card < 4; card++) store.getState().revealNext();
    for (let card = 0; card < 3; card++) store.getState().openCard();
    expect(heard(store, () => store.getState().openCard())).toEqual([
      { kind: 'turn', at: 0 },
      { kind: 'slide', at: DEAL_PACE.thirdCardPause },
    ]);
    expect(kinds(heard(store, () => store.getState().revealNext()))).toEqual([]);
    expect(kinds(heard(store, () => store.getState().openCard()))).toEqual(['turn', 'slide']);
  });
});

describe('the sound director: a hand shown at once', () => {
  it('plays an instant deal as one short sequence, not a sound per card', () => {
    const store = betOnPlayer(COUPS.playerOnSix, true);
    const cues = heard(store, () => store.getState().deal());
    expect(cues).toEqual([
      { kind: 'cards', at: 0 },
      { kind: 'paid', at: CARDS_SECONDS },
      { kind: 'chime', at: CARDS_SECONDS + 0.1 },
    ]);
  });

  it('plays "show the hand now" the same way, from the card on its way', () => {
    const store = betOnPlayer(COUPS.bankerOnSix, false);
    store.getState().deal();
    store.getState().revealNext();
    store.getState().revealNext();
    expect(heard(store, () => store.getState().finishReveal())).toEqual([
      { kind: 'cards', at: 0 },
      { kind: 'taken', at: CARDS_SECONDS },
    ]);
    // Once settled, nothing more: a second Enter, or the dealer's timer arriving late.
    expect(heard(store, () => store.getState().finishReveal())).toEqual([]);
    expect(heard(store, () => store.getState().revealNext())).toEqual([]);
  });

  it('turns a single last card as the dealer would', () => {
    const store = betOnPlayer(COUPS.playerOnFour, false);
    store.getState().deal();
    for (let i = 0; i < 3; i++) store.getState().revealNext();
    expect(kinds(heard(store, () => store.getState().finishReveal()))).toEqual(['turn', 'paid', 'chime']);
  });
});

describe('the sound director: the casino shoe', () => {
  it('shuffles when a casino shoe is chosen, and not when the choice goes back to a fresh shoe', () => {
    const { store } = makeTable({ seed: 7, instant: true, casinoRules });
    expect(heard(store, () => store.getState().setSettings({ shoe: 'casino' }))).toEqual([{ kind: 'shuffle', at: 0 }]);
    expect(kinds(heard(store, () => store.getState().setSettings({ decks: 6 })))).toEqual(['shuffle']); // new decks, new shoe
    expect(heard(store, () => store.getState().setSettings({ shoe: 'fresh' }))).toEqual([]);
  });

  it('shuffles the next shoe when the last one is finished, before the hand it deals', () => {
    const { store } = makeTable({ seed: 7, instant: true, casinoRules });
    store.getState().setSettings({ shoe: 'casino' });
    let cues: SoundCue[] = [];
    let hands = 0;
    while (store.getState().shoe!.number === 1) {
      store.getState().placeBet('banker');
      cues = heard(store, () => store.getState().deal());
      hands++;
      if (store.getState().shoe!.number === 1) expect(cues.some((c) => c.kind === 'shuffle')).toBe(false);
    }
    expect(hands).toBeGreaterThan(40);
    expect(cues.slice(0, 2)).toEqual([
      { kind: 'shuffle', at: 0 },
      { kind: 'cards', at: SHUFFLE_SECONDS },
    ]);
    expect(cues[2]!.at).toBe(SHUFFLE_SECONDS + CARDS_SECONDS);
  });

  it('in an animated deal, the first card leaves the shoe at once, as the shuffle plays', () => {
    const { store } = makeTable({ seed: 7, instant: false, casinoRules });
    store.getState().setSettings({ shoe: 'casino' });
    while (!store.getState().shoe!.shoe.finished) {
      store.getState().placeBet('banker');
      store.getState().deal();
      store.getState().finishReveal();
    }
    store.getState().placeBet('banker');
    expect(heard(store, () => store.getState().deal())).toEqual([
      { kind: 'shuffle', at: 0 },
      { kind: 'slide', at: 0 },
    ]);
  });
});

describe('the sound director: what is not play makes no sound', () => {
  it('not the save being read: the initial state the page hydrates, then the saved table', () => {
    const storage = memoryStorage();
    const first = makeTable({ storage, instant: true, seed: 3 }).store;
    first.getState().placeBet('player');
    first.getState().deal();
    first.getState().placeBet('tie');
    const { store } = makeTable({ storage, instant: true, seed: 3 });
    expect(store.getInitialState().unread).toBe(true);
    expect(store.getState().hands).toHaveLength(1);
    expect(cuesFor(store.getInitialState(), store.getState())).toEqual([]);
  });

  it('not the lock answering, nor a tab taking the table over with the save as another tab left it', () => {
    const storage = memoryStorage();
    const locks = fakeLocks();
    const a = makeTable({ storage, instant: true, lock: locks.tab(), seed: 3 }).store;
    const heardA: SoundCue[] = [];
    a.subscribe((after, before) => void heardA.push(...cuesFor(before, after)));
    locks.answer();
    expect(a.getState().hold).toBe('held');
    expect(heardA).toEqual([]);

    const b = makeTable({ storage, instant: true, lock: locks.tab(), seed: 3 }).store;
    const heardB: SoundCue[] = [];
    b.subscribe((after, before) => void heardB.push(...cuesFor(before, after)));
    locks.answer();
    expect(b.getState().hold).toBe('elsewhere');

    // Tab A plays a hand; tab B, which does not hold the table, hears nothing of it.
    a.getState().placeBet('player');
    a.getState().deal();
    expect(kinds(heardA)).toContain('cards');
    // Tab B takes the table over: it reads the save, with a hand and chips it did not see played.
    b.getState().playHere();
    locks.answer();
    expect(b.getState().hold).toBe('held');
    expect(b.getState().hands).toHaveLength(1);
    expect(heardB).toEqual([]);
    // From then on tab B plays, and hears its own play.
    b.getState().placeBet('banker');
    expect(kinds(heardB)).toEqual(['chips']);
  });
});

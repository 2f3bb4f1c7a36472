/**
 * What every bet pays, as tables: each bet reads a coup as one line of its paytable, and
 * each line pays so much per unit staked. Settlement and the exact odds both read these.
 */
import { isNatural, opensWithPair, winnerOf, type Coup } from './coup';
import { fraction, type Fraction } from './fraction';
import type { Points } from './types';
import type { Bet, Game } from './variants';

/**
 * What a line pays per unit staked, "to 1": 11 is 11 to 1, 1/2 is 1 to 2, 19/20 is even
 * money less 5%. A push is 0 (the stake comes back) and a loss −1 (the stake is taken).
 */
export type Pays = Fraction;

/** `win` to `per`: pays(30) is 30 to 1, pays(1, 2) is 1 to 2. */
export function pays(win: number, per = 1): Pays {
  return fraction(BigInt(win), BigInt(per));
}

export const PUSH: Pays = pays(0);
export const LOSES: Pays = pays(-1);

/** Player, Banker and Tie: a main bet wins, loses, or (Player and Banker) sees a tie. */
export type MainLine = 'win' | 'tie' | 'lose';
/** EZ Baccarat: a Banker win with a three-card 7 pushes Banker bets. */
export type EzBankerLine = MainLine | 'win-with-three-card-7';
/** No commission: a Banker win with a 6 (two or three cards) pays 1 to 2. */
export type NoCommissionBankerLine = MainLine | 'win-with-6';
export type PairLine = 'pair' | 'no-pair';
/** The winning margins the Dragon Bonus pays when the hand wins without a natural. */
export type DragonBonusMargin = 4 | 5 | 6 | 7 | 8 | 9;
export type DragonBonusLine = 'natural-win' | 'natural-tie' | `win-by-${DragonBonusMargin}` | 'lose';
export type Dragon7Line = 'dragon-7' | 'lose';
export type Panda8Line = 'panda-8' | 'lose';
/** Any line of any paytable. */
export type PaytableLine =
  EzBankerLine | NoCommissionBankerLine | PairLine | DragonBonusLine | Dragon7Line | Panda8Line;

/** A paytable: what each of its lines pays. */
export type Paytable<L extends PaytableLine = PaytableLine> = Readonly<Record<L, Pays>>;

/** Player: even money; a tie pushes. The same in every game. */
export const PLAYER_PAYTABLE: Paytable<MainLine> = { win: pays(1), tie: PUSH, lose: LOSES };

/** Tie: 8 to 1. The same in every game. */
export const TIE_PAYTABLE: Paytable<'win' | 'lose'> = { win: pays(8), lose: LOSES };

/**
 * Banker in each game. Punto Banco's line is the textbook even money less 5%; at the table
 * the commission is `bankerCommission` (5%, at least $0.25, rounded up to $0.25), which is
 * exactly 5% on every multiple of $5.
 */
export const BANKER_PAYTABLES: {
  readonly 'punto-banco': Paytable<MainLine>;
  readonly ez: Paytable<EzBankerLine>;
  readonly 'no-commission': Paytable<NoCommissionBankerLine>;
} = {
  'punto-banco': { win: pays(19, 20), tie: PUSH, lose: LOSES },
  ez: { win: pays(1), 'win-with-three-card-7': PUSH, tie: PUSH, lose: LOSES },
  'no-commission': { win: pays(1), 'win-with-6': pays(1, 2), tie: PUSH, lose: LOSES },
};

/** Player Pair and Banker Pair: 11 to 1. */
export const PAIR_PAYTABLE: Paytable<PairLine> = { pair: pays(11), 'no-pair': LOSES };

/** Dragon Bonus, Player or Banker: a natural win 1 to 1, a natural tie pushes, other wins by the margin. */
export const DRAGON_BONUS_PAYTABLE: Paytable<DragonBonusLine> = {
  'natural-win': pays(1),
  'natural-tie': PUSH,
  'win-by-9': pays(30),
  'win-by-8': pays(10),
  'win-by-7': pays(6),
  'win-by-6': pays(4),
  'win-by-5': pays(2),
  'win-by-4': pays(1),
  lose: LOSES,
};

/** Dragon 7 (EZ): Banker wins with a three-card 7, 40 to 1. */
export const DRAGON_7_PAYTABLE: Paytable<Dragon7Line> = { 'dragon-7': pays(40), lose: LOSES };

/** Panda 8 (EZ): Player wins with a three-card 8, 25 to 1. */
export const PANDA_8_PAYTABLE: Paytable<Panda8Line> = { 'panda-8': pays(25), lose: LOSES };

/** Some bet's paytable, its lines not known in advance: `paytable(bet, game)`. */
export type AnyPaytable = Readonly<Partial<Record<PaytableLine, Pays>>>;

/** The paytable of `bet` in `game`: only Banker's depends on the game. */
export function paytable(bet: Bet, game: Game): AnyPaytable {
  switch (bet) {
    case 'player':
      return PLAYER_PAYTABLE;
    case 'banker':
      return BANKER_PAYTABLES[game];
    case 'tie':
      return TIE_PAYTABLE;
    case 'player-pair':
    case 'banker-pair':
      return PAIR_PAYTABLE;
    case 'dragon-player':
    case 'dragon-banker':
      return DRAGON_BONUS_PAYTABLE;
    case 'dragon-7':
      return DRAGON_7_PAYTABLE;
    case 'panda-8':
      return PANDA_8_PAYTABLE;
  }
}

/**
 * All that any paytable reads of a coup. Built from a dealt coup by `coupFacts`, and by the
 * exact odds for every class of coup they count.
 */
export interface CoupFacts {
  readonly playerTotal: Points;
  readonly bankerTotal: Points;
  /** How many cards each hand holds: 2 or 3. */
  readonly playerCards: number;
  readonly bankerCards: number;
  /** The hand's first two cards have the same rank (K K, not K Q). */
  readonly playerPair: boolean;
  readonly bankerPair: boolean;
}

/** The facts of a dealt coup. */
export function coupFacts(coup: Coup): CoupFacts {
  return {
    playerTotal: coup.playerTotal,
    bankerTotal: coup.bankerTotal,
    playerCards: coup.player.length,
    bankerCards: coup.banker.length,
    playerPair: opensWithPair(coup.player),
    bankerPair: opensWithPair(coup.banker),
  };
}

/** A natural is a two-card 8 or 9; a third card means the hand had none. */
const naturalHand = (total: number, cards: number): boolean => cards === 2 && isNatural(total);

function dragonBonusLine(facts: CoupFacts, hand: 'player' | 'banker'): DragonBonusLine {
  const mine = hand === 'player' ? facts.playerTotal : facts.bankerTotal;
  const theirs = hand === 'player' ? facts.bankerTotal : facts.playerTotal;
  const myNatural =
    hand === 'player'
      ? naturalHand(facts.playerTotal, facts.playerCards)
      : naturalHand(facts.bankerTotal, facts.bankerCards);
  // Equal naturals are the only ties among naturals: a natural makes both hands stand on two cards.
  if (mine === theirs) return myNatural ? 'natural-tie' : 'lose';
  if (mine < theirs) return 'lose';
  if (myNatural) return 'natural-win';
  const margin = mine - theirs;
  return margin >= 4 ? `win-by-${margin as DragonBonusMargin}` : 'lose';
}

/**
 * The line of its paytable on which `bet` settles for a coup with these facts, in `game`:
 * `betLine('dragon-banker', facts, 'ez')` is `'win-by-6'` when Banker wins 7 to 1 without a natural.
 */
export function betLine(bet: Bet, facts: CoupFacts, game: Game): PaytableLine {
  const winner = winnerOf(facts.playerTotal, facts.bankerTotal);
  const bankerThreeCard7 = winner === 'banker' && facts.bankerCards === 3 && facts.bankerTotal === 7;
  switch (bet) {
    case 'player':
      return winner === 'player' ? 'win' : winner === 'tie' ? 'tie' : 'lose';
    case 'tie':
      return winner === 'tie' ? 'win' : 'lose';
    case 'banker':
      if (winner !== 'banker') return winner === 'tie' ? 'tie' : 'lose';
      if (game === 'ez' && bankerThreeCard7) return 'win-with-three-card-7';
      if (game === 'no-commission' && facts.bankerTotal === 6) return 'win-with-6';
      return 'win';
    case 'player-pair':
      return facts.playerPair ? 'pair' : 'no-pair';
    case 'banker-pair':
      return facts.bankerPair ? 'pair' : 'no-pair';
    case 'dragon-player':
      return dragonBonusLine(facts, 'player');
    case 'dragon-banker':
      return dragonBonusLine(facts, 'banker');
    case 'dragon-7':
      return bankerThreeCard7 ? 'dragon-7' : 'lose';
    case 'panda-8':
      return winner === 'player' && facts.playerCards === 3 && facts.playerTotal === 8 ? 'panda-8' : 'lose';
  }
}

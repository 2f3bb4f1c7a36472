/**
 * One interface for the table's rules, whatever the game (style.md §16): how a chip is placed,
 * whether the bets may be dealt, how a coup is settled, and Rebet's and Double's chips. The
 * original game's rules come with the first load; the full rules (other games, side bets,
 * Rebet and Double) are one lazy chunk (variantRules.ts). No move asks which game it is.
 */
import type { Coup } from './coup';
import { checkTableDeal, placeTableBet, type TableDealRefusal, type TablePlacement } from './limits';
import type { Stakes } from './betAgain';
import { settle, type Settlement } from './settlement';
import type { Cents } from './money';
import type { Bet, Game, TableBets } from './variants';

export type DealCheck = { readonly ok: true } | { readonly ok: false; readonly reason: TableDealRefusal };

/** Rebet's and Double's chips, placed all or none. */
export interface StakeRules {
  placeStakes(bankroll: Cents, bets: TableBets, stakes: Stakes, offered: readonly Bet[]): TablePlacement;
  rebetStakes(last: TableBets, bets: TableBets): Stakes;
  doubleStakes(bets: TableBets): Stakes;
}

export interface TableRules {
  /** Moves `amount` from the bankroll onto `bet`, or says why not; `offered` is `betsOffered(game, sideBets)`. */
  place(bankroll: Cents, bets: TableBets, bet: Bet, amount: Cents, offered: readonly Bet[]): TablePlacement;
  /** Whether these bets may be dealt on. */
  checkDeal(bets: TableBets, offered: readonly Bet[]): DealCheck;
  /** Pays, takes or pushes every bet on the table for `coup` under `game`. */
  settle(bets: TableBets, coup: Coup, game: Game): Settlement;
  /** Rebet's and Double's chips: null in the first load's rules, they come with the full rules' chunk. */
  readonly stakes: StakeRules | null;
}

/**
 * The original game's rules: Punto Banco's three bets placed one chip at a time. In the first
 * load. Its tables offer only the three spots, where the table's checks are the original game's.
 */
export const ORIGINAL_RULES: TableRules = {
  place: placeTableBet,
  checkDeal: checkTableDeal,
  settle: (bets, coup) => settle(bets, coup.winner),
  stakes: null,
};

/**
 * The original game's bets only: Punto Banco with no side bets, settled as it always was. Its rules
 * (the first load's) can play a table of these options; any other needs the full rules.
 */
export const isOriginalGame = (settings: { readonly game: Game; readonly sideBets: boolean }): boolean =>
  settings.game === 'punto-banco' && !settings.sideBets;

/**
 * The dealer drills' questions (house-rules.md, "The school"): each is a value made from a
 * coup, a stake or a layout, and every expected answer is read off the rules the table plays
 * by: `drawDecision` and `drawReason` for the third card, `settle` (the table's rounded-up
 * commission) for the commission, `settleCoup` for the payout. Nothing is worked out twice.
 */
import { handTotal, type Card } from '../cards';
import type { Coup } from '../coup';
import { settleCoup, type BetSettlement } from '../coupSettlement';
import { drawDecision } from '../drawDecision';
import { drawReason, type DrawReason } from '../drawReason';
import { NO_BETS } from '../limits';
import { cents, type Cents } from '../money';
import type { PaytableLine } from '../paytables';
import { settle } from '../settlement';
import type { Hand, Points, Winner } from '../types';
import { BETS, byBet, type Bet, type Game, type TableBets } from '../variants';
import { amountText, yesNo, type AnswerForm } from './answers';

/** The dealer drills, by the values of `drill-kind`. */
export const DRILL_KINDS = ['third-card', 'commission', 'payout'] as const;
export type DrillKind = (typeof DRILL_KINDS)[number];

/** A step's name (`data-step`): the third card's four, the commission's two, a payout's `pay-<bet>`, the count trainer's one. */
export type StepName =
  'natural' | 'player-draws' | 'banker-draws' | 'winner' | 'commission' | 'paid' | `pay-${Bet}` | 'running-count';

/** What decides a step's answer, for the verdict's and the hint's words. */
export type Why =
  | { readonly kind: 'draw'; readonly reason: DrawReason }
  | { readonly kind: 'winner'; readonly player: Points; readonly banker: Points; readonly winner: Winner }
  | {
      readonly kind: 'commission';
      readonly stake: Cents;
      /** The dealer's shortcut: 10% of the winnings, then half of that (5%), before rounding up. */
      readonly tenth: number;
      readonly fivePercent: number;
      readonly commission: Cents;
      readonly paid: Cents;
    }
  | {
      readonly kind: 'payout';
      readonly bet: Bet;
      readonly game: Game;
      readonly line: PaytableLine;
      readonly result: BetSettlement['result'];
      readonly stake: Cents;
      readonly commission: Cents;
      readonly pays: Cents;
    };

/** One decision the learner is asked. */
export interface Step {
  readonly name: StepName;
  readonly form: AnswerForm;
  /** The right answer as the contract writes it (`yes`, `banker`, `1.25`). */
  readonly expected: string;
  readonly why: Why;
  /** How many of the coup's dealt cards are in view while this step is asked. */
  readonly cardsShown: number;
}

/** A card of the coup with the hand it was dealt to. */
export interface ShownCard {
  readonly hand: Hand;
  readonly card: Card;
}

export interface Question {
  readonly kind: DrillKind;
  /** The coup (third card, payout); null for the commission. */
  readonly coup: Coup | null;
  /** The stake (commission) or null. */
  readonly stake: Cents | null;
  /** The payout's game and layout; null otherwise. */
  readonly game: Game | null;
  readonly bets: TableBets | null;
  readonly steps: readonly Step[];
}

const EMPTY_LAYOUT: TableBets = byBet(() => cents(0));

/**
 * The third card: is either hand a natural, does Player draw, does Banker draw, who wins,
 * asked in that order as the dealer decides (a natural skips the draws). The first four
 * cards are in view; Player's third card shows once Banker's draw is asked, Banker's for
 * the winner.
 */
export function thirdCardQuestion(coup: Coup): Question {
  const decision = drawDecision(coup);
  const reason: Why = { kind: 'draw', reason: drawReason(coup, decision) };
  const natural = decision.naturals.length > 0;
  const playerCards = coup.player.length;
  const winner: Why = {
    kind: 'winner',
    player: handTotal(coup.player),
    banker: handTotal(coup.banker),
    winner: coup.winner,
  };
  const all = coup.dealt.length;
  const steps: Step[] = [{ name: 'natural', form: 'yes-no', expected: yesNo(natural), why: reason, cardsShown: 4 }];
  if (!natural) {
    steps.push({
      name: 'player-draws',
      form: 'yes-no',
      expected: yesNo(decision.playerDraws),
      why: reason,
      cardsShown: 4,
    });
    steps.push({
      name: 'banker-draws',
      form: 'yes-no',
      expected: yesNo(decision.bankerDraws),
      why: reason,
      cardsShown: playerCards === 3 ? 5 : 4,
    });
  }
  steps.push({ name: 'winner', form: 'winner', expected: coup.winner, why: winner, cardsShown: all });
  return { kind: 'third-card', coup, stake: null, game: null, bets: null, steps };
}

/**
 * The commission on a Banker win of `stake` (Punto Banco): the commission the table takes
 * and the total paid back (stake + winnings − commission), both from `settle`.
 */
export function commissionQuestion(stake: Cents): Question {
  const spot = settle({ ...NO_BETS, banker: stake }, 'banker').spots.banker;
  const why: Why = {
    kind: 'commission',
    stake,
    tenth: spot.winnings / 10,
    fivePercent: spot.winnings / 20,
    commission: spot.commission,
    paid: spot.paid,
  };
  return {
    kind: 'commission',
    coup: null,
    stake,
    game: null,
    bets: null,
    steps: [
      { name: 'commission', form: 'amount', expected: amountText(spot.commission), why, cardsShown: 0 },
      { name: 'paid', form: 'amount', expected: amountText(spot.paid), why, cardsShown: 0 },
    ],
  };
}

/**
 * The dealer's order on the layout: right to left as it reads (the side bets' row from its
 * right end, then Tie, Banker, Player). Losing bets are taken first; the spots asked are
 * then paid in this order.
 */
export const DEALER_ORDER: readonly Bet[] = [...BETS].reverse();

/**
 * A settled layout: what the dealer pays on each spot that is not taken, right to left.
 * A push is asked too (the answer is 0.00: the stake stays or goes home, nothing is paid);
 * that is where EZ's Banker three-card 7 is learned.
 */
export function payoutQuestion(coup: Coup, game: Game, bets: TableBets): Question {
  const settlement = settleCoup(bets, coup, game);
  const steps: Step[] = [];
  for (const bet of DEALER_ORDER) {
    const s = bet === 'player' || bet === 'banker' || bet === 'tie' ? settlement.spots[bet] : settlement.sideBets[bet];
    if (s.result !== 'win' && s.result !== 'push') continue;
    const pays = cents(s.paid + s.staysOnSpot - s.stake);
    steps.push({
      name: `pay-${bet}`,
      form: 'amount',
      expected: amountText(pays),
      why: {
        kind: 'payout',
        bet,
        game,
        line: s.line,
        result: s.result,
        stake: s.stake,
        commission: s.commission,
        pays,
      },
      cardsShown: coup.dealt.length,
    });
  }
  return { kind: 'payout', coup, stake: null, game, bets: { ...EMPTY_LAYOUT, ...bets }, steps };
}

/** The spots a payout takes before paying: every bet that lost. */
export function takenBets(question: Question): Bet[] {
  if (question.coup === null || question.bets === null || question.game === null) return [];
  const settlement = settleCoup(question.bets, question.coup, question.game);
  return BETS.filter((bet) => {
    const s = bet === 'player' || bet === 'banker' || bet === 'tie' ? settlement.spots[bet] : settlement.sideBets[bet];
    return s.result === 'lose';
  });
}

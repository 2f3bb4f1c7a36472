import { describe, expect, test } from 'vitest';
import {
  byBet,
  cents,
  dealFromShuffledShoe,
  dollars,
  drawDecision,
  drawReason,
  type Bet,
  type Coup,
  type Game,
  type TableBets,
} from '../../../src/rules';
import {
  answerStep,
  commissionQuestion,
  DEALER_ORDER,
  nextStep,
  parseAmount,
  payoutQuestion,
  startDrill,
  takenBets,
  thirdCardQuestion,
  type Question,
} from '../../../src/rules/school';
import { stackedShoe } from '../../helpers/stackedShoe';

/** The coup these cards deal, in dealing order (P, B, P, B, then third cards). */
const coup = (cards: string): Coup => dealFromShuffledShoe(stackedShoe(cards));

/** Grades `given` on step `step` of a question, as a drill does, and returns the verdict. */
function grade(question: Question, step: number, given: string) {
  let state = startDrill(question.kind, 'guided', { seed: 1, from: 0 }, 1000);
  for (let s = 0; s < step; s++) {
    state = answerStep(state, question, question.steps[s]!.expected, 1000);
    state = nextStep(state, question, 1000);
  }
  return answerStep(state, question, given, 4000).verdict!;
}

/** The steps' names and right answers. */
const answers = (question: Question) => question.steps.map((s) => [s.name, s.expected]);

/** Every step graded right with its answer and wrong with another. */
function gradesEveryStep(question: Question, wrong: readonly string[]) {
  question.steps.forEach((step, i) => {
    const right = grade(question, i, step.expected);
    expect(right).toMatchObject({ step: step.name, correct: true, expected: step.expected, ms: 3000 });
    const miss = grade(question, i, wrong[i]!);
    expect(miss).toMatchObject({ step: step.name, correct: false, expected: step.expected });
  });
}

describe('the third-card drill', () => {
  test('a natural: asked, then who wins (no draws to ask)', () => {
    const q = thirdCardQuestion(coup('4S 3H 4C 2S'));
    expect(answers(q)).toEqual([
      ['natural', 'yes'],
      ['winner', 'player'],
    ]);
    expect(q.steps.map((s) => s.cardsShown)).toEqual([4, 4]);
    gradesEveryStep(q, ['no', 'banker']);
  });

  test("Player draws on 3; Banker 3 draws on Player's third card 6; Player wins 9 to 5", () => {
    const c = coup('KD 7H 3C 6S 6H 2C');
    const q = thirdCardQuestion(c);
    expect(answers(q)).toEqual([
      ['natural', 'no'],
      ['player-draws', 'yes'],
      ['banker-draws', 'yes'],
      ['winner', 'player'],
    ]);
    // Player's third card shows once Banker's draw is asked; Banker's with the winner.
    expect(q.steps.map((s) => s.cardsShown)).toEqual([4, 4, 5, 6]);
    gradesEveryStep(q, ['yes', 'no', 'no', 'tie']);
  });

  test("a miss is explained by the table's own reason: the rules' drawReason of the coup", () => {
    const c = coup('AS 6H 2C KD 5S');
    const q = thirdCardQuestion(c);
    // Player 3 draws a 5; Banker 6 stands on a 5 (draws only on 6–7); Player 8 beats 6.
    expect(answers(q)).toEqual([
      ['natural', 'no'],
      ['player-draws', 'yes'],
      ['banker-draws', 'no'],
      ['winner', 'player'],
    ]);
    expect(q.steps[2]!.why).toEqual({ kind: 'draw', reason: drawReason(c, drawDecision(c)) });
    gradesEveryStep(q, ['yes', 'no', 'yes', 'banker']);
  });

  test('Player stands on 7; Banker 5 draws and wins 9 to 7', () => {
    const q = thirdCardQuestion(coup('7S 2H KC 3D 4H'));
    expect(answers(q)).toEqual([
      ['natural', 'no'],
      ['player-draws', 'no'],
      ['banker-draws', 'yes'],
      ['winner', 'banker'],
    ]);
    gradesEveryStep(q, ['yes', 'yes', 'no', 'player']);
  });

  test('both stand on 6 and 6: a tie', () => {
    const q = thirdCardQuestion(coup('3S 2H 3C 4D'));
    expect(answers(q)).toEqual([
      ['natural', 'no'],
      ['player-draws', 'no'],
      ['banker-draws', 'no'],
      ['winner', 'tie'],
    ]);
    gradesEveryStep(q, ['yes', 'yes', 'yes', 'banker']);
  });
});

describe('the commission drill', () => {
  /** 5% of the stake, rounded up to the next $0.25, at least $0.25: worked out here by hand, apart from the table's code. */
  const byHand = (stakeDollars: number) => Math.max(25, Math.ceil((stakeDollars * 5) / 25) * 25);

  test.each(Array.from({ length: 296 }, (_, i) => i + 5))(
    'a Banker win of $%i: the commission rounded up to $0.25, and the stake back with the winnings less it',
    (stake) => {
      const q = commissionQuestion(dollars(stake));
      const commission = byHand(stake);
      expect(parseAmount(q.steps[0]!.expected)).toBe(commission);
      expect(parseAmount(q.steps[1]!.expected)).toBe(2 * stake * 100 - commission);
      expect(grade(q, 0, (commission / 100).toFixed(2)).correct).toBe(true);
      expect(grade(q, 1, ((2 * stake * 100 - commission) / 100).toFixed(2)).correct).toBe(true);
      // A flat 5% without the rounding is right only where the rounding changes nothing.
      const flat = ((stake * 5) / 100).toFixed(2);
      expect(grade(q, 0, flat).correct).toBe(stake % 5 === 0);
      expect(grade(q, 0, ((commission - 25) / 100).toFixed(2)).correct).toBe(false);
      expect(grade(q, 1, ((2 * stake * 100) / 100).toFixed(2)).correct).toBe(false);
    },
  );

  test("house-rules.md's examples: $5 → $0.25, $14 → $0.75, $6 → $0.50, $300 → $15.00; $25 → $1.25 (the dealer's 10% then half)", () => {
    expect(commissionQuestion(dollars(5)).steps[0]!.expected).toBe('0.25');
    expect(commissionQuestion(dollars(14)).steps[0]!.expected).toBe('0.75');
    expect(commissionQuestion(dollars(6)).steps[0]!.expected).toBe('0.50');
    expect(commissionQuestion(dollars(300)).steps[0]!.expected).toBe('15.00');
    const q = commissionQuestion(dollars(25));
    expect(answers(q)).toEqual([
      ['commission', '1.25'],
      ['paid', '48.75'],
    ]);
    expect(q.steps[0]!.why).toMatchObject({ tenth: 250, fivePercent: 125 });
  });

  test('an amount may be typed with a dollar sign, without cents, or with full-width digits', () => {
    const q = commissionQuestion(dollars(20));
    expect(grade(q, 0, '$1')).toMatchObject({ correct: true });
    expect(grade(q, 0, '1.00')).toMatchObject({ correct: true });
    expect(grade(q, 0, '１．００')).toMatchObject({ correct: true });
    expect(grade(q, 0, 'one')).toMatchObject({ correct: false });
    expect(grade(q, 0, '1.005')).toMatchObject({ correct: false });
  });
});

const layout = (bets: Partial<Record<Bet, number>>): TableBets =>
  byBet((bet) => (bets[bet] === undefined ? cents(0) : dollars(bets[bet])));

const payout = (cards: string, game: Game, bets: Partial<Record<Bet, number>>) =>
  payoutQuestion(coup(cards), game, layout(bets));

describe('the payout drill', () => {
  test("EZ: Banker wins with a three-card 7: the Banker bet pushes (nothing paid), Dragon 7 pays 40 to 1, Player's bet is taken", () => {
    // Player K 3 = 3 draws a 2 (5); Banker 2 2 = 4 draws on a 2: a 3, three-card 7.
    const q = payout('KD 2H 3C 2S 2D 3H', 'ez', { banker: 20, player: 10, 'dragon-7': 5 });
    expect(answers(q)).toEqual([
      ['pay-dragon-7', '200.00'],
      ['pay-banker', '0.00'],
    ]);
    expect(takenBets(q)).toEqual(['player']);
    gradesEveryStep(q, ['205.00', '20.00']);
  });

  test('EZ: Player wins with a three-card 8: Panda 8 pays 25 to 1, Player even money', () => {
    // Player K 3 = 3 draws a 5 (8); Banker K 6 = 6 stands on a 5.
    const q = payout('KD KH 3C 6S 5D', 'ez', { player: 40, 'panda-8': 10, tie: 5 });
    expect(answers(q)).toEqual([
      ['pay-panda-8', '250.00'],
      ['pay-player', '40.00'],
    ]);
    expect(takenBets(q)).toEqual(['tie']);
    gradesEveryStep(q, ['260.00', '80.00']);
  });

  test('No commission: a Banker 6 pays 1 to 2', () => {
    // Player K 5 = 5 draws a K (5); Banker 3 3 = 6 stands on a 0.
    const q = payout('KD 3H 5C 3S KH', 'no-commission', { banker: 25, 'dragon-banker': 5 });
    expect(answers(q)).toEqual([['pay-banker', '12.50']]);
    expect(takenBets(q)).toEqual(['dragon-banker']);
    gradesEveryStep(q, ['25.00']);
  });

  test('Punto Banco: Banker paid less the rounded-up commission, a Banker pair 11 to 1, Dragon Bonus Banker by the margin', () => {
    // Player 7 stands; Banker 5 5 = 0 draws a 9: Banker 9 wins by 2 (Dragon Bonus loses under 4); Banker pair.
    const q = payout('7S 5H KC 5D 9H', 'punto-banco', { banker: 25, 'banker-pair': 5, 'dragon-banker': 10 });
    expect(answers(q)).toEqual([
      ['pay-banker-pair', '55.00'],
      ['pay-banker', '23.75'],
    ]);
    gradesEveryStep(q, ['60.00', '25.00']);
  });

  test('a tie: Tie pays 8 to 1; Player and Banker push (nothing paid, the bets stay)', () => {
    const q = payout('3S 2H 3C 4D', 'punto-banco', { player: 10, banker: 15, tie: 5 });
    expect(answers(q)).toEqual([
      ['pay-tie', '40.00'],
      ['pay-banker', '0.00'],
      ['pay-player', '0.00'],
    ]);
    gradesEveryStep(q, ['45.00', '15.00', '10.00']);
  });

  test("a natural win: Dragon Bonus Player pays 1 to 1; the dealer's order is right to left", () => {
    const q = payout('4S 3H 5C 2S', 'punto-banco', { player: 30, 'dragon-player': 10, 'player-pair': 5 });
    expect(answers(q)).toEqual([
      ['pay-dragon-player', '10.00'],
      ['pay-player', '30.00'],
    ]);
    expect(DEALER_ORDER.indexOf('dragon-player')).toBeLessThan(DEALER_ORDER.indexOf('player'));
    expect(takenBets(q)).toEqual(['player-pair']);
  });
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { seenCards } from '../src/rules';
import {
  CHOICES,
  dealTrainerCoup,
  exactSideBetValues,
  questionSource,
  runningCount,
  startTrainer,
  type DrillKind,
  type Step,
} from '../src/rules/school';
import { shownStep as readStep } from '../tests/helpers/schoolStep';
import { decimal } from '../src/rules/fraction';
import { noAxeViolations, problemsOf } from './contract';

// Touch and keyboard both: each drill answers half its questions with a tap, half with keys.
test.use({ hasTouch: true });

const SEED = 41;

/** A wrong answer of the step's form: the other choice, or the amount plus a dollar. */
function wrongAnswer(step: Step): string {
  if (step.form === 'amount') return (Number(step.expected) + 1).toFixed(2);
  return CHOICES[step.form as 'yes-no' | 'winner'].find((c) => c !== step.expected)!;
}

/** Answers one step: by keys (1 2 3, or the amount and Enter) or by touch (a tap, or the field and a tap on Answer). */
async function answer(page: Page, school: Locator, step: Step, value: string, touch: boolean) {
  if (step.form === 'amount') {
    const field = school.getByTestId('drill-answer');
    if (touch) {
      await field.tap();
      await field.fill(value);
      await school.getByRole('button', { name: 'Answer' }).tap();
    } else {
      await expect(field).toBeFocused();
      await page.keyboard.type(value);
      await page.keyboard.press('Enter');
    }
    return;
  }
  if (touch) await school.locator(`[data-testid="drill-answer"][data-value="${value}"]`).tap();
  else await page.keyboard.press(String(CHOICES[step.form as 'yes-no' | 'winner'].indexOf(value) + 1));
}

/** A drill's question, its verdict and its score, as the page shows them now. */
const shownStep = (school: Locator) => school.evaluate(readStep);

/**
 * The first questions of a drill, every step checked: no answer in view before the commit, the
 * verdict after, the score; half by keys, half by touch. All ten questions of each drill, every
 * step, are answered in tests/school/Drills.test.tsx (jsdom); here, enough for each input.
 */
const QUESTIONS = 4;
async function drill(page: Page, kind: DrillKind) {
  const problems = problemsOf(page);
  await page.goto(`/?speed=instant#school?drill=${kind}&mode=guided&seed=${SEED}`);
  const school = page.getByTestId('school');
  await expect(school).toBeVisible();
  await expect(school.getByTestId('drill-kind')).toHaveValue(kind);
  const source = questionSource(kind, SEED);
  let answered = 0;
  let correct = 0;
  const missed: number[] = [];
  for (let index = 0; index < QUESTIONS; index++) {
    const q = source.question(index);
    for (const [s, step] of q.steps.entries()) {
      // The question as the page shows it, read whole at each try (one read, not six, per step).
      await expect
        .poll(async () => {
          const { step, index, seed, stake, cards, verdict } = await shownStep(school);
          return { step, index, seed, stake: q.stake === null ? null : stake, cards, verdict };
        })
        .toEqual({
          step: step.name,
          index: String(index),
          seed: String(SEED),
          stake: q.stake === null ? null : String(q.stake),
          // The cards in view are the ones this step may show, each in its hand.
          cards: step.cardsShown,
          // Nothing shows the answer before the learner commits one.
          verdict: null,
        });
      // Two misses (one by keys, one by touch); the rest right.
      const right = !([1, 2].includes(index) && s === 0);
      await answer(page, school, step, right ? step.expected : wrongAnswer(step), (index + s) % 2 === 0);
      answered++;
      if (right) correct++;
      else if (!missed.includes(index)) missed.push(index);
      await expect
        .poll(async () => (await shownStep(school)).verdict)
        .toEqual({ correct: String(right), expected: step.expected, answered: String(answered) });
      // Enter goes on (the focus is on Next); a tap on Next does the same.
      if ((index + s) % 2 === 0) await school.getByTestId('drill-next').tap();
      else {
        await expect(school.getByTestId('drill-next')).toBeFocused();
        await page.keyboard.press('Enter');
      }
    }
  }
  await expect(school.getByTestId('drill-score')).toHaveAttribute('data-correct', String(correct));
  // Progress is kept on this device, and the questions missed can be asked again.
  await page.reload();
  const progress = page.getByTestId('school').locator(`[data-testid="drill-progress"][data-drill="${kind}"]`);
  await expect(progress).toHaveAttribute('data-answered', String(answered));
  await progress.getByTestId('drill-replay').tap();
  await expect(page.getByTestId('drill-question')).toHaveAttribute('data-index', String(missed[0]));
  expect(problems).toEqual([]);
}

test.describe('the school', () => {
  test('the third-card drill: four coups, every decision, by keys and by touch', async ({ page }) => {
    await drill(page, 'third-card');
  });

  test('the commission drill: four Banker wins, commission and total paid, by keys and by touch', async ({ page }) => {
    await drill(page, 'commission');
  });

  test('the payout drill: four settled layouts paid spot by spot, by keys and by touch', async ({ page }) => {
    await drill(page, 'payout');
  });

  test('the count trainer: coups dealt at the learner pace, the count checked, the exact EVs after the commit', async ({
    page,
  }) => {
    const problems = problemsOf(page);
    await page.goto(`/?speed=instant#school?drill=count&seed=${SEED}`);
    const school = page.getByTestId('school');
    await expect(school.getByTestId('count-deal')).toBeFocused();
    // The same shoe dealt here, never stopping to ask: its coups and its seen cards are the page's.
    let trainer = startTrainer(SEED, 0);
    // Four checks, by keys and by touch, one count missed: ten are checked in tests/school/Drills.test.tsx.
    for (let check = 0; check < QUESTIONS; check++) {
      for (let coup = 0; coup < 5; coup++) {
        // Dealt by Enter or by a tap on Deal.
        if ((check + coup) % 2 === 0) await page.keyboard.press('Enter');
        else await school.getByTestId('count-deal').tap();
        trainer = dealTrainerCoup(trainer, 0);
        await expect(school.getByTestId('count-meter')).toHaveAttribute('data-coups', String(trainer.records.length));
      }
      const question = school.getByTestId('drill-question');
      await expect(question).toHaveAttribute('data-step', 'running-count');
      await expect(school.getByTestId('count-exact')).toHaveCount(0);
      const truth = runningCount('dragon7', seenCards(trainer.shoe));
      const given = check % 3 === 2 ? truth + 2 : truth;
      if (check % 2 === 0) {
        await page.keyboard.type(String(given));
        await page.keyboard.press('Enter');
      } else {
        await school.getByTestId('drill-answer').tap();
        await school.getByTestId('drill-answer').fill(String(given));
        await school.getByRole('button', { name: 'Answer' }).tap();
      }
      await expect(school.getByTestId('drill-verdict')).toHaveAttribute('data-correct', String(given === truth));
      await expect(school.getByTestId('drill-verdict')).toHaveAttribute('data-expected', String(truth));
      const exact = exactSideBetValues(trainer.shoe);
      await expect(school.getByTestId('count-exact')).toHaveAttribute('data-dragon7', decimal(exact.dragon7));
      await expect(school.getByTestId('count-exact')).toHaveAttribute('data-panda8', decimal(exact.panda8));
      await school.getByTestId('drill-next').tap();
    }
    await expect(school.getByTestId('drill-score')).toHaveAttribute('data-answered', String(QUESTIONS));
    expect(problems).toEqual([]);
  });

  test('axe finds nothing with the school open, a verdict and a hint shown', async ({ page }) => {
    await page.goto(`/?speed=instant#school?drill=third-card&mode=guided&seed=${SEED}`);
    const school = page.getByTestId('school');
    const step = questionSource('third-card', SEED).question(0).steps[0]!;
    await school.locator(`[data-testid="drill-answer"][data-value="${wrongAnswer(step)}"]`).click();
    await expect(school.getByTestId('drill-verdict')).toHaveAttribute('data-correct', 'false');
    await noAxeViolations(page);
    await school.getByTestId('drill-kind').selectOption('count');
    await expect(school.getByTestId('count-deal')).toBeVisible();
    await noAxeViolations(page);
  });

  test('a Chinese school shows no English at any moment', async ({ page }) => {
    // Every text and name inside the school, as soon as it is in the page, is checked for Latin words
    // (the card ranks and the key names printed on keys excepted, as docs/glossary.md allows).
    await page.addInitScript(() => {
      const found: string[] = [];
      (window as unknown as { english: string[] }).english = found;
      const allowed = /^(A|J|Q|K|Enter)$/;
      const check = () => {
        const school = document.querySelector('[data-testid="school"]');
        if (school === null) return;
        const texts = [(school as HTMLElement).innerText];
        for (const el of school.querySelectorAll('[aria-label], [title], option')) {
          texts.push(el.getAttribute('aria-label') ?? '', el.getAttribute('title') ?? '', el.textContent ?? '');
        }
        for (const word of texts.join(' ').match(/[A-Za-z]+/g) ?? []) if (!allowed.test(word)) found.push(word);
      };
      new MutationObserver(check).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    for (const lang of ['zh-Hans', 'zh-Hant']) {
      await page.goto(`/?speed=instant&lang=${lang}#school?drill=payout&mode=guided&seed=${SEED}`);
      const school = page.getByTestId('school');
      const q = questionSource('payout', SEED).question(0);
      await school.getByTestId('drill-answer').fill(wrongAnswer(q.steps[0]!));
      await page.keyboard.press('Enter');
      await expect(school.getByTestId('drill-verdict')).toBeVisible();
      for (const kind of ['third-card', 'commission', 'count']) {
        await school.getByTestId('drill-kind').selectOption(kind);
        await expect(school.getByTestId(kind === 'count' ? 'count-deal' : 'drill-question')).toBeVisible();
      }
      await page.keyboard.press('Enter');
      await expect(school.getByTestId('count-meter')).toHaveAttribute('data-coups', '1');
      await school.getByTestId('count-check').click();
      await school.getByTestId('drill-answer').fill('0');
      await page.keyboard.press('Enter');
      await expect(school.getByTestId('count-exact')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    }
    expect(await page.evaluate(() => (window as unknown as { english: string[] }).english)).toEqual([]);
  });

  test('a link gives the same questions again; Escape goes back to the table, which kept its state', async ({
    page,
  }) => {
    await page.goto('/?speed=instant');
    await page.getByTestId('bet-banker').click();
    await page.goto(`/?speed=instant#school?drill=commission&mode=test&seed=7&q=3`);
    const question = page.getByTestId('drill-question');
    await expect(question).toHaveAttribute('data-index', '3');
    await expect(question).toHaveAttribute(
      'data-stake-cents',
      String(questionSource('commission', 7).question(3).stake),
    );
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('school')).toBeHidden();
    await expect(page.getByTestId('bet-banker')).toHaveAttribute('data-cents', '500');
  });
});

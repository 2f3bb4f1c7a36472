/**
 * A drill's question, its verdict and its score, as the school shows them now: read by the jsdom
 * test (tests/school/Drills.test.tsx) and, passed to `evaluate`, in the browser
 * (e2e/school.spec.ts). Self-contained, so that Playwright can send it to the page.
 */
export function shownStep(school: Element) {
  const question = school.querySelector('[data-testid="drill-question"]');
  const verdict = school.querySelector('[data-testid="drill-verdict"]');
  const answered = school.querySelector('[data-testid="drill-score"]')?.getAttribute('data-answered') ?? null;
  return {
    step: question?.getAttribute('data-step') ?? null,
    index: question?.getAttribute('data-index') ?? null,
    seed: question?.getAttribute('data-seed') ?? null,
    stake: question?.getAttribute('data-stake-cents') ?? null,
    cards: question?.querySelectorAll('[data-testid="card"]').length ?? 0,
    verdict:
      verdict === null
        ? null
        : {
            correct: verdict.getAttribute('data-correct'),
            expected: verdict.getAttribute('data-expected'),
            answered,
          },
    answered,
  };
}

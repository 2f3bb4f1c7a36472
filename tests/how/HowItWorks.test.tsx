/** @vitest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import * as variantRules from '../../src/rules/variantRules';
import { makeTable } from '../store/helpers';

async function howPage(options: Parameters<typeof makeTable>[0] = {}) {
  window.location.hash = '#how';
  const { store } = makeTable({ instant: true, variantRules, ...options });
  render(<App store={store} instant />);
  return screen.findByTestId('how-it-works', {}, { timeout: 20_000 });
}

describe('How baccarat works states its figures exactly', () => {
  afterEach(() => void (window.location.hash = ''));

  it('the Banker loses 1.058% of each dollar for stakes in $5 steps; a $6 stake loses 2.59% (the commission rounded up)', async () => {
    const page = await howPage();
    expect(page).toHaveTextContent(
      'On average every bet loses its house edge times its stake: 1.058% of each dollar on Banker (for stakes in $5 steps: the commission is rounded up to the next $0.25, so any other stake loses more — $6.00 loses 2.59%), 1.235% on Player, 14.360% on Tie.',
    );
  });

  it('says a tie has the same chance every coup only with a fresh shoe; in a casino shoe it moves with the cards dealt, never with the wait', async () => {
    const page = await howPage();
    expect(page).not.toHaveTextContent('A tie comes with the same chance every coup, whatever came before.');
    expect(page).toHaveTextContent(
      'With a fresh shoe every hand a tie has the same chance every coup; in a casino shoe that chance moves a little with the cards already dealt',
    );
  });

  it('at EZ Baccarat, where no commission is rounded, the Banker line has no $5 proviso', async () => {
    const page = await howPage({ options: { game: 'ez' } });
    expect(page).toHaveTextContent(/of each dollar on Banker, [\d.]+% on Player/);
    expect(page).not.toHaveTextContent('$5 steps');
  });

  it('leads on to the school, where the learner practises what the page explains', async () => {
    const page = await howPage();
    const link = within(page).getByRole('link', { name: /in the school/ });
    expect(link.getAttribute('href')).toMatch(/#school$/);
  });
});

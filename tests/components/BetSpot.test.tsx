/** @vitest-environment jsdom */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { loadAnimated } from '../../src/components/useAnimated';
import { SPOTS } from '../../src/rules';
import { stackedHands } from '../helpers/stackedShoe';
import { makeTable } from '../store/helpers';

// The App fetches its animated parts as it mounts: here before the first test, so that no fetch is
// still on its way when the file's environment is torn down (an unhandled rejection, seen in CI).
beforeAll(() => loadAnimated());

/** The spots' own rules from styles.css, so that what the page hides under a result is what jsdom computes. */
const spotStyles = readFileSync(resolve(import.meta.dirname, '../../src/styles.css'), 'utf8');

/**
 * Two coups: Player 3 (KD 3C) against a Banker natural 9 (7H 2S), then a natural tie, Player 8
 * (8H KD) and Banker 8 (8S KC).
 */
async function playTwoHands() {
  const { store } = makeTable({ instant: true, rngForHand: stackedHands('KD 7H 3C 2S', '8H 8S KD KC') });
  const user = userEvent.setup();
  render(<App store={store} instant />);
  const style = document.createElement('style');
  style.textContent = spotStyles;
  document.head.append(style);
  return { store, user };
}

/** What each main spot shows once settled: its result badges and its "No bet". */
function states() {
  return Object.fromEntries(
    SPOTS.map((spot) => {
      const el = screen.getByTestId(`bet-${spot}`);
      const shown = [...el.querySelectorAll('.spot__result')].map((badge) =>
        badge.className.replace(/.*spot__result--(\w+).*/, '$1'),
      );
      if (el.querySelector('.spot__empty') !== null) shown.push('no-bet');
      return [spot, shown];
    }),
  );
}

/** The spot's name and odds are never seen through or beside a result: hidden under it. */
function coveredUnderResult(spot: string): boolean[] {
  const el = screen.getByTestId(`bet-${spot}`);
  return [...el.querySelectorAll('.spot__name, .spot__pays')].map(
    (part) => getComputedStyle(part).visibility === 'hidden',
  );
}

describe('a settled spot shows one state', () => {
  it('won, lost or no bet: a lost bet shows "Lost", not "Lost" and "No bet"; a spot left empty shows "No bet"', async () => {
    const { store, user } = await playTwoHands();
    await user.keyboard('12'); // $5 on Player, $5 on Banker, none on Tie
    await act(async () => store.getState().deal());
    expect(screen.getByTestId('table')).toHaveAttribute('data-phase', 'settled');
    expect(states()).toEqual({ player: ['lose'], banker: ['win'], tie: ['no-bet'] });
    expect(coveredUnderResult('player')).toEqual([true, true]);
    expect(coveredUnderResult('banker')).toEqual([true, true]);
    expect(coveredUnderResult('tie')).toEqual([false, false]);
  });

  it('a push keeps its chip beside its one badge, a won tie its badge, and a spot without a bet "No bet"', async () => {
    const { store, user } = await playTwoHands();
    await user.keyboard('2');
    await act(async () => store.getState().deal());
    await act(async () => store.getState().clearBets());
    await user.keyboard('13'); // $5 on Player, $5 on Tie, none on Banker
    await act(async () => store.getState().deal());
    expect(states()).toEqual({ player: ['push'], banker: ['no-bet'], tie: ['win'] });
    expect(screen.getByTestId('bet-player').querySelector('.chip')).not.toBeNull();
    expect(coveredUnderResult('player')).toEqual([true, true]);
    expect(coveredUnderResult('banker')).toEqual([false, false]);
  });
});

/** @vitest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableProvider } from '../../../src/store/TableContext';
import Panels from '../../../src/components/panels/Panels';
import { makeTable } from '../../store/helpers';

/** The panels' sections in the page, by their class (`panel--scoreboard`…), in order. */
const sections = (root: HTMLElement) =>
  [...root.querySelectorAll('section.panel')].map((s) => [...s.classList].find((c) => c.startsWith('panel--')));

const following = () => document.documentElement.hasAttribute('data-panels-follow');

afterEach(() => vi.unstubAllGlobals());

describe("the panels' first draw, in turn (the table's)", () => {
  it('adds one panel per task below the ones drawn before, and says the panels follow until all are there', async () => {
    // A wide screen: every panel is in view at once.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { store } = makeTable();
    const seen: string[] = [];
    const watch = new MutationObserver(() => {
      const now = sections(document.body).join(' ');
      if (seen.at(-1) !== now) seen.push(now);
    });
    watch.observe(document.body, { childList: true, subtree: true });
    const { container } = render(
      <TableProvider store={store}>
        <Panels inTurn />
      </TableProvider>,
    );
    // The first commit draws no panel yet: the page says they follow.
    expect(sections(container)).toEqual([]);
    expect(following()).toBe(true);
    await waitFor(() => expect(sections(container)).toEqual(['panel--scoreboard', 'panel--odds', 'panel--history']));
    await waitFor(() => expect(following()).toBe(false));
    watch.disconnect();
    // Never two at once, and each below the ones before: what is drawn never moves.
    expect(seen).toEqual([
      '',
      'panel--scoreboard',
      'panel--scoreboard panel--odds',
      'panel--scoreboard panel--odds panel--history',
    ]);
    expect(screen.getByTestId('bead-plate')).toBeInTheDocument();
    expect(screen.getByTestId('odds-panel')).toBeInTheDocument();
  });

  it('draws every panel at once without `inTurn` (the default)', () => {
    const { store } = makeTable();
    render(
      <TableProvider store={store}>
        <Panels />
      </TableProvider>,
    );
    expect(screen.getByTestId('bead-plate')).toBeInTheDocument();
    expect(following()).toBe(false);
  });
});

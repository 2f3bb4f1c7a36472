/** @vitest-environment jsdom */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import type { Language } from '../../src/table/vocabulary';
import { makeTable } from '../store/helpers';
import { pointer } from '../helpers/pointer';

/** A Chinese table suspends until its words are in: the render is awaited inside act, as React asks. */
async function renderTable(language: Language = 'en') {
  const { store } = makeTable({ instant: true, options: { language } });
  const user = userEvent.setup();
  await act(async () => void render(<App store={store} instant />));
  return { store, user };
}

afterEach(() => void vi.unstubAllGlobals());

describe('words by input (issue 42)', () => {
  it.each([
    ['en', /^Place a bet first: tap PLAYER, BANKER or TIE\.$/],
    ['zh-Hans', /^请先下注：轻触闲、庄或和。$/],
    ['zh-Hant', /^請先下注：輕觸閒、莊或和。$/],
  ] as const)('on a touch device, Deal with no bet says tap, and no keys (%s)', async (language, said) => {
    pointer('coarse');
    const { user } = await renderTable(language);
    // In an awaited act: the click may come while a lazy part is still drawing (tests/helpers/pressed.ts).
    await act(() => user.click(screen.getByTestId('deal')));
    await waitFor(() => expect(screen.getByTestId('message')).toHaveTextContent(said));
  });

  it('with a mouse, Deal with no bet says click, and the keys', async () => {
    pointer('fine');
    const { user } = await renderTable();
    await user.click(screen.getByTestId('deal'));
    await waitFor(() =>
      expect(screen.getByTestId('message')).toHaveTextContent(
        'Place a bet first: click PLAYER, BANKER or TIE (or press 1, 2, 3).',
      ),
    );
  });

  it('on a touch device the ? help leads with the third-card chart; the keys come after it, for a keyboard', async () => {
    pointer('coarse');
    const { user } = await renderTable();
    await user.click(screen.getByRole('button', { name: /Keys/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Help' });
    const chart = within(dialog).getByTestId('third-card-chart');
    const keys = within(dialog).getByRole('heading', { name: 'With a keyboard' });
    expect(chart.compareDocumentPosition(keys) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(chart.compareDocumentPosition(within(dialog).getByText('Shift + Up Arrow'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('with a mouse the ? help is the keyboard shortcuts, the chart after them', async () => {
    pointer('fine');
    const { user } = await renderTable();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const chart = within(dialog).getByTestId('third-card-chart');
    expect(within(dialog).getByText('Shift + Up Arrow').compareDocumentPosition(chart)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});

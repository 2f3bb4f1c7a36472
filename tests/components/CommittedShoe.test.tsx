/** @vitest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import { dollars, seededRng, totalBets } from '../../src/rules';
import { randomCommitment } from '../../src/rules/committedShoe';
import * as casinoRules from '../../src/save/casinoShoeRules';
import type { TableStore } from '../../src/store/api';
import { makeTable } from '../store/helpers';

const rngForShoe = (n: number) => seededRng(600 + n);

/** A casino-shoe table on screen; `before` plays on the store first (a whole shoe, without a render per hand). */
async function casinoTable(before: (store: TableStore) => void = () => {}) {
  const { store } = makeTable({
    instant: true,
    casinoRules,
    rngForShoe,
    options: { shoe: 'casino' },
    freshBankroll: dollars(100_000),
  });
  before(store);
  const user = userEvent.setup();
  render(<App store={store} instant />);
  const commitment = await screen.findByTestId('shoe-commitment');
  return { store, user, commitment };
}

function deal(store: TableStore) {
  act(() => {
    if (totalBets(store.getState().bets) === 0) store.getState().placeBet('banker');
    store.getState().deal();
  });
}

describe('the committed shoe on the felt', () => {
  it('shows the full commitment before the first bet, with Copy and "note it somewhere"', async () => {
    const { user, commitment } = await casinoTable();
    const made = randomCommitment(rngForShoe(1));
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(commitment).getByText(/^Shoe 1 commitment/));
    expect(within(commitment).getByTestId('shoe-commitment-full')).toHaveTextContent(made.commitment);
    expect(commitment).toHaveTextContent('Note it somewhere before your first bet');
    await user.click(within(commitment).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(made.commitment);
    expect(await within(commitment).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('a click on the commitment leaves no focus on its summary: Enter then deals, as after a click on a spot', async () => {
    const { store, user, commitment } = await casinoTable();
    await user.click(screen.getByTestId('bet-banker'));
    const summary = within(commitment).getByText(/^Shoe 1 commitment/);
    await user.click(summary);
    expect(commitment.querySelector('details')).toHaveAttribute('open');
    expect(document.activeElement).not.toBe(summary);
    await user.keyboard('{Enter}');
    expect(store.getState().hands).toHaveLength(1);
  });

  it('shows the rule under the cut while it is typed, says which cut Deal uses for one that is not a cut, and which cut was used', async () => {
    const { store, user } = await casinoTable();
    const { cut } = randomCommitment(rngForShoe(1));
    const field = screen.getByTestId('shoe-cut');
    const hint = screen.getByTestId('shoe-cut-hint');
    await user.click(field);
    expect(hint).toHaveTextContent('Type your own before the first deal of the shoe: 1 to 32 letters, digits, - or _.');
    expect(hint).toHaveClass('committed__hint--shown');
    await user.clear(field);
    await user.paste('héllo!');
    expect(hint).toHaveTextContent(`“héllo!” is not a cut (1 to 32 letters, digits, - or _): Deal uses ${cut}.`);
    field.blur();
    expect(hint).toHaveClass('committed__hint--shown');
    deal(store);
    expect(store.getState().shoe!.committed!.cut).toBe(cut);
    expect(field).toHaveValue(cut);
    expect(hint).toHaveTextContent(`Dealt with the cut ${cut}: “héllo!” is not a cut.`);
    deal(store);
    expect(hint).toHaveTextContent('');
    expect(hint).not.toHaveClass('committed__hint--shown');
  });

  it('typed letter by letter, "my cut" cuts with "my", and the line says so before the deal', async () => {
    const { store, user } = await casinoTable();
    const field = screen.getByTestId('shoe-cut');
    await user.clear(field);
    await user.type(field, 'my cut');
    expect(screen.getByTestId('shoe-cut-hint')).toHaveTextContent(
      '“my cut” is not a cut (1 to 32 letters, digits, - or _): Deal uses my.',
    );
    deal(store);
    expect(store.getState().shoe!.committed!.cut).toBe('my');
  });

  it('at the end of a shoe: the shoe that ended first, then the next shoe; the revealed commitment beside the one noted; verify.html linked; card 1 the burn card', async () => {
    const { store, user } = await casinoTable((table) => {
      while (!table.getState().shoe!.shoe.finished) deal(table);
    });
    const reveal = await screen.findByTestId('shoe-reveal');
    const next = screen.getByTestId('shoe-commitment');
    expect(next).toHaveAttribute('data-shoe', '2');
    expect(reveal.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const { commitment } = randomCommitment(rngForShoe(1));
    await user.click(within(reveal).getByText('Shoe 1 is over: its seed is revealed.'));
    expect(within(reveal).getByTestId('shoe-reveal-commitment')).toHaveTextContent(commitment);
    expect(reveal).toHaveTextContent(`Commitment, which the seed hashes to: ${commitment}`);
    const noted = within(reveal).getByLabelText('The commitment you noted before the first bet');
    const said = within(reveal).getByTestId('shoe-noted-result');
    await user.type(noted, commitment);
    expect(said).toHaveAttribute('data-matches', 'true');
    expect(said).toHaveTextContent('Matches: this is the shoe whose commitment you were shown before the first bet.');
    await user.clear(noted);
    await user.type(noted, `${commitment.slice(0, 63)}${commitment.endsWith('0') ? '1' : '0'}`);
    expect(said).toHaveAttribute('data-matches', 'false');
    expect(said).toHaveTextContent('Does not match: this is not the shoe whose commitment you noted.');
    expect(within(reveal).getByRole('link', { name: 'Check an export on the verify page' })).toHaveAttribute(
      'href',
      'verify.html#lang=en',
    );

    await user.click(within(reveal).getByRole('button', { name: 'Verify' }));
    const verdict = within(reveal).getByTestId('shoe-verdict');
    expect(verdict).toHaveAttribute('data-verified', 'true');
    const burn = store.getState().shoe!.shoe.order[0]!;
    expect(verdict).toHaveTextContent(`Card 1, the burn card (shown): ${burn.rank}${burn.suit}, as committed`);
  });
});

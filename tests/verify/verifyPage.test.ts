/** @vitest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import vectors from '../fixtures/committed-shoe-vectors.json';
import { playedExport } from '../helpers/playedExport';

/** The test vectors as an export: each shoe revealed, its first 20 cards dealt. */
const exported = () => ({
  hands: [],
  shoes: vectors.vectors.map((v) => ({
    shoe: v.shoe,
    decks: v.decks,
    commitment: v.commitment,
    cut: v.cut,
    serverSeed: v.serverSeed,
    cards: v.first.split(' '),
  })),
});

describe('verify.html', () => {
  beforeAll(async () => {
    document.body.innerHTML = '<main id="verify"></main>';
    await import('../../src/verify/main');
  });

  it('verifies the test vectors pasted into it, card by card', () => {
    fireEvent.change(screen.getByLabelText("The history's JSON export"), {
      target: { value: JSON.stringify(exported()) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const result = screen.getByTestId('verify-result');
    expect(result).toHaveAttribute('data-verified', 'true');
    expect(result).toHaveAttribute('data-shoes', String(vectors.vectors.length));
    expect(result).toHaveTextContent(`Verified: ${vectors.vectors.length} shoes, every card dealt as committed.`);
    // ?seed=42's shoe 1 shows 6C: card 1 is the burn card, the six after it burned face down.
    expect(result).toHaveTextContent('Card 1, the burn card (shown): 6C, as committed');
    expect(result).toHaveTextContent('Card 7, burned face down: 9D, as committed');
    expect(result).toHaveTextContent('Card 8: KD, as committed');
  });

  it("shows each revealed shoe's commitment, checked, beside a field for the one the player noted: matches or does not match", () => {
    fireEvent.change(screen.getByLabelText("The history's JSON export"), {
      target: { value: JSON.stringify(exported()) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const first = vectors.vectors[0]!;
    const shoe = screen.getAllByRole('listitem').find((li) => li.dataset.shoe === String(first.shoe))!;
    expect(shoe).toHaveTextContent(`Commitment, which the seed hashes to: ${first.commitment}`);
    const noted = screen.getAllByLabelText('The commitment you noted before the first bet')[0]!;
    const said = screen.getAllByTestId('verify-noted-result')[0]!;
    expect(said).toHaveTextContent('');
    fireEvent.input(noted, { target: { value: `  ${first.commitment.toUpperCase()}\n` } });
    expect(said).toHaveAttribute('data-matches', 'true');
    expect(said).toHaveTextContent('Matches: this is the shoe whose commitment you were shown before the first bet.');
    fireEvent.input(noted, { target: { value: first.commitment.replace(/^./, (c) => (c === '0' ? '1' : '0')) } });
    expect(said).toHaveAttribute('data-matches', 'false');
    expect(said).toHaveTextContent('Does not match: this is not the shoe whose commitment you noted.');
  });

  it("settles every hand's money again and names the first hand whose payout was changed", () => {
    const played = playedExport({ hands: 8 });
    fireEvent.change(screen.getByLabelText("The history's JSON export"), { target: { value: JSON.stringify(played) } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByTestId('verify-money')).toHaveTextContent(
      "Money: 8 hands settled again from their cards and stakes by the table's own settlement, as exported.",
    );
    played.hands[5]!.netCents = (played.hands[5]!.netCents as number) + 50;
    fireEvent.change(screen.getByLabelText("The history's JSON export"), { target: { value: JSON.stringify(played) } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByTestId('verify-result')).toHaveAttribute('data-verified', 'false');
    expect(screen.getByTestId('verify-money')).toHaveAttribute('data-first-differs', '6');
    expect(screen.getByTestId('verify-money')).toHaveTextContent(
      "Money: hand 6 is the first whose money differs from the table's settlement of its cards and stakes.",
    );
  });

  it('links back to the table', () => {
    expect(screen.getByRole('link', { name: 'Back to the table' })).toHaveAttribute('href', './');
  });

  it('names what is wrong in a tampered export, in the page', () => {
    const tampered = exported();
    tampered.shoes[1]!.cut = 'another-cut';
    fireEvent.change(screen.getByLabelText("The history's JSON export"), {
      target: { value: JSON.stringify(tampered) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const result = screen.getByTestId('verify-result');
    expect(result).toHaveAttribute('data-verified', 'false');
    expect(result).toHaveTextContent('Not verified.');
    expect(result).toHaveTextContent(
      'shoe 2: none of its 20 cards is where this serverSeed and cut put it: the seed or the cut was changed',
    );
  });

  it('speaks Chinese when chosen, the honest sentence included', () => {
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'zh-Hant' } });
    expect(document.documentElement.lang).toBe('zh-Hant');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('核對承諾牌靴');
    expect(screen.getByText(/無法向開發者工具隱藏種子/)).toBeInTheDocument();
  });
});

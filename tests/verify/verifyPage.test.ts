/** @vitest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import vectors from '../fixtures/committed-shoe-vectors.json';

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
    const result = screen.getByRole('status');
    expect(result).toHaveAttribute('data-verified', 'true');
    expect(result).toHaveAttribute('data-shoes', String(vectors.vectors.length));
    expect(result).toHaveTextContent(`Verified: ${vectors.vectors.length} shoes, every card dealt as committed.`);
    expect(result).toHaveTextContent(`Card 1: ${vectors.vectors[0]!.first.split(' ')[0]}, as committed`);
  });

  it('names what is wrong in a tampered export, in the page', () => {
    const tampered = exported();
    tampered.shoes[1]!.cut = 'another-cut';
    fireEvent.change(screen.getByLabelText("The history's JSON export"), {
      target: { value: JSON.stringify(tampered) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const result = screen.getByRole('status');
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

import { expect, type Page } from '@playwright/test';

/**
 * The game as ui-contract.md describes it, read back from the page, plus a small
 * independent referee written from house-rules.md (it does not import the game's rules).
 */

export interface ShownCard {
  rank: string;
  suit: string;
}

export async function cents(page: Page, testId: string): Promise<number> {
  return Number(await page.getByTestId(testId).getAttribute('data-cents'));
}

export async function phase(page: Page): Promise<string | null> {
  return page.getByTestId('table').getAttribute('data-phase');
}

/** Waits for the hand to settle: an animated deal takes under 3 s, more on a busy machine. */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'settled', { timeout: 10_000 });
}

export async function handCards(page: Page, hand: 'player' | 'banker'): Promise<ShownCard[]> {
  const cards = page.getByTestId(`${hand}-hand`).getByTestId('card');
  return cards.evaluateAll((nodes) =>
    nodes.map((n) => ({ rank: n.getAttribute('data-rank') ?? '', suit: n.getAttribute('data-suit') ?? '' })),
  );
}

export const points = (card: ShownCard): number =>
  card.rank === 'A' ? 1 : ['10', 'J', 'Q', 'K'].includes(card.rank) ? 0 : Number(card.rank);

export const total = (cards: readonly ShownCard[]): number => cards.reduce((sum, c) => sum + points(c), 0) % 10;

/** Checks the drawing rules on the cards shown; returns the winner. */
export function referee(player: ShownCard[], banker: ShownCard[]): 'player' | 'banker' | 'tie' {
  const p2 = total(player.slice(0, 2));
  const b2 = total(banker.slice(0, 2));
  const natural = p2 >= 8 || b2 >= 8;
  const playerDraws = !natural && p2 <= 5;
  let bankerDraws: boolean;
  if (natural) bankerDraws = false;
  else if (!playerDraws) bankerDraws = b2 <= 5;
  else {
    const t = points(player[2]!);
    bankerDraws = b2 <= 2 || (b2 === 3 && t !== 8) || (b2 === 4 && t >= 2 && t <= 7) || (b2 === 5 && t >= 4 && t <= 7) || (b2 === 6 && (t === 6 || t === 7));
  }
  expect(player.length, 'player cards').toBe(playerDraws ? 3 : 2);
  expect(banker.length, 'banker cards').toBe(bankerDraws ? 3 : 2);
  const p = total(player);
  const b = total(banker);
  return p > b ? 'player' : b > p ? 'banker' : 'tie';
}

/** The change in bankroll plus bets on the table for these stakes, in cents. */
export function netFor(bets: { player: number; banker: number; tie: number }, winner: 'player' | 'banker' | 'tie'): number {
  const commission = (win: number) => Math.max(25, Math.ceil(win / 500) * 25);
  if (winner === 'tie') return 8 * bets.tie;
  const tieLost = -bets.tie;
  if (winner === 'player') return bets.player - bets.banker + tieLost;
  return (bets.banker > 0 ? bets.banker - commission(bets.banker) : 0) - bets.player + tieLost;
}

export async function bets(page: Page) {
  return {
    player: await cents(page, 'bet-player'),
    banker: await cents(page, 'bet-banker'),
    tie: await cents(page, 'bet-tie'),
  };
}

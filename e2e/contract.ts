import AxeBuilder from '@axe-core/playwright';
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
    bankerDraws =
      b2 <= 2 ||
      (b2 === 3 && t !== 8) ||
      (b2 === 4 && t >= 2 && t <= 7) ||
      (b2 === 5 && t >= 4 && t <= 7) ||
      (b2 === 6 && (t === 6 || t === 7));
  }
  expect(player.length, 'player cards').toBe(playerDraws ? 3 : 2);
  expect(banker.length, 'banker cards').toBe(bankerDraws ? 3 : 2);
  const p = total(player);
  const b = total(banker);
  return p > b ? 'player' : b > p ? 'banker' : 'tie';
}

/** The change in bankroll plus bets on the table for these stakes, in cents. */
export function netFor(
  bets: { player: number; banker: number; tie: number },
  winner: 'player' | 'banker' | 'tie',
): number {
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

export type Game = 'punto-banco' | 'ez' | 'no-commission';
export type SideBetId = 'player-pair' | 'banker-pair' | 'dragon-player' | 'dragon-banker' | 'dragon-7' | 'panda-8';
export const SIDE_BET_IDS: readonly SideBetId[] = [
  'player-pair',
  'banker-pair',
  'dragon-player',
  'dragon-banker',
  'dragon-7',
  'panda-8',
];

/** Dragon Bonus "win by" payouts, to 1 (house-rules.md, "Side bets"). */
const DRAGON_MARGIN: Readonly<Record<number, number>> = { 9: 30, 8: 10, 7: 6, 6: 4, 5: 2, 4: 1 };

/**
 * The hand's net over every bet, from house-rules.md's "Table variants" and "Side bets"
 * alone, for the cards shown: what bankroll plus bets on the table must change by.
 */
export function tableNetFor(
  game: Game,
  bets: { player: number; banker: number; tie: number } & Partial<Record<SideBetId, number>>,
  player: ShownCard[],
  banker: ShownCard[],
): number {
  const winner = referee(player, banker);
  const p = total(player);
  const b = total(banker);
  let net = 0;
  // Main spots.
  if (winner === 'tie') net += 8 * bets.tie;
  else {
    net -= bets.tie;
    if (winner === 'player') net += bets.player - bets.banker;
    else {
      net -= bets.player;
      if (game === 'punto-banco')
        net += bets.banker > 0 ? netFor({ player: 0, banker: bets.banker, tie: 0 }, 'banker') : 0;
      else if (game === 'ez') net += banker.length === 3 && b === 7 ? 0 : bets.banker;
      else net += b === 6 ? bets.banker / 2 : bets.banker;
    }
  }
  const side = (id: SideBetId, wins: boolean, toOne: number) => {
    const stake = bets[id] ?? 0;
    net += wins ? stake * toOne : -stake;
  };
  side('player-pair', player[0]!.rank === player[1]!.rank, 11);
  side('banker-pair', banker[0]!.rank === banker[1]!.rank, 11);
  const dragon = (id: SideBetId, mine: ShownCard[], mineTotal: number, theirs: ShownCard[], theirTotal: number) => {
    const stake = bets[id] ?? 0;
    if (stake === 0) return;
    const myNatural = mine.length === 2 && mineTotal >= 8;
    const theirNatural = theirs.length === 2 && total(theirs.slice(0, 2)) >= 8;
    if (myNatural && mineTotal > theirTotal) net += stake;
    else if (myNatural && theirNatural && mineTotal === theirTotal) net += 0;
    else if (!myNatural && !theirNatural && mineTotal > theirTotal && mineTotal - theirTotal >= 4)
      net += stake * DRAGON_MARGIN[mineTotal - theirTotal]!;
    else net -= stake;
  };
  dragon('dragon-player', player, p, banker, b);
  dragon('dragon-banker', banker, b, player, p);
  side('dragon-7', winner === 'banker' && banker.length === 3 && b === 7, 40);
  side('panda-8', winner === 'player' && player.length === 3 && p === 8, 25);
  return net;
}

export async function tableBets(page: Page) {
  const all: Record<string, number> = { ...(await bets(page)) };
  for (const id of SIDE_BET_IDS) {
    const spot = page.getByTestId(`bet-${id}`);
    all[id] = (await spot.count()) > 0 ? Number(await spot.getAttribute('data-cents')) : 0;
  }
  return all as { player: number; banker: number; tie: number } & Record<SideBetId, number>;
}

/** Console errors and warnings, and uncaught errors, from the moment this is called. */
export function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** No accessibility violation axe can find on the page as it is now. */
export async function noAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

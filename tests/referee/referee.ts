/**
 * The one independent referee of the test suites, written from house-rules.md alone: it imports
 * nothing of the game (a lint fence keeps src/ out), so a mistake in the rules cannot hide behind
 * the same mistake here. It reads the cards of a coup, checks that each hand drew or stood as the
 * rules say, and works out what every bet on the table pays, for each game and every side bet.
 * The store's tests (tests/store/volume.test.ts) give it the cards the store dealt; the browser
 * tests (e2e/) the cards the page shows, read by e2e/contract.ts.
 */

export type RefereeGame = 'punto-banco' | 'ez' | 'no-commission';
export type RefereeWinner = 'player' | 'banker' | 'tie';
export interface RefereeCard {
  readonly rank: string;
  readonly suit: string;
}
export type SideBetId = 'player-pair' | 'banker-pair' | 'dragon-player' | 'dragon-banker' | 'dragon-7' | 'panda-8';
/** Every side bet of house-rules.md's "Side bets", in the table's order (Dragon 7 and Panda 8 at EZ only). */
export const SIDE_BET_IDS: readonly SideBetId[] = [
  'player-pair',
  'banker-pair',
  'dragon-player',
  'dragon-banker',
  'dragon-7',
  'panda-8',
];
export type RefereeBet = 'player' | 'banker' | 'tie' | SideBetId;
/** Stakes in cents by bet; a bet not named (or at 0) is not staked. */
export type RefereeStakes = Readonly<Partial<Record<RefereeBet, number>>>;

/** Ace 1, 2–9 face value, 10/J/Q/K 0. */
export const points = (card: RefereeCard): number =>
  card.rank === 'A' ? 1 : ['10', 'J', 'Q', 'K'].includes(card.rank) ? 0 : Number(card.rank);
/** A hand's total: the sum of its points modulo 10. */
export const total = (cards: readonly RefereeCard[]): number => cards.reduce((sum, c) => sum + points(c), 0) % 10;

/** Whether the Banker draws, from its two-card total and the Player's third card when it drew. */
function bankerDraws(b2: number, playerThird: RefereeCard | undefined): boolean {
  if (playerThird === undefined) return b2 <= 5;
  const t = points(playerThird);
  return (
    b2 <= 2 ||
    (b2 === 3 && t !== 8) ||
    (b2 === 4 && t >= 2 && t <= 7) ||
    (b2 === 5 && t >= 4 && t <= 7) ||
    (b2 === 6 && (t === 6 || t === 7))
  );
}

/** Whether each hand took the cards the drawing rules give it; the reason when not. */
export function drawingFault(player: readonly RefereeCard[], banker: readonly RefereeCard[]): string | null {
  const p2 = total(player.slice(0, 2));
  const b2 = total(banker.slice(0, 2));
  const natural = p2 >= 8 || b2 >= 8;
  const playerDraws = !natural && p2 <= 5;
  const bankerShouldDraw = !natural && bankerDraws(b2, playerDraws ? player[2] : undefined);
  if (player.length !== (playerDraws ? 3 : 2)) return `Player ${p2} should ${playerDraws ? 'draw' : 'stand'}`;
  if (banker.length !== (bankerShouldDraw ? 3 : 2)) return `Banker ${b2} should ${bankerShouldDraw ? 'draw' : 'stand'}`;
  return null;
}

export function winnerOf(player: readonly RefereeCard[], banker: readonly RefereeCard[]): RefereeWinner {
  const p = total(player);
  const b = total(banker);
  return p > b ? 'player' : b > p ? 'banker' : 'tie';
}

/** The referee's call on a coup: the winner, after checking the drawing; it throws, naming the fault and the cards, when a hand drew or stood against the rules. */
export function referee(player: readonly RefereeCard[], banker: readonly RefereeCard[]): RefereeWinner {
  const fault = drawingFault(player, banker);
  if (fault !== null) {
    const shown = (hand: readonly RefereeCard[]) => hand.map((c) => c.rank + c.suit).join(' ');
    throw new Error(`${fault} (Player ${shown(player)}, Banker ${shown(banker)})`);
  }
  return winnerOf(player, banker);
}

/** A pair: the hand's first two cards have the same rank (K K is a pair, K Q is not). */
export const isPair = (hand: readonly RefereeCard[]): boolean => hand[0]!.rank === hand[1]!.rank;

/** Punto Banco's commission: 5% of the win, at least $0.25, rounded up to the next $0.25. */
const commission = (win: number): number => Math.max(25, Math.ceil(win / 500) * 25);

/** Dragon Bonus "win by" payouts, to 1. */
const DRAGON_MARGIN: Readonly<Record<number, number>> = { 9: 30, 8: 10, 7: 6, 6: 4, 5: 2, 4: 1 };

/** What a winning Banker bet of `stake` wins at this game, for the Banker's cards. */
function bankerWin(game: RefereeGame, stake: number, banker: readonly RefereeCard[]): number {
  const b = total(banker);
  if (game === 'punto-banco') return stake - commission(stake);
  if (game === 'ez') return banker.length === 3 && b === 7 ? 0 : stake;
  return b === 6 ? stake / 2 : stake;
}

/** Dragon Bonus on the hand `mine`: a natural's win 1 to 1, both naturals tied a push, a win without a natural by 4 or more by the margin, else lost. */
const dragonBonus =
  (mine: readonly RefereeCard[], theirs: readonly RefereeCard[]) =>
  (stake: number): number => {
    const [mineTotal, theirTotal] = [total(mine), total(theirs)];
    const myNatural = mine.length === 2 && mineTotal >= 8;
    const theirNatural = theirs.length === 2 && theirTotal >= 8;
    if (myNatural && mineTotal > theirTotal) return stake;
    if (myNatural && theirNatural && mineTotal === theirTotal) return 0;
    const margin = mineTotal - theirTotal;
    if (!myNatural && !theirNatural && margin >= 4) return stake * DRAGON_MARGIN[margin]!;
    return -stake;
  };

/** The side bets only EZ Baccarat offers (house-rules.md, "Side bets"). */
const EZ_ONLY: readonly RefereeBet[] = ['dragon-7', 'panda-8'];

/**
 * What each staked bet wins (positive), pushes (0) or loses (negative), in cents, for these
 * cards; a bet not staked is left out. The coup is refereed first: it throws on a drawing fault,
 * and on a stake the game does not offer (Dragon 7 or Panda 8 away from EZ).
 */
export function betResults(
  game: RefereeGame,
  stakes: RefereeStakes,
  player: readonly RefereeCard[],
  banker: readonly RefereeCard[],
): Partial<Record<RefereeBet, number>> {
  const winner = referee(player, banker);
  const p = total(player);
  const b = total(banker);
  const results: Partial<Record<RefereeBet, number>> = {};
  const settle = (bet: RefereeBet, result: (stake: number) => number) => {
    const stake = stakes[bet] ?? 0;
    if (stake > 0 && game !== 'ez' && EZ_ONLY.includes(bet)) throw new Error(`${game} offers no ${bet} bet`);
    if (stake > 0) results[bet] = result(stake);
  };
  settle('tie', (s) => (winner === 'tie' ? 8 * s : -s));
  settle('player', (s) => (winner === 'tie' ? 0 : winner === 'player' ? s : -s));
  settle('banker', (s) => (winner === 'tie' ? 0 : winner === 'player' ? -s : bankerWin(game, s, banker)));
  settle('player-pair', (s) => (isPair(player) ? 11 * s : -s));
  settle('banker-pair', (s) => (isPair(banker) ? 11 * s : -s));
  settle('dragon-player', dragonBonus(player, banker));
  settle('dragon-banker', dragonBonus(banker, player));
  settle('dragon-7', (s) => (winner === 'banker' && banker.length === 3 && b === 7 ? 40 * s : -s));
  settle('panda-8', (s) => (winner === 'player' && player.length === 3 && p === 8 ? 25 * s : -s));
  return results;
}

/** The coup's net over every bet: what bankroll plus bets on the table must change by. */
export function netOf(
  game: RefereeGame,
  stakes: RefereeStakes,
  player: readonly RefereeCard[],
  banker: readonly RefereeCard[],
): number {
  return Object.values(betResults(game, stakes, player, banker)).reduce((sum, v) => sum + v, 0);
}

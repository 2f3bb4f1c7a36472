/**
 * An independent referee, written from house-rules.md alone: it imports nothing of the game's
 * rules, so a mistake there cannot hide behind the same mistake here. It reads the cards the
 * store dealt, checks that each hand drew or stood as the rules say, and works out what every
 * bet on the table pays, for each game and every side bet.
 */

export type RefereeGame = 'punto-banco' | 'ez' | 'no-commission';
export type RefereeWinner = 'player' | 'banker' | 'tie';
export interface RefereeCard {
  readonly rank: string;
  readonly suit: string;
}
/** Stakes in cents by bet; a bet not named is not staked. */
export type RefereeStakes = Readonly<Partial<Record<RefereeBet, number>>>;
export type RefereeBet =
  | 'player'
  | 'banker'
  | 'tie'
  | 'player-pair'
  | 'banker-pair'
  | 'dragon-player'
  | 'dragon-banker'
  | 'dragon-7'
  | 'panda-8';

const points = (card: RefereeCard): number =>
  card.rank === 'A' ? 1 : ['10', 'J', 'Q', 'K'].includes(card.rank) ? 0 : Number(card.rank);
const total = (cards: readonly RefereeCard[]): number => cards.reduce((sum, c) => sum + points(c), 0) % 10;

/** Whether each hand took the cards the drawing rules give it; the reason when not. */
export function drawingFault(player: readonly RefereeCard[], banker: readonly RefereeCard[]): string | null {
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
  if (player.length !== (playerDraws ? 3 : 2)) return `Player ${p2} should ${playerDraws ? 'draw' : 'stand'}`;
  if (banker.length !== (bankerDraws ? 3 : 2)) return `Banker ${b2} should ${bankerDraws ? 'draw' : 'stand'}`;
  return null;
}

export function winnerOf(player: readonly RefereeCard[], banker: readonly RefereeCard[]): RefereeWinner {
  const p = total(player);
  const b = total(banker);
  return p > b ? 'player' : b > p ? 'banker' : 'tie';
}

export const isPair = (hand: readonly RefereeCard[]): boolean => hand[0]!.rank === hand[1]!.rank;

/** Punto Banco's commission: 5% of the win, at least $0.25, rounded up to the next $0.25. */
const commission = (win: number): number => Math.max(25, Math.ceil(win / 500) * 25);

/** Dragon Bonus "win by" payouts, to 1. */
const DRAGON_MARGIN: Readonly<Record<number, number>> = { 9: 30, 8: 10, 7: 6, 6: 4, 5: 2, 4: 1 };

/** What each staked bet wins (positive) or loses (negative), in cents, for these cards. */
export function betResults(
  game: RefereeGame,
  stakes: RefereeStakes,
  player: readonly RefereeCard[],
  banker: readonly RefereeCard[],
): Partial<Record<RefereeBet, number>> {
  const winner = winnerOf(player, banker);
  const p = total(player);
  const b = total(banker);
  const results: Partial<Record<RefereeBet, number>> = {};
  const settle = (bet: RefereeBet, result: (stake: number) => number) => {
    const stake = stakes[bet] ?? 0;
    if (stake > 0) results[bet] = result(stake);
  };
  settle('tie', (s) => (winner === 'tie' ? 8 * s : -s));
  settle('player', (s) => (winner === 'tie' ? 0 : winner === 'player' ? s : -s));
  settle('banker', (s) => {
    if (winner === 'tie') return 0;
    if (winner === 'player') return -s;
    if (game === 'punto-banco') return s - commission(s);
    if (game === 'ez') return banker.length === 3 && b === 7 ? 0 : s;
    return b === 6 ? s / 2 : s;
  });
  settle('player-pair', (s) => (isPair(player) ? 11 * s : -s));
  settle('banker-pair', (s) => (isPair(banker) ? 11 * s : -s));
  const dragon =
    (mine: readonly RefereeCard[], mineTotal: number, theirs: readonly RefereeCard[], theirTotal: number) =>
    (s: number) => {
      const myNatural = mine.length === 2 && mineTotal >= 8;
      const theirNatural = theirs.length === 2 && theirTotal >= 8;
      if (myNatural && mineTotal > theirTotal) return s;
      if (myNatural && theirNatural && mineTotal === theirTotal) return 0;
      const margin = mineTotal - theirTotal;
      if (!myNatural && !theirNatural && margin >= 4) return s * DRAGON_MARGIN[margin]!;
      return -s;
    };
  settle('dragon-player', dragon(player, p, banker, b));
  settle('dragon-banker', dragon(banker, b, player, p));
  settle('dragon-7', (s) => (winner === 'banker' && banker.length === 3 && b === 7 ? 40 * s : -s));
  settle('panda-8', (s) => (winner === 'player' && player.length === 3 && p === 8 ? 25 * s : -s));
  return results;
}

/** The hand's net over every bet: what bankroll plus bets on the table must change by. */
export function netOf(
  game: RefereeGame,
  stakes: RefereeStakes,
  player: readonly RefereeCard[],
  banker: readonly RefereeCard[],
): number {
  return Object.values(betResults(game, stakes, player, banker)).reduce((sum, v) => sum + v, 0);
}

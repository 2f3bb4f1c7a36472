/**
 * How the odds panel writes paytables: apart from labels.ts because only the panels read them,
 * and what the first load shares with a lazy chunk is loaded whole.
 */
import type { Game, Pays, PaytableLine } from '../../rules';

/** How the odds panel names each line of a paytable. */
export const LINE_NAME: Readonly<Record<PaytableLine, string>> = {
  win: 'Wins',
  tie: 'Tie',
  lose: 'Loses',
  'win-with-three-card-7': 'Wins with a three-card 7',
  'win-with-6': 'Wins with a 6',
  pair: 'Pair',
  'no-pair': 'No pair',
  'natural-win': 'Natural win',
  'natural-tie': 'Natural tie',
  'win-by-9': 'Wins by 9',
  'win-by-8': 'Wins by 8',
  'win-by-7': 'Wins by 7',
  'win-by-6': 'Wins by 6',
  'win-by-5': 'Wins by 5',
  'win-by-4': 'Wins by 4',
  'dragon-7': 'Banker wins with a three-card 7',
  'panda-8': 'Player wins with a three-card 8',
};

/** What a line pays as a table writes it: "11 to 1", "1 to 2", "push", "loses". */
export function paysText(pays: Pays): string {
  if (pays.num === 0n) return 'push';
  if (pays.num < 0n) return 'loses';
  return `${pays.num} to ${pays.den}`;
}

/** What each game's Banker bet is, beside its house edge, with the chance of its special line when known. */
export function bankerTerms(game: Game, special?: string): string {
  const chance = special === undefined ? '' : ` (${special})`;
  switch (game) {
    case 'punto-banco':
      return 'at 5% commission';
    case 'ez':
      return `no commission; a win with a three-card 7${chance} pushes`;
    case 'no-commission':
      return `no commission; a win with 6${chance} pays 1 to 2`;
  }
}

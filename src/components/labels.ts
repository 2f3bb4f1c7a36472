import type { Bet, Coup, Game, Pays, PaytableLine, Suit, Winner } from '../rules';

/** How the table names outcomes and spots in sentences. */
export const OUTCOME_NAME: Readonly<Record<Winner, string>> = { player: 'Player', banker: 'Banker', tie: 'Tie' };

/** The one-letter marks of the scoreboards and the Statistics beads. */
export const OUTCOME_LETTER: Readonly<Record<Winner, string>> = { player: 'P', banker: 'B', tie: 'T' };

export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

export const isRedSuit = (suit: Suit): boolean => suit === 'H' || suit === 'D';

/** A coup's totals as the table writes them everywhere: the winner's first ("7 to 4"). */
export function scoreLine(coup: Pick<Coup, 'winner' | 'playerTotal' | 'bankerTotal'>, joiner = ' to '): string {
  const [first, second] = coup.winner === 'banker' ? [coup.bankerTotal, coup.playerTotal] : [coup.playerTotal, coup.bankerTotal];
  return `${first}${joiner}${second}`;
}

/** The one way a result is written: "Banker wins, 7 to 4", "Player wins with a natural, 9 to 2", "Tie, 5 to 5". */
export function resultLine(coup: Pick<Coup, 'winner' | 'playerTotal' | 'bankerTotal' | 'natural'>): string {
  const natural = coup.natural ? ' with a natural' : '';
  const who = coup.winner === 'tie' ? `Tie${natural}` : `${OUTCOME_NAME[coup.winner]} wins${natural}`;
  return `${who}, ${scoreLine(coup)}`;
}

const plurals = new Intl.PluralRules('en-US');

/** A count with its noun in the right number: "1 mark", "2 marks", "1,200 hands". */
export function countOf(count: number, noun: { one: string; other: string }): string {
  return `${count.toLocaleString('en-US')} ${plurals.select(count) === 'one' ? noun.one : noun.other}`;
}

/** How the table names every bet, main spots and side bets, in sentences and on the layout. */
export const BET_NAME: Readonly<Record<Bet, string>> = {
  player: 'Player',
  banker: 'Banker',
  tie: 'Tie',
  'player-pair': 'Player Pair',
  'banker-pair': 'Banker Pair',
  'dragon-player': 'Dragon Bonus Player',
  'dragon-banker': 'Dragon Bonus Banker',
  'dragon-7': 'Dragon 7',
  'panda-8': 'Panda 8',
};

/** How the table names its games. */
export const GAME_NAME: Readonly<Record<Game, string>> = {
  'punto-banco': 'Punto Banco',
  ez: 'EZ Baccarat',
  'no-commission': 'No commission',
};

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

/** What each game's Banker bet is, beside its house edge. */
export const BANKER_TERMS: Readonly<Record<Game, string>> = {
  'punto-banco': 'at 5% commission',
  ez: 'no commission; a win with a three-card 7 pushes',
  'no-commission': 'no commission; a win with 6 pays 1 to 2',
};

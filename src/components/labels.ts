import type { Bet, Coup, Game, Suit, Winner } from '../rules';

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

/**
 * What a prerendered page shows for an amount that depends on the save, until the save is read:
 * neither the fresh table's figure nor the player's, in the same place and of the same height.
 */
export const UNREAD_MONEY = '—';

/** How the table names its games. */
export const GAME_NAME: Readonly<Record<Game, string>> = {
  'punto-banco': 'Punto Banco',
  ez: 'EZ Baccarat',
  'no-commission': 'No commission',
};


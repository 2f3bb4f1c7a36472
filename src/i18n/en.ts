import {
  LIMITS,
  type Bet,
  type Card,
  type Cents,
  type Coup,
  type Game,
  type Rank,
  type SpotSettlement,
  type Suit,
  type Winner,
} from '../rules';
import type { HandMoney } from '../table/selectors';
import { formats } from './format';

const { money, signed } = formats('en');

/**
 * What the prerendered page shows for an amount that depends on the save, until the save is
 * read: neither the fresh table's figure nor the player's, in the same place and of the same height.
 */
const UNREAD_MONEY = '—';
/** An amount, or the placeholder before the save is read (null). */
const moneyOrUnread = (amount: Cents | null) => (amount === null ? UNREAD_MONEY : money(amount));

/** A hand's result as every sentence reads it. */
export type ResultOf = Pick<Coup, 'winner' | 'playerTotal' | 'bankerTotal' | 'natural'>;

/** How one spot with a bet fared, for its result line: its settlement as the rules give it. */
export type SpotOutcome = Pick<SpotSettlement, 'result' | 'net' | 'commission' | 'stake' | 'staysOnSpot'>;

const OUTCOME: Readonly<Record<Winner, string>> = { player: 'Player', banker: 'Banker', tie: 'Tie' };
const RANK: Readonly<Record<Rank, string>> = {
  A: 'Ace',
  '2': '2',
  '3': '3',
  '4': '4',
  '5': '5',
  '6': '6',
  '7': '7',
  '8': '8',
  '9': '9',
  '10': '10',
  J: 'Jack',
  Q: 'Queen',
  K: 'King',
};
const SUIT: Readonly<Record<Suit, string>> = { S: 'Spades', H: 'Hearts', D: 'Diamonds', C: 'Clubs' };
const BET: Readonly<Record<Bet, string>> = {
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

/** The totals, the winner's first: "7 to 4". */
const score = (coup: ResultOf, joiner = ' to ') =>
  coup.winner === 'banker'
    ? `${coup.bankerTotal}${joiner}${coup.playerTotal}`
    : `${coup.playerTotal}${joiner}${coup.bankerTotal}`;

/**
 * The English words of the table: this catalogue defines the keys and their parameters, and
 * every other language must give each of them (`Words`). The words of the parts that load
 * later (the dialogs, the notices, the panels, the shoe meter) are in `enLater.ts`, loaded with them.
 */
export const en = {
  /** Money and numbers as this language writes them. */
  money,
  signed,
  unreadMoney: UNREAD_MONEY,
  brand: 'Baccarat',
  game: { 'punto-banco': 'Punto Banco', ez: 'EZ Baccarat', 'no-commission': 'No commission' } satisfies Readonly<
    Record<Game, string>
  >,
  bankroll: 'Bankroll',
  tableMenu: 'Table menu',
  updateReady: 'Update available — reload',
  statistics: 'Statistics',
  tableOptions: 'Table options',
  keys: 'Keys',
  lab: 'Lab',
  howItWorks: 'How it works',
  language: 'Language',
  layout: 'Layout',
  limits: (decks: number, casino: boolean) =>
    `Minimum ${money(LIMITS.minimumBet)} · Maximum ${money(LIMITS.maximumTotal)} in total · ${decks}-deck${casino ? ' casino shoe, dealt to the cut card' : ' shoe, shuffled every hand'}`,
  bets: 'Bets',
  sideBets: 'Side bets',
  controls: 'Controls',
  clearBets: 'Clear bets',
  betAgain: 'Bet again',
  betTool: { rebet: 'Rebet', double: 'Double', undo: 'Undo' } satisfies Readonly<
    Record<'rebet' | 'double' | 'undo', string>
  >,
  deal: 'Deal',
  showHand: 'Show hand',
  pass: 'Pass',
  passName: 'Pass (multi-player tables only; no effect here)',
  outOfChips: 'Out of chips',
  brokeLine: `The bankroll and the table hold less than the ${money(LIMITS.minimumBet)} minimum.`,
  takeFreshBankroll: `Take a fresh ${money(LIMITS.startingBankroll)} bankroll`,
  loadingPanels: 'Loading the scoreboard…',

  /** The two hands. */
  handTitle: { player: 'PLAYER', banker: 'BANKER' } satisfies Readonly<Record<'player' | 'banker', string>>,
  handName: (title: string) => `${title} hand`,
  totalHidden: ' total', // read after the hand's title, before its points
  natural: (total: number) => `Natural ${total}`,
  cardName: (card: Card) => `${RANK[card.rank]} of ${SUIT[card.suit]}`,
  faceDown: 'Face-down card',

  /** Outcomes and bets in sentences. */
  outcome: OUTCOME,
  bet: BET,
  score,
  /** "Banker wins, 7 to 4", "Player wins with a natural, 9 to 2", "Tie, 5 to 5". */
  result: (coup: ResultOf) => {
    const natural = coup.natural ? ' with a natural' : '';
    return `${coup.winner === 'tie' ? `Tie${natural}` : `${OUTCOME[coup.winner]} wins${natural}`}, ${score(coup)}`;
  },

  /** The live outcome line. */
  dealing: 'Dealing…',
  resultLine: (coup: ResultOf) => `${en.result(coup)}.`,
  /** Said after a tie's result (a narrow felt only reads it out: the spots show the pushes). */
  tiePushes: (coup: ResultOf): string => (coup.winner === 'tie' ? ' Player and Banker bets push.' : ''),
  /** Said after the result when EZ Baccarat pushes Banker bets on Banker's three-card 7. */
  bankerPushesOnThreeCard7: ' Banker bets push: a three-card 7.',
  /** Each side bet's money, before the hand's: "Player Pair +$55.00, Dragon 7 -$5.00. " (none: ''). */
  sideBetsMoney: (sides: HandMoney['sides']) =>
    sides[0] ? `${sides.map((s) => `${BET[s.bet]} ${signed(s.net)}`).join(', ')}. ` : '',
  handMoney: ({ net, amount, bankroll }: Omit<HandMoney, 'sides'>) => {
    const line = {
      win: `You win ${money(amount)}. `,
      lose: `You lose ${money(amount)}. `,
      push: 'Your bets push: no money changes hands. ',
      even: 'You break even: your wins and losses cancel out. ',
      none: '',
    }[net];
    return `${line}Bankroll ${money(bankroll)}.`;
  },

  /** The bet spots. */
  spotName: { ...BET, player: 'PLAYER', banker: 'BANKER', tie: 'TIE' } satisfies Readonly<Record<Bet, string>>,
  pays: {
    player: 'pays 1 to 1',
    tie: 'pays 8 to 1',
    'player-pair': 'pays 11 to 1',
    'banker-pair': 'pays 11 to 1',
    'dragon-player': 'natural 1 to 1, win by 9 30 to 1',
    'dragon-banker': 'natural 1 to 1, win by 9 30 to 1',
    'dragon-7': 'pays 40 to 1',
    'panda-8': 'pays 25 to 1',
  } satisfies Readonly<Record<Exclude<Bet, 'banker'>, string>>,
  bankerPays: {
    'punto-banco': 'pays 1 to 1 less 5% commission',
    ez: 'pays 1 to 1; a three-card 7 pushes',
    'no-commission': 'pays 1 to 1; a 6 pays 1 to 2',
  } satisfies Readonly<Record<Game, string>>,
  noBet: 'No bet',
  spotResult: (outcome: SpotOutcome) =>
    outcome.result === 'win'
      ? `Won ${signed(outcome.net)}${outcome.commission > 0 ? ` (commission ${money(outcome.commission)})` : ''}`
      : outcome.result === 'push'
        ? outcome.staysOnSpot > 0
          ? 'Push: the bet stays'
          : 'Push: the bet is returned'
        : `Lost ${money(outcome.stake)}`,
  /** A push where a result's badge has one line's room (a win or a loss shows its signed amount). */
  push: 'Push',
  spotLabel: (name: string, pays: string, amount: Cents | null, result: string | null) =>
    `Bet on ${name}, ${pays}. On the spot: ${moneyOrUnread(amount)}.${result === null ? '' : ` Last hand: ${result}.`}`,

  /** The railing. */
  railing: 'Railing',
  /** Beside the railing's name: what it is. */
  railingWhat: '· your next chip',
  railingStep: {
    railingDownTen: 'Railing minus $10',
    railingDown: 'Railing minus $1',
    railingUp: 'Railing plus $1',
    railingUpTen: 'Railing plus $10',
  } satisfies Readonly<Record<'railingDownTen' | 'railingDown' | 'railingUp' | 'railingUpTen', string>>,
  railingAmount: (amount: Cents | null) => `Railing ${moneyOrUnread(amount)}`,
};

/** The words every language gives for the table. */
export type Words = typeof en;

import type { Command } from '../table/commands';
import {
  formatCard,
  LIMITS,
  type Bet,
  type Cents,
  type DerivedRoad,
  type Game,
  type Hand,
  type Pays,
  type PaytableLine,
  type RoadMark,
  type SideBet,
  type TableDealRefusal,
  type TableRefusalReason,
  type Winner,
} from '../rules';
import type { SaveRefusal } from '../table/notices';
import { sideBetColumns, type HistoryColumn } from '../table/history';
import type { DealSpeed, Reveal, ShoeKind } from '../table/vocabulary';
import type { DrawReason, DrawsOn } from '../rules/drawReason';
import type { InSight } from '../squeeze/pips';
import { formats } from './format';
import { en, type ResultOf } from './en';

const { count, money } = formats('en');

const MARK: Readonly<Record<RoadMark, string>> = { ...en.outcome, red: 'red', blue: 'blue' };
const ROAD: Readonly<Record<DerivedRoad, string>> = {
  bigEyeBoy: 'Big Eye Boy',
  smallRoad: 'Small Road',
  cockroachPig: 'Cockroach Pig',
};
const hands = (n: number) => count(n, { one: 'hand', other: 'hands' });
/** A save's bets: the main spots as the layout writes them, the side bets by their keys. */
const SAVED_BET: Partial<Record<Bet, string>> = { player: 'PLAYER', banker: 'BANKER', tie: 'TIE' };
const savedWhere = (hand: number | null) => (hand === null ? 'on the table' : `of hand ${hand}`);

/** "an 8", "an A", "a 6": the article a card takes when read aloud. */
const aRank = (rank: string): string => `${rank === 'A' || rank === '8' ? 'an' : 'a'} ${rank}`;
const drawsOnText = (on: DrawsOn): string =>
  'from' in on ? `${on.from}–${on.to}` : `anything but ${on.except.join(' or ')}`;

/**
 * Why each hand drew or stood, in one plain line: "Player 4 draws (0–5 draws). Banker 5 draws:
 * Player's third card is a 6, and Banker 5 draws on 4–7."
 */
function drawReason(reason: DrawReason): string {
  if (reason.kind === 'bothNaturals')
    return `Player and Banker both have a natural (${reason.player} and ${reason.banker}): both stand.`;
  if (reason.kind === 'natural') return `${en.outcome[reason.hand]} has a natural ${reason.points}: both stand.`;
  const { player: p, banker: b, bankerDraws, why } = reason;
  const player = reason.playerDraws ? `Player ${p} draws (0–5 draws).` : `Player ${p} stands (6–7 stand).`;
  const banker = `Banker ${b} ${bankerDraws ? 'draws' : 'stands'}: `;
  switch (why.by) {
    case 'playerStood':
      return `${player} ${banker}${bankerDraws ? 'Player stood, and Banker draws on 0–5.' : 'Player stood, and Banker stands on 6–7.'}`;
    case 'low':
      return `${player} ${banker}Banker draws on 0–2 whatever Player's third card.`;
    case 'seven':
      return `${player} ${banker}Banker always stands on 7.`;
    case 'thirdCard': {
      const card = `${aRank(why.third.rank)}${why.third.pointsDiffer ? ` (${why.third.points})` : ''}`;
      const on = drawsOnText(why.on);
      const rule = bankerDraws || 'except' in why.on ? `draws on ${on}` : `draws only on ${on}`;
      return `${player} ${banker}Player's third card is ${card}, and Banker ${b} ${rule}.`;
    }
  }
}

const PIPS = [
  'no pips',
  'one pip',
  'two pips',
  'three pips',
  'four pips',
  'five pips',
  'six pips',
  'seven pips',
  'eight pips',
  'nine pips',
  'ten pips',
];
const pips = (n: number): string => PIPS[n] ?? `${n} pips`;
const ROWS = ['no rows', 'one row', 'two rows', 'three rows', 'four rows', 'five rows', 'six rows', 'seven rows'];
const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** What the lifted edge shows, and nothing more: "Two pips along the side", "Five pips in three rows". */
function squeezeHint(sight: InSight | null): string {
  if (sight === null)
    return 'Face down: drag it open from an edge, or press Space to lift it a step (an arrow lifts the edge it points to).';
  if (sight.index !== undefined) return `The corner shows ${sight.index}. ${pipsHint({ ...sight, index: undefined })}`;
  return pipsHint(sight);
}

function pipsHint(sight: InSight): string {
  if (sight.picture)
    return sight.edge === 'side' ? 'A picture along the side: a court card.' : 'A picture at the end: a court card.';
  const { lines } = sight;
  if (lines.length === 0) return 'No pips in sight yet.';
  if (sight.edge === 'side') {
    const where = ['along the side', 'in the middle', 'along the far side'];
    return `${capital(lines.map((n, i) => `${pips(n)} ${where[i]}`).join(', '))}.`;
  }
  const total = lines.reduce((sum, n) => sum + n, 0);
  return `${capital(pips(total))} in ${ROWS[lines.length] ?? `${lines.length} rows`}.`;
}

/**
 * The English words of the parts that load after the table (the dialogs, the store's notices,
 * the scoreboard, odds and history panels, the casino shoe's meter): in their chunk, not the
 * first load's.
 * Every other language gives each of them (`LaterWords`).
 */
export const enLater = {
  /** The dialogs. */
  close: (title: string) => `Close ${title}`,
  shortcutsTitle: 'Keyboard shortcuts',
  /** The same help on a touch device: the third-card chart first, the keys after, for a keyboard. */
  helpTitle: 'Help',
  withKeyboard: 'With a keyboard',
  shortcutsKey: 'Key',
  shortcutsDoes: 'Does',
  /** The keyboard help: how each command's keys are named and what it does (the keys themselves are in src/app/commands.ts). */
  shortcuts: {
    deal: ['Enter', 'Deal when no button has the focus (during the deal: show the whole hand at once)'],
    railingUp: ['Up Arrow', 'Railing +$1'],
    railingUpTen: ['Shift + Up Arrow', 'Railing +$10'],
    railingDown: ['Down Arrow', 'Railing −$1'],
    railingDownTen: ['Shift + Down Arrow', 'Railing −$10'],
    betPlayer: ['1 on the keypad, or End', 'Place the railing amount on PLAYER'],
    betBanker: ['2 on the keypad', 'Place the railing amount on BANKER'],
    betTie: ['3 on the keypad, or Page Down', 'Place the railing amount on TIE'],
    betPlayerPair: ['4', 'Place the railing amount on Player Pair (side bets on)'],
    betBankerPair: ['6', 'Place the railing amount on Banker Pair (side bets on)'],
    betDragonPlayer: ['7', 'Place the railing amount on Dragon Bonus Player (side bets on)'],
    betDragonBanker: ['9', 'Place the railing amount on Dragon Bonus Banker (side bets on)'],
    betDragon7: ['5', 'Place the railing amount on Dragon 7 (EZ Baccarat, side bets on)'],
    betPanda8: ['8', 'Place the railing amount on Panda 8 (EZ Baccarat, side bets on)'],
    clearBets: ['Delete', 'Remove all bets from the table'],
    rebet: ['R', 'Rebet: the last hand’s bets again'],
    double: ['X', 'Double every bet on the table'],
    undo: ['Backspace', 'Undo: take back the last chip placed'],
    liftCard: ['Space', 'Squeeze: lift the card being squeezed a step (four open it)'],
    liftEdge: [
      'Left / Right / Up / Down Arrow on the squeezed card',
      'Squeeze: lift the card from the edge the arrow points to, a step a press (another edge starts flat; from an end the corner index shows first)',
    ],
    showShortcuts: ['?', 'Show these keyboard shortcuts'],
    mute: ['M', 'Turn the sound off and on'],
  } satisfies Readonly<Record<Command, readonly [keys: string, does: string]>>,
  shortcutsNote:
    'The top-row 1, 2 and 3 work too on keyboards without a keypad. On a focused button Enter and Space press that button, as on any web page; Tab moves between them. A click or a tap leaves no button focused, so after clicking a spot Enter deals.',
  /** Over the outcomes shown: every hand played (`sinceStart`), or the last of many. */
  statisticsLead: (shown: number, sinceStart: boolean) =>
    sinceStart
      ? `Every outcome so far (${count(shown, { one: 'hand', other: 'hands' })}), oldest first.`
      : `The last ${shown} outcomes, oldest first.`,
  noHandsYet: 'No hands played yet.',
  statisticsBead: (hand: number, coup: ResultOf) => `Hand ${hand}: ${en.result(coup)}`,

  /** Another tab holds the table. */
  elsewhere: 'This table is open in another tab.',
  elsewhereHow:
    'One tab plays at a time, so every hand and every dollar is kept once. Play here to take the table over from the other tab.',
  playHere: 'Play here',

  /** What the table says to the player (the table's notices, src/table/notices.ts):
   * they load with the first one, well before a player has anything to be told. */
  refused: {
    'not-an-amount': 'That is not an amount that can be bet.',
    'below-minimum': `The minimum bet on a spot is ${money(LIMITS.minimumBet)}.`,
    'table-maximum': `Table maximum: all bets together may not exceed ${money(LIMITS.maximumTotal)}.`,
    'not-enough-money': 'Not enough money in the bankroll for that chip.',
    'no-bet': 'Place a bet first: click PLAYER, BANKER or TIE (or press 1, 2, 3).',
    'not-offered': 'This table does not offer that bet: choose it in the Table options.',
  } satisfies Readonly<Record<TableRefusalReason | TableDealRefusal, string>>,
  /** The refusals said otherwise to a player who plays by touch (app/input.ts): tap, and no keys. */
  refusedOnTouch: {
    'no-bet': 'Place a bet first: tap PLAYER, BANKER or TIE.',
  } satisfies Partial<Readonly<Record<TableRefusalReason | TableDealRefusal, string>>>,
  passNotice: 'Pass is used only at multi-player tables; it has no effect in this single-player game.',
  broke: `The bankroll and the table hold less than the ${money(LIMITS.minimumBet)} minimum bet: take a fresh bankroll to play on.`,
  freshBankroll: `A fresh bankroll of ${money(LIMITS.startingBankroll)} is on the table. Good luck!`,
  /** Why a saved table could not be read (notice.ts puts the pieces together). */
  savedAmount: {
    railing: 'the railing',
    startingBankroll: 'the starting bankroll',
    bankroll: 'the bankroll',
  } satisfies Readonly<Record<'railing' | 'startingBankroll' | 'bankroll', string>>,
  balanceAfter: (hand: number) => `the balance after hand ${hand}`,
  savedBet: (bet: Bet, hand: number | null) => `the ${SAVED_BET[bet] ?? bet} bet ${savedWhere(hand)}`,
  saveRefusal: {
    'not-money': (what: string) => `${what} is not an amount of money`,
    'too-much': (what: string) => `${what} is more than any table pays (over ${money(LIMITS.maximumBankroll)})`,
    'bets-break-limits': (hand: number | null) => `the bets ${savedWhere(hand)} break the table limits`,
    'bets-missing': (hand: number | null) => `the bets ${savedWhere(hand)} are missing`,
    'side-bets-unreadable': (hand: number | null) => `the side bets ${savedWhere(hand)} are not readable`,
    'not-a-hand': (hand: number) => `hand ${hand} is not a hand`,
    'no-number': (hand: number) => `hand ${hand} has no number`,
    'out-of-order': (hand: number) => `hand ${hand} is out of order`,
    'no-cards': (hand: number) => `hand ${hand} has no cards`,
    'not-a-card': (hand: number, card: string) => `hand ${hand} has a card that is not one: ${card}`,
    'not-a-coup': (hand: number) => `hand ${hand} is not a coup the rules would deal`,
    'game-not-offered': (hand: number) => `hand ${hand} has a game the table does not offer`,
    'no-bet': (hand: number) => `hand ${hand} had no bet`,
    'shoe-not-a-number': (hand: number) => `hand ${hand} has a shoe that is not a shoe number`,
    'earlier-shoe': (hand: number) => `hand ${hand} comes from an earlier shoe than the hand before it`,
    'balance-does-not-follow': (hand: number) => `the balance after hand ${hand} does not follow from its result`,
    'option-not-offered': (option: 'shoe' | 'decks' | 'game' | 'sideBets' | 'dealSpeed' | 'reveal') =>
      `the ${{ shoe: 'Shoe', decks: 'Decks', game: 'Game', sideBets: 'Side bets', dealSpeed: 'Deal speed', reveal: 'Reveal' }[option]} option is not one the table offers`,
    'unknown-version': (version: string) => `the save has an unknown version (${version})`,
    'shoe-unreadable': (detail: string) => `the shoe cannot be read: ${detail}`,
    'not-json': 'the save is not valid JSON',
    'not-a-table': 'the save is not a table',
    'variants-unreadable': 'the side bets and games could not be read without their rules',
    'settings-missing': 'the settings are missing',
    'settings-unreadable': 'the settings are not readable',
    'language-unknown': 'the language is not one the table speaks',
    'shoe-no-number': 'the shoe has no number',
    'casino-unreadable': 'the casino shoe could not be read without its rules',
    'shoe-mismatch': 'the shoe does not match the table options',
    'hand-from-later-shoe': 'a hand comes from a shoe after the one on the table',
    'shoe-hands-mismatch': 'the hands of the shoe on the table do not match it',
    'shoe-cards-mismatch': 'the hands of the shoe on the table are not the cards it dealt',
    'shoe-not-last': 'the shoe on the table is not the one the last hand came from',
    'railing-outside': 'the railing is outside $5–$300',
    'history-missing': 'the hand history is missing',
    'scoreboard-start': 'the scoreboard start is not a hand number',
    'bankroll-mismatch': 'the bankroll and the bets do not match the last hand',
    'side-bet-not-offered': 'a side bet on the table is not one the table offers',
  } satisfies Record<SaveRefusal['key'], unknown>,
  corruptSave: (reason: string) =>
    `Your saved table could not be read (${reason}), so a fresh table with ${money(LIMITS.startingBankroll)} is ready.`,
  betweenHands: 'The shoe and the decks change between hands: finish this one first.',
  gameBetweenHands: 'The game and the side bets change between hands: finish this one first.',
  betsReturned: (bets: readonly Bet[], amount: Cents) =>
    `This table does not offer ${bets.map((bet) => en.bet[bet]).join(', ')}: ${money(amount)} went back to the bankroll.`,
  unknownOptions: (named: readonly string[]) =>
    `The address asks for ${named.join(' and ')}, which this table does not offer; the table plays on as it was.`,
  refusedBankroll: (written: string) =>
    `The address asks for a bankroll of “${written}”: a bankroll is whole dollars, up to ${money(LIMITS.maximumBankroll)}, so the table plays on with its own.`,
  /** The announcer's commentary (src/table/announcements.ts), for screen readers. */
  announceBets: (bets: readonly (readonly [Bet, Cents])[], bankroll: Cents) =>
    `${bets.map(([bet, amount]) => (amount === 0 ? `No bet on ${en.bet[bet]}` : `${en.bet[bet]} ${money(amount)}`)).join(', ')}, bankroll ${money(bankroll)}`,
  announceCleared: (bankroll: Cents) => `Bets cleared, bankroll ${money(bankroll)}`,
  /** Undo: the chips taken back, each from its spot ("Took back $5.00 from Banker"). */
  announceTookBack: (chips: readonly (readonly [Bet, Cents])[], bankroll: Cents) =>
    `Took back ${chips.map(([bet, amount]) => `${money(amount)} from ${en.bet[bet]}`).join(' and ')}, bankroll ${money(bankroll)}`,
  announceCard: (hand: Hand, card: string, total: number) => `${en.bet[hand]}: ${card}, total ${total}`,
  announceSound: (on: boolean): string => (on ? 'Sound on' : 'Sound off'),
  announceChip: (cents: Cents) => `Chip ${money(cents)}`,
  noLastHand: 'Rebet places the last hand’s bets again: no hand has been dealt yet.',
  rebetOnTable: 'The last hand’s bets are already on the table.',
  nothingToUndo: 'No chip to take back: nothing has been placed since the last hand.',
  rulesUnavailable:
    'That needs a part of the game that could not be loaded (are you offline?). Nothing has changed; try again.',
  chipsNeedMore: (amount: Cents) => `Not enough money in the bankroll for these chips: they come to ${money(amount)}.`,

  /** Why the dealer drew: the line under the hands, and the third-card chart in the keyboard help. */
  drawReason,
  thirdCardTitle: 'Third-card rules',
  thirdCardNote:
    'Player draws on 0–5 and stands on 6–7; a natural (8 or 9 on two cards) stands both hands. Banker reads the chart: its two-card total down the side, Player’s third card across; D draws, S stands.',
  chartBanker: 'Banker',
  chartPlayerStood: 'Player stood',
  chartMark: { draws: 'D', stands: 'S' } satisfies Readonly<Record<'draws' | 'stands', string>>,
  /** The marks as a screen reader says them (the letters alone read as letters). */
  chartMarkSpoken: { draws: 'draws', stands: 'stands' } satisfies Readonly<Record<'draws' | 'stands', string>>,
  decidedLastHand: ' (decided the last hand)',

  /** The table options dialog. */
  optionsLead: (dealing: boolean): string =>
    dealing
      ? 'The options change between hands: wait for this one to finish.'
      : 'Options change between hands; a new shoe or decks means a new shoe.',
  shoeOption: 'Shoe',
  shoeKind: {
    fresh: ['Fresh shoe every hand', 'The original game: every hand is dealt from a newly shuffled shoe.'],
    casino: [
      'Casino shoe',
      'Shuffled once, burned, and dealt down to the cut card, 14 cards from the end; the roads and the odds follow the shoe.',
    ],
  } satisfies Readonly<Record<ShoeKind, readonly [name: string, about: string]>>,
  decksOption: 'Decks',
  decks: (decks: number) => `${decks} decks (${decks * 52} cards)`,
  gameOption: 'Game',
  gameAbout: {
    'punto-banco': 'The original game: Banker wins pay 1 to 1 less 5% commission.',
    ez: 'No commission; a Banker win with a three-card 7 pushes. Adds the Dragon 7 and Panda 8 side bets.',
    'no-commission': 'No commission; a Banker win with 6 pays 1 to 2.',
  } satisfies Readonly<Record<Game, string>>,
  sideBetsOption: 'Side bets',
  sideBetsOn: 'On: pairs and Dragon Bonus (and Dragon 7, Panda 8 in EZ Baccarat)',
  sideBetsOff: 'Off',
  dealSpeedOption: 'Deal speed',
  dealSpeeds: { slow: 'Slow', normal: 'Normal', fast: 'Fast', instant: 'Instant' } satisfies Readonly<
    Record<DealSpeed, string>
  >,
  reducedMotionNote:
    'Your device asks for reduced motion, so every hand is shown at once, whatever the speed (a squeeze is still yours to open).',
  revealOption: 'Reveal',
  reveal: {
    deal: ['Deal', 'The original game: each card turns face up as it is dealt.'],
    squeeze: [
      'Squeeze',
      'The cards come face down and you open them, edge by edge: drag a card, or press Space; Enter opens the whole hand.',
    ],
  } satisfies Readonly<Record<Reveal, readonly [name: string, about: string]>>,

  /** The squeeze: the card being opened, and what its lifted edge shows. */
  squeezeCard: (hand: string, nth: number) =>
    `${hand}, ${['first', 'second', 'third'][nth - 1] ?? nth} card, face down`,
  squeezeHint,
  /** The sound, in the same dialog: a preference of this device, not an option of the table. */
  soundOption: 'Sound',
  playSounds: 'Play sounds',
  soundAbout:
    'Cards, chips and a soft chime for a win, made in the browser. They start after your first click or key press; M turns them off and on.',
  volume: 'Volume',
  volumeLevel: (volume: number) => `${volume}%`,

  /** The casino shoe's meter on the felt. */
  shoeName: (shoe: number) => `Shoe ${shoe}`,
  shoeFigures: (shoe: number, hand: number, cardsLeft: number, toCut: number) =>
    `Shoe ${shoe} · hand ${hand} · ${count(cardsLeft, { one: 'card', other: 'cards' })} left · ${toCut > 0 ? `${toCut} to the cut card` : 'the cut card is out'}`,
  /** The burn card's tooltip: the card notation in English (`KD`), the card's name in Chinese. */
  cardNotation: formatCard,
  lastHandOfShoe: ' Last hand of the shoe',
  shoeFinished: ' Shoe finished: the next Deal shuffles a new one',
  burnCard: 'Burn card ',
  burnedFaceDown: (burned: number) => `, ${count(burned, { one: 'card', other: 'cards' })} burned face down`,

  /** The panels. */
  panelsName: 'Scoreboard, odds and history',
  panel: { scoreboard: 'Scoreboard', odds: 'Odds', history: 'History' } satisfies Readonly<
    Record<'scoreboard' | 'odds' | 'history', string>
  >,

  /** The scoreboard and its roads. */
  scoreboardNote: (casino: boolean): string =>
    casino
      ? 'A record of this shoe, not a prediction: what the next coup deals depends only on the cards left in the shoe.'
      : 'A record of what happened, not a prediction: the shoe is shuffled before every hand.',
  beadPlate: 'Bead Plate',
  bigRoad: 'Big Road',
  road: ROAD,
  /** The marks of the bead plate and the Statistics beads: one letter in English, the character in Chinese. */
  beadMark: { player: 'P', banker: 'B', tie: 'T' } satisfies Readonly<Record<Winner, string>>,
  newScoreboard: 'New scoreboard',
  roadScrollable: (title: string) => `${title}, scrollable`,
  roadSummary: (title: string, marks: number, latest: RoadMark | null) =>
    latest === null
      ? `${title}: no marks yet`
      : `${title}: ${count(marks, { one: 'mark', other: 'marks' })}, the latest ${MARK[latest]}`,
  /** A road's text alternative (roadText.ts puts the pieces together). */
  roadEmpty: 'No marks yet.',
  roadFromStart: (handsOnRoad: number | null) =>
    handsOnRoad === null ? 'Oldest first.' : `${hands(handsOnRoad)}, oldest first.`,
  roadWindow: (first: number, last: number, hidden: number) =>
    `The newest columns, ${first} to ${last}, as drawn; the ${count(hidden, { one: 'earlier column is', other: 'earlier columns are' })} not read.`,
  roadColumnHands: (column: number, marks: readonly RoadMark[]) =>
    `Column ${column}: ${marks.map((m) => MARK[m]).join(', ')}.`,
  roadColumnStreak: (
    column: number,
    mark: RoadMark,
    length: number,
    ties: number,
    tail: { readonly length: number; readonly row: number } | null,
  ) =>
    `Column ${column}: ${MARK[mark]} ${length}${ties > 0 ? `, ${count(ties, { one: 'tie', other: 'ties' })}` : ''}${tail === null ? '' : `, the last ${tail.length} along row ${tail.row}`}.`,
  joinSentences: (sentences: readonly string[]) => sentences.join(' '),
  /** The Bead Plate's pair dots read out: "Pairs: hand 3, a Banker pair; hand 7, both pairs." */
  roadPairs: (
    pairs: readonly { readonly hand: number; readonly playerPair: boolean; readonly bankerPair: boolean }[],
  ) =>
    `Pairs: ${pairs.map((p) => `hand ${p.hand}, ${p.playerPair && p.bankerPair ? 'both pairs' : p.playerPair ? 'a Player pair' : 'a Banker pair'}`).join('; ')}.`,

  /** The Ask roads. */
  askRoads: 'Ask roads',
  ask: { banker: 'Banker Ask', player: 'Player Ask' } satisfies Readonly<Record<'banker' | 'player', string>>,
  nextCoup: (percent: string) => `${percent} next coup`,
  askNote: (tie: string) =>
    `The marks are certain arithmetic; the result is chance (a tie, ${tie}, adds no mark). Red marks are solid, blue ones hollow. `,
  askChancesFresh: (decks: number) => `Chances from a fresh ${decks}-deck shoe.`,
  askChancesNewShoe: 'The next hand starts a new shoe and fresh roads.',
  askChancesShoe: (seen: number, shoe: number) => `Chances from the ${seen} cards seen in shoe ${shoe}.`,
  askSaid: (result: 'banker' | 'player', marks: Readonly<Record<DerivedRoad, 'red' | 'blue' | null>>) =>
    `If ${en.outcome[result]} wins next: ${(['bigEyeBoy', 'smallRoad', 'cockroachPig'] as const).map((road) => `${ROAD[road]} ${marks[road] ?? 'no mark'}`).join(', ')}.`,

  /** The odds panel. */
  oddsCaptionFresh: (decks: number) => `Exact odds of one coup from a fresh ${decks}-deck shoe`,
  oddsCaptionShoe: (shoe: number, seen: number) =>
    seen === 0
      ? `Exact odds of the next coup from shoe ${shoe}, a new shoe: no card of it seen yet`
      : `Exact odds of the next coup from shoe ${shoe}, counting the ${count(seen, { one: 'card', other: 'cards' })} seen`,
  oddsOutcome: 'Outcome',
  oddsProbability: 'Probability',
  oddsEdge: 'House edge of the bet',
  edgeAt: { player: ' at even money', tie: ' at 8 to 1' } satisfies Readonly<Record<'player' | 'tie', string>>,
  /** What each game's Banker bet is, beside its house edge, with the chance of its special line when known. */
  bankerTerms: (game: Game, special: string | null): string => {
    const chance = special === null ? '' : ` (${special})`;
    return {
      'punto-banco': ' at 5% commission',
      ez: ` no commission; a win with a three-card 7${chance} pushes`,
      'no-commission': ` no commission; a win with 6${chance} pays 1 to 2`,
    }[game];
  },
  /** Each side bet's paytable. */
  sideBetOdds: 'Side bets: every line of each paytable, for the same coup',
  houseEdgeOf: ': house edge ',
  paytableLine: {
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
  } satisfies Readonly<Record<PaytableLine, string>>,
  /** What a line pays as a table writes it: "11 to 1", "1 to 2", "push", "loses". */
  paysLine: (pays: Pays): string => (pays.num === 0n ? 'push' : pays.num < 0n ? 'loses' : `${pays.num} to ${pays.den}`),
  yourBets: 'Your bets this hand',
  noBetsOdds: 'No bets on the table. Each bet placed shows its expected value here.',
  /** "$10.00 on Banker: expected value −$0.11 (1.06% edge, commission $0.50 on a win)", in pieces around the figure in bold. */
  evBefore: (stake: string, bet: Bet) => `${stake} on ${en.bet[bet]}: expected value `,
  evAfter: (edge: string, commission: string | null) =>
    ` (${edge} edge${commission === null ? '' : `, commission ${commission} on a win`})`,
  commissionHint: (
    stake: string,
    edge: string,
    alternatives: readonly { stake: string; commission: string; edge: string }[],
  ) =>
    `Banker commission is rounded up to $0.25, so ${stake} carries a ${edge} edge. ${alternatives.map((a) => `${a.stake} pays ${a.commission} (${a.edge})`).join('; ')}.`,

  /** What a casino shoe adds to the odds. */
  sinceShoeBegan: 'Since the shoe began',
  shoeSummary: (shoe: number, favoured: number, of: number) =>
    `Shoe ${shoe} is finished: a bet was in the player’s favour on ${hands(favoured)} of ${of}. The next Deal shuffles a new shoe.`,
  shoeChange: (bet: Winner, probability: string, change: string, edge: string, edgeChange: string) =>
    `${en.outcome[bet]}: probability ${probability} (${change} points), house edge ${edge} (${edgeChange} points)`,
  inPlayerFavour: ' in the player’s favour',
  cardsSeen: 'Cards seen',
  cardsSeenCaption: 'Cards of each rank seen and still unseen',
  rank: 'Rank',
  seen: 'Seen',
  unseen: 'Unseen',
  unseenSplit: (unseen: number, left: number, burned: number) =>
    `${unseen} unseen: ${left} left in the shoe and ${count(burned, { one: 'card', other: 'cards' })} burned face down`,
  edgeByHand: 'House edge hand by hand',
  edgeChartEmpty: 'The chart starts after the shoe’s first hand.',
  edgeChart: (bet: Winner, favoured: number) =>
    `${en.outcome[bet]} house edge through the shoe, ${favoured === 0 ? 'never in the player’s favour' : `in the player’s favour on ${hands(favoured)}`}`,

  /** The history panel. */
  historyHands: 'Hands',
  historyNet: 'Net',
  exportCsv: 'Export CSV',
  exportJson: 'Export JSON',
  handsPlayed: 'Hands played, newest first',
  /** Drawn (not read: the history is a scrollable region) while the history's table runs past its box. */
  scrollSideways: 'Scroll sideways →',
  historyColumns: {
    hand: '#',
    player: 'Player',
    banker: 'Banker',
    winner: 'Winner',
    bets: 'Bets',
    net: 'Net',
  } satisfies Readonly<Record<'hand' | 'player' | 'banker' | 'winner' | 'bets' | 'net', string>>,
  historyShoe: (shoe: number) => ` shoe ${shoe}`,
  historyNatural: ' (natural)',
  historyBet: (spot: Winner, amount: string) => `${en.outcome[spot]} ${amount}`,
  /** A side bet's cell: "+$55.00 on $5.00". */
  sideBetStake: (stake: string) => `on ${stake}`,
  olderHands: (older: number) => `${count(older, { one: 'older hand', other: 'older hands' })} not shown. `,
  showMore: (more: number) => `Show ${more} more`,
  chartEmpty: 'The bankroll chart starts with the first hand.',
  chartLabel: (from: string, to: string, handsPlayed: number) =>
    `Bankroll over the session: from ${from} to ${to} in ${hands(handsPlayed)}`,
  /** The CSV export's header row; English keeps the column keys, which are also the JSON export's keys. */
  csvHeaders: {
    hand: 'hand',
    player: 'player',
    banker: 'banker',
    playerTotal: 'playerTotal',
    bankerTotal: 'bankerTotal',
    winner: 'winner',
    natural: 'natural',
    betPlayerCents: 'betPlayerCents',
    betBankerCents: 'betBankerCents',
    betTieCents: 'betTieCents',
    commissionCents: 'commissionCents',
    netCents: 'netCents',
    balanceAfterCents: 'balanceAfterCents',
    shoe: 'shoe',
    scoreboard: 'scoreboard',
    game: 'game',
  } satisfies Readonly<Record<HistoryColumn, string>>,
  csvSideBet: (bet: SideBet, part: 'stake' | 'net') => sideBetColumns(bet)[part === 'stake' ? 0 : 1],
};

/** The words every language gives for the parts that load later. */
export type LaterWords = typeof enLater;

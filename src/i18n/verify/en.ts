/** The committed shoe's words in English; the keys every language gives. */
import type { CardRole } from '../../rules/verifyShoe';

export interface VerifyWords {
  readonly pageTitle: string;
  readonly intro: string;
  /** The one honest sentence (README too): what a game on the player's own machine can and cannot prove. */
  readonly honest: string;
  readonly language: string;
  readonly exportLabel: string;
  readonly chooseFile: string;
  readonly verify: string;
  readonly checking: string;
  readonly verified: (shoes: number) => string;
  readonly notVerified: string;
  readonly problems: string;
  readonly shoeChecked: (shoe: number, cards: number, hands: number) => string;
  readonly shoeInPlay: (shoe: number) => string;
  readonly shoeWrong: (shoe: number) => string;
  readonly cardByCard: string;
  readonly cardLine: (at: number, dealt: string, committed: string | null, role: CardRole) => string;
  /** Every hand's money settled again (verifyShoe's MoneyCheck). */
  readonly moneyChecked: (hands: number) => string;
  readonly moneyDiffers: (hand: number) => string;
  /** The commitment the seed hashes to, and the one the player noted before the first bet. */
  readonly commitmentChecked: string;
  readonly notedLabel: string;
  readonly notedMatches: string;
  readonly notedDiffers: string;
  /** Links between the game's reveal and verify.html. */
  readonly toVerifyPage: string;
  readonly toTable: string;
  /** In the game. */
  readonly commitment: string;
  readonly commitmentOf: (shoe: number, short: string) => string;
  readonly commitmentFull: string;
  readonly cut: string;
  readonly cutHint: string;
  readonly cutRefused: string;
  readonly cutNotUsed: (typed: string, used: string) => string;
  readonly cutWasUsed: (typed: string, used: string) => string;
  readonly copy: string;
  readonly copied: string;
  readonly noteIt: string;
  readonly revealed: (shoe: number) => string;
  readonly serverSeed: string;
  readonly playAgain: string;
  readonly close: string;
}

export const words: VerifyWords = {
  pageTitle: 'Check a committed shoe',
  intro:
    "Paste or drop the history's JSON export of a casino shoe. This page recomputes each revealed shoe from its server seed and your cut — its commitment and every card — on this device, without the network.",
  honest:
    'A game running on your own machine cannot hide its seed from developer tools; what this proves is that the shoe was fixed before the cut and the first bet, and never changed with the bets.',
  language: 'Language',
  exportLabel: "The history's JSON export",
  chooseFile: 'Or choose the file',
  verify: 'Verify',
  checking: 'Checking…',
  verified: (shoes) => `Verified: ${shoes === 1 ? '1 shoe' : `${shoes} shoes`}, every card dealt as committed.`,
  notVerified: 'Not verified.',
  problems: 'What is wrong',
  shoeChecked: (shoe, cards, hands) =>
    `Shoe ${shoe}: the seed hashes to the commitment; ${cards === 1 ? '1 card' : `${cards} cards`} as committed; ${hands === 1 ? '1 hand' : `${hands} hands`} replayed.`,
  shoeInPlay: (shoe) => `Shoe ${shoe}: still in play, its seed is secret until its last coup.`,
  shoeWrong: (shoe) => `Shoe ${shoe}: not as committed.`,
  cardByCard: 'Card by card',
  cardLine: (at, dealt, committed, role) => {
    const card =
      role === 'burn'
        ? `Card ${at}, the burn card (shown)`
        : role === 'burned'
          ? `Card ${at}, burned face down`
          : `Card ${at}`;
    return committed === dealt
      ? `${card}: ${dealt}, as committed`
      : `${card}: ${dealt} dealt, but ${committed ?? 'no card'} committed`;
  },
  moneyChecked: (hands) =>
    `Money: ${hands === 1 ? '1 hand' : `${hands} hands`} settled again from ${hands === 1 ? 'its' : 'their'} cards and stakes by the table's own settlement, as exported.`,
  moneyDiffers: (hand) =>
    `Money: hand ${hand} is the first whose money differs from the table's settlement of its cards and stakes.`,
  commitmentChecked: 'Commitment, which the seed hashes to:',
  notedLabel: 'The commitment you noted before the first bet',
  notedMatches: 'Matches: this is the shoe whose commitment you were shown before the first bet.',
  notedDiffers: 'Does not match: this is not the shoe whose commitment you noted.',
  toVerifyPage: 'Check an export on the verify page',
  toTable: 'Back to the table',
  commitment: 'Commitment',
  commitmentOf: (shoe, short) => `Shoe ${shoe} commitment ${short}…`,
  commitmentFull: 'SHA-256 of the shoe’s secret seed, fixed before the first bet:',
  cut: 'Your cut',
  cutHint: 'Type your own before the first deal of the shoe: 1 to 32 letters, digits, - or _.',
  cutRefused: 'A cut is 1 to 32 letters, digits, - or _.',
  cutNotUsed: (typed, used) => `“${typed}” is not a cut (1 to 32 letters, digits, - or _): Deal uses ${used}.`,
  cutWasUsed: (typed, used) => `Dealt with the cut ${used}: “${typed}” is not a cut.`,
  copy: 'Copy',
  copied: 'Copied',
  noteIt: 'Note it somewhere before your first bet: when the shoe ends, compare it with the one revealed.',
  revealed: (shoe) => `Shoe ${shoe} is over: its seed is revealed.`,
  serverSeed: 'Seed',
  playAgain: 'Play this shoe again',
  close: 'Close',
};

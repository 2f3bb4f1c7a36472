import { readFileSync } from 'node:fs';
import { describe, expect, it, test } from 'vitest';
import { COMMANDS } from '../../src/app/commands';
import type { Command } from '../../src/table/commands';
import type { Catalogue } from '../../src/i18n/catalogue';
import { en } from '../../src/i18n/en';
import { enLater } from '../../src/i18n/enLater';
import { formats } from '../../src/i18n/format';
import { preferredLanguage, savedLanguage } from '../../src/i18n/languages';
import { noticeText } from '../../src/i18n/notice';
import { catalogue as zhHans } from '../../src/i18n/zh-Hans';
import { catalogue as zhHant } from '../../src/i18n/zh-Hant';
import {
  BETS,
  cents,
  fraction,
  coupFromCards,
  GAMES,
  LIMITS,
  parseCards,
  WINNERS,
  type Card,
  type Cents,
} from '../../src/rules';
import type { Notice } from '../../src/table/notices';

/** English's title and description are index.html's own. */
const page = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const english: Catalogue = {
  words: en,
  later: enLater,
  head: {
    title: /<title>([^<]*)<\/title>/.exec(page)![1]!,
    description: /name="description"\s+content="([^"]*)"/.exec(page)![1]!,
  },
};
const CATALOGUES = { en: english, 'zh-Hans': zhHans, 'zh-Hant': zhHant } as const;

/**
 * Sample arguments for every function in the catalogue, by key: each call must give words,
 * and each argument must change them (a parameter the words leave out is a bug).
 */
const coup = coupFromCards(parseCards('9H 7S KD 3C'))!; // Player 9 to 0, a natural
const card: Card = parseCards('QS')[0]!;
const SAMPLES: Record<string, readonly (readonly unknown[])[]> = {
  money: [[cents(123450)]],
  signed: [[cents(1000)]],
  limits: [
    [8, false],
    [6, true],
  ],
  handName: [['◆']],
  natural: [[9]],
  cardName: [[card]],
  cardNotation: [[card]],
  score: [[coup]],
  result: [[coup]],
  resultLine: [[coup]],
  tiePushes: [[coupFromCards(parseCards('8H 8S KD KC'))!]], // a tie of naturals
  sideBetsMoney: [[[{ bet: 'dragon-7', net: cents(-500) }]]],
  handMoney: [[{ net: 'win', amount: cents(1000), bankroll: cents(101000) }]],
  spotResult: [[{ result: 'win', net: cents(950), commission: cents(50), stake: cents(1000), staysOnSpot: cents(0) }]],
  spotLabel: [
    ['◆', '◇', cents(1000), '◆◇'],
    ['◆', '◇', null, null],
  ],
  railingAmount: [[cents(2500)], [null]],
  close: [['◆']],
  statisticsLead: [[3, true]],
  statisticsBead: [[7, coup]],
  corruptSave: [['◆']],
  roadPairs: [
    [
      [
        { hand: 3, playerPair: false, bankerPair: true },
        { hand: 7, playerPair: true, bankerPair: true },
      ],
    ],
  ],
  bankerTerms: [
    ['ez', '7.60%'],
    ['no-commission', null],
    ['punto-banco', null],
  ],
  paysLine: [[fraction(11n)], [fraction(1n, 2n)], [fraction(0n)], [fraction(-1n)]],
  sideBetStake: [['$5.00']],
  csvSideBet: [
    ['player-pair', 'stake'],
    ['dragon-7', 'net'],
  ],
  balanceAfter: [[3]],
  savedBet: [
    ['banker', 2],
    ['dragon-7', null],
  ],
  'not-money': [['◆']],
  'too-much': [['◆']],
  'bets-break-limits': [[2], [null]],
  'bets-missing': [[2], [null]],
  'side-bets-unreadable': [[2], [null]],
  'not-a-hand': [[2]],
  'no-number': [[2]],
  'out-of-order': [[2]],
  'no-cards': [[2]],
  'not-a-card': [[2, '◆']],
  'not-a-coup': [[2]],
  'game-not-offered': [[2]],
  'no-bet': [[2]],
  'shoe-not-a-number': [[2]],
  'earlier-shoe': [[2]],
  'balance-does-not-follow': [[2]],
  'option-not-offered': [['shoe'], ['decks'], ['game'], ['sideBets']],
  'unknown-version': [['99']],
  'shoe-unreadable': [['◆']],
  betsReturned: [[['panda-8'], cents(500)]],
  unknownOptions: [[['◆=1']]],
  refusedBankroll: [['◆']],
  announceBets: [
    [[['banker', cents(2500)]], cents(97500)],
    [
      [
        ['player', cents(0)],
        ['tie', cents(500)],
      ],
      cents(100000),
    ],
  ],
  announceCleared: [[cents(100000)]],
  announceTookBack: [
    [[['banker', cents(500)]], cents(100000)],
    [
      [
        ['player', cents(500)],
        ['dragon-7', cents(1000)],
      ],
      cents(98500),
    ],
  ],
  announceCard: [['player', '◆', 7]],
  announceSound: [[true], [false]],
  announceChip: [[cents(600)]],
  squeezeCard: [['◆', 2]],
  chipsNeedMore: [[cents(2500)]],
  squeezeHint: [
    [{ picture: false, edge: 'side', lines: [2] }],
    [null],
    [{ picture: true, edge: 'side' }],
    [{ picture: true, edge: 'end' }],
    [{ picture: false, edge: 'side', lines: [] }],
    [{ picture: false, edge: 'side', lines: [0, 1, 2] }],
    [{ picture: false, edge: 'end', lines: [2, 1] }],
  ],
  drawReason: [
    [{ kind: 'bothNaturals', player: 8, banker: 9 }],
    [{ kind: 'natural', hand: 'banker', points: 9 }],
    [{ kind: 'drawn', player: 7, playerDraws: false, banker: 5, bankerDraws: true, why: { by: 'playerStood' } }],
    [{ kind: 'drawn', player: 7, playerDraws: false, banker: 6, bankerDraws: false, why: { by: 'playerStood' } }],
    [{ kind: 'drawn', player: 4, playerDraws: true, banker: 2, bankerDraws: true, why: { by: 'low' } }],
    [{ kind: 'drawn', player: 4, playerDraws: true, banker: 7, bankerDraws: false, why: { by: 'seven' } }],
    [
      {
        kind: 'drawn',
        player: 4,
        playerDraws: true,
        banker: 5,
        bankerDraws: false,
        why: { by: 'thirdCard', third: { rank: 'K', points: 0, pointsDiffer: true }, on: { from: 4, to: 7 } },
      },
    ],
    [
      {
        kind: 'drawn',
        player: 4,
        playerDraws: true,
        banker: 3,
        bankerDraws: true,
        why: { by: 'thirdCard', third: { rank: 'A', points: 1, pointsDiffer: true }, on: { except: [8] } },
      },
    ],
  ],
  optionsLead: [[true], [false]],
  decks: [[8]],
  shoeName: [[3]],
  shoeFigures: [
    [2, 17, 300, 12],
    [2, 17, 300, 0],
  ],
  burnedFaceDown: [[7]],
  scoreboardNote: [[true], [false]],
  roadScrollable: [['◆']],
  roadSummary: [
    ['◆', 12, 'banker'],
    ['◆', 0, null],
  ],
  roadFromStart: [[12], [null]],
  roadWindow: [[5, 130, 4]],
  roadColumnHands: [[3, ['banker', 'tie']]],
  roadColumnStreak: [[7, 'banker', 8, 1, { length: 2, row: 6 }]],
  joinSentences: [[['◆。', '◇。']]],
  nextCoup: [['45.86%']],
  askNote: [['9.52%']],
  askChancesFresh: [[8]],
  askChancesShoe: [[21, 2]],
  askSaid: [['banker', { bigEyeBoy: 'red', smallRoad: 'blue', cockroachPig: null }]],
  oddsCaptionFresh: [[8]],
  oddsCaptionShoe: [
    [2, 21],
    [3, 0],
  ],
  unseenSplit: [[319, 313, 6]],
  evBefore: [['$6.00', 'banker']],
  evAfter: [
    ['2.59%', '$0.50'],
    ['1.24%', null],
  ],
  commissionHint: [['$6.00', '2.59%', [{ stake: '$5.00', commission: '$0.25', edge: '1.06%' }]]],
  shoeSummary: [[3, 2, 61]],
  shoeChange: [['banker', '45.86%', '+0.010', '1.058%', '−0.002']],
  edgeChart: [
    ['tie', 0],
    ['tie', 3],
  ],
  historyShoe: [[4]],
  historyBet: [['player', '$5.00']],
  olderHands: [[120]],
  showMore: [[100]],
  chartLabel: [['$1,000.00', '$1,250.00', 40]],
  volumeLevel: [[70]],
};

/** Every string a catalogue gives, with where it came from: plain strings, and every function called on its samples. */
function* strings(value: unknown, path: string): Generator<[path: string, text: string]> {
  if (typeof value === 'string') yield [path, value];
  else if (typeof value === 'function') {
    const key = path.split('.').pop()!;
    const samples = SAMPLES[key];
    if (samples === undefined) throw new Error(`no sample arguments for ${path}`);
    for (const args of samples)
      yield* strings((value as (...a: readonly unknown[]) => unknown)(...args), `${path}(${args.length})`);
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* strings(item, `${path}[${i}]`);
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) yield* strings(v, `${path}.${k}`);
  }
}

/** Latin letters a Chinese table may show: card ranks, the names printed on the keys the help names, and the export formats. */
const ALLOWED_LATIN = new Set([
  'A',
  'J',
  'Q',
  'K',
  'Enter',
  'Shift',
  'Delete',
  'End',
  'Page',
  'Down',
  'Tab',
  'CSV',
  'JSON',
  'R',
  'X',
  'Backspace',
  'M',
]);
/** Parameters a language may leave out, with the reason. */
const UNUSED_PARAMETERS: Record<string, string> = {
  // The casino shoe reader's reasons (from the rules) are English diagnostics: a Chinese table says the shoe could not be read, not why.
  'later.saveRefusal.shoe-unreadable': 'zh',
};

/** Every function in a catalogue part, with its path: `later.saveRefusal.not-money`. */
function functions(
  value: object,
  path: string,
): [path: string, key: string, fn: (...a: readonly unknown[]) => unknown][] {
  return Object.entries(value).flatMap(([key, v]) =>
    typeof v === 'function'
      ? [[`${path}.${key}`, key, v]]
      : typeof v === 'object' && v !== null && !Array.isArray(v)
        ? functions(v, `${path}.${key}`)
        : [],
  );
}

describe.each(Object.entries(CATALOGUES))('the %s catalogue', (language, catalogue) => {
  const all = [
    ...strings(catalogue.words, 'words'),
    ...strings(catalogue.later, 'later'),
    ...strings(catalogue.head, 'head'),
  ];

  // That it gives every key English defines, and no other: tests/i18n/words.test.ts, with every word set.
  it('has no empty words', () => {
    for (const [path, text] of all) expect(text.trim(), path).not.toBe('');
  });

  it('uses every parameter: changing any argument changes the words', () => {
    for (const part of ['words', 'later'] as const) {
      for (const [path, key, value] of functions(catalogue[part], part)) {
        if (language !== 'en' && UNUSED_PARAMETERS[path] === 'zh') continue;
        const [args] = SAMPLES[key]!;
        const base = JSON.stringify(value(...args!));
        args!.forEach((_, i) => {
          const changed = args!.map((a, j) => (j === i ? other(a) : a));
          expect(JSON.stringify(value(...changed)), `${path}, parameter ${i + 1}`).not.toBe(base);
        });
      }
    }
  });

  it('names every bet, outcome, game and key', () => {
    for (const bet of BETS) expect(catalogue.words.bet[bet]).toBeTruthy();
    for (const w of WINNERS) expect(catalogue.words.outcome[w]).toBeTruthy();
    for (const g of GAMES) expect(catalogue.later.gameAbout[g]).toBeTruthy();
    for (const command of Object.keys(COMMANDS) as Command[])
      expect(catalogue.later.shortcuts[command]).toHaveLength(2);
  });

  if (language !== 'en') {
    it('leaves no English word in Chinese, but for card ranks, key names and the export formats', () => {
      for (const [path, text] of all) {
        const latin = (text.match(/[A-Za-z]+/g) ?? []).filter((word) => !ALLOWED_LATIN.has(word));
        expect(latin, `${path}: ${text}`).toEqual([]);
      }
    });
  }
});

/** A different argument of the same kind, to see that the words follow it. */
function other(value: unknown): unknown {
  if (typeof value === 'number') return value + 3;
  if (typeof value === 'boolean') return !value;
  if (value === 'shoe') return 'decks';
  if (value === 'ez') return 'no-commission';
  if (value === 'stake') return 'net';
  if (value === 'player-pair') return 'banker-pair';
  if (typeof value === 'object' && value !== null && 'num' in value) return fraction(25n);
  if (typeof value === 'string') return `${value}◇`;
  if (value === null) return 7;
  if (Array.isArray(value)) return [...value, value[0]];
  if (typeof value === 'object') {
    if ('suit' in value) return parseCards('7H')[0];
    if ('playerTotal' in value) return coupFromCards(parseCards('2H 3S 4D 4C'))!;
    if ('bigEyeBoy' in value) return { bigEyeBoy: 'blue', smallRoad: 'red', cockroachPig: 'red' };
    if ('bankroll' in value) return { net: 'lose', amount: cents(2000), bankroll: cents(99000) };
    if ('result' in value) return { result: 'lose', stake: cents(500) };
    if ('length' in value) return { length: 3, row: 5 };
    if ('picture' in value) return { picture: false, edge: 'end', lines: [1, 2, 2] };
    if ('kind' in value)
      return value.kind === 'natural'
        ? { kind: 'bothNaturals', player: 9, banker: 8 }
        : { kind: 'natural', hand: 'player', points: 8 };
  }
  throw new Error(`no other value for ${JSON.stringify(value)}`);
}

describe('the English words', () => {
  it('name cards for people: 7 of Hearts, Queen of Spades, Ace of Clubs', () => {
    expect(parseCards('7H QS AC 10D').map(en.cardName)).toEqual([
      '7 of Hearts',
      'Queen of Spades',
      'Ace of Clubs',
      '10 of Diamonds',
    ]);
  });

  it('say every notice of the store', () => {
    const notices: Notice[] = [
      { key: 'refused', reason: 'no-bet' },
      { key: 'pass' },
      { key: 'broke' },
      { key: 'freshBankroll' },
      { key: 'corruptSave', reason: { key: 'not-json' } },
      { key: 'corruptSave', reason: { key: 'not-money', amount: { of: 'bet', bet: 'banker', hand: null } } },
      { key: 'corruptSave', reason: { key: 'not-a-card', hand: 2, card: 'XX' } },
      { key: 'betweenHands' },
      { key: 'gameBetweenHands' },
      { key: 'betsReturned', bets: ['panda-8', 'dragon-7'], amount: cents(1000) },
      { key: 'unknownOptions', named: ['shoe=tiny', 'lang=fr'] },
      { key: 'unknownOptions', named: ['bankroll=abc'] },
      { key: 'unknownOptions', named: ['shoe=tiny', 'bankroll=1e3'] },
      { key: 'noLastHand' },
      { key: 'rebetOnTable' },
      { key: 'nothingToUndo' },
      { key: 'chipsNeedMore', amount: cents(2500) },
    ];
    expect(notices.map((n) => noticeText(enLater, n))).toMatchSnapshot();
  });
});

describe('the Chinese words', () => {
  it('name cards as Macau and Hong Kong tables do', () => {
    expect(parseCards('7H QS AC 10D').map(zhHans.words.cardName)).toEqual(['红心7', '黑桃Q', '梅花A', '方块10']);
    expect(parseCards('7H QS AC 10D').map(zhHant.words.cardName)).toEqual(['紅心7', '黑桃Q', '梅花A', '方塊10']);
  });

  it('use the terms of the trade', () => {
    expect(zhHans.words.outcome).toEqual({ player: '闲', banker: '庄', tie: '和' });
    expect(zhHant.words.outcome).toEqual({ player: '閒', banker: '莊', tie: '和' });
    expect([zhHans.later.beadPlate, zhHans.later.bigRoad, ...Object.values(zhHans.later.road)]).toEqual([
      '珠盘路',
      '大路',
      '大眼仔',
      '小路',
      '曱甴路',
    ]);
    expect([zhHant.later.beadPlate, zhHant.later.bigRoad, ...Object.values(zhHant.later.road)]).toEqual([
      '珠盤路',
      '大路',
      '大眼仔',
      '小路',
      '曱甴路',
    ]);
    expect(zhHans.later.beadMark).toEqual(zhHans.words.outcome);
    expect(zhHant.later.beadMark).toEqual(zhHant.words.outcome);
  });

  it.each(['zh-Hans', 'zh-Hant'] as const)(
    '%s: one name per thing, each game and each bet its own, the same in every place',
    (language) => {
      const { words, later } = CATALOGUES[language];
      const names = [...GAMES.map((game) => words.game[game]), ...BETS.map((bet) => words.bet[bet])];
      expect(new Set(names).size).toBe(names.length);
      // Where the options and the keys name the EZ game, they give its name.
      expect(later.sideBetsOn).toContain(words.game.ez);
      expect(later.shortcuts.betDragon7[1]).toContain(words.game.ez);
      expect(later.shortcuts.betPanda8[1]).toContain(words.game.ez);
      // No game is described by another game's name.
      for (const game of GAMES) {
        for (const other of GAMES.filter((g) => g !== game)) {
          expect(later.gameAbout[game]).not.toContain(words.game[other]);
          expect(later.bankerTerms(game, null)).not.toContain(words.game[other]);
        }
      }
    },
  );

  it("are the glossary's: each game and bet, and the squeeze it lists as part of the game", () => {
    const glossary = readFileSync(new URL('../../docs/glossary.md', import.meta.url), 'utf8');
    const row = (english: string) => {
      const line = glossary.split('\n').find((l) => l.startsWith(`| ${english} |`));
      return line
        ?.split('|')
        .map((cell) => cell.trim())
        .slice(1, 4);
    };
    expect(row('EZ Baccarat')).toEqual(['EZ Baccarat', zhHans.words.game.ez, zhHant.words.game.ez]);
    expect(row('No commission (the game)')).toEqual([
      'No commission (the game)',
      zhHans.words.game['no-commission'],
      zhHant.words.game['no-commission'],
    ]);
    expect(row('Dragon 7')).toEqual(['Dragon 7', zhHans.words.bet['dragon-7'], zhHant.words.bet['dragon-7']]);
    expect(row('squeeze')).toEqual(['squeeze', zhHans.later.reveal.squeeze[0], zhHant.later.reveal.squeeze[0]]);
    expect(glossary).not.toMatch(/not yet in the game/);
  });

  it('write money as the English table does, in the dollars of the table', () => {
    for (const language of ['en', 'zh-Hans', 'zh-Hant'] as const) {
      const { money, signed } = formats(language);
      expect(money(cents(123450))).toBe('$1,234.50');
      expect(money(cents(-500))).toBe('-$5.00');
      expect(signed(cents(1000))).toBe('+$10.00');
      expect(money(LIMITS.maximumBankroll as Cents)).toMatch(/^\$[\d,]+\.\d\d$/);
    }
  });
});

describe('the first visit', () => {
  test.each([
    [['zh-CN', 'en'], 'zh-Hans'],
    [['zh-SG'], 'zh-Hans'],
    [['zh-Hans-HK'], 'zh-Hans'],
    [['zh'], 'zh-Hans'],
    [['zh-TW'], 'zh-Hant'],
    [['zh-HK', 'zh-CN'], 'zh-Hant'],
    [['zh-MO'], 'zh-Hant'],
    [['zh-Hant'], 'zh-Hant'],
    [['en-US', 'zh-CN'], 'en'],
    [['fr-FR'], 'en'],
    [[], 'en'],
  ] as const)('%j speaks %s', (preferred, language) => {
    expect(preferredLanguage(preferred)).toBe(language);
  });

  it('reads the language a save asks for, and nothing else', () => {
    expect(savedLanguage('{"settings":{"instantDeal":false,"language":"zh-Hant"}}')).toBe('zh-Hant');
    expect(savedLanguage('{"settings":{"language":"fr"}}')).toBeNull();
    expect(savedLanguage(null)).toBeNull();
  });
});

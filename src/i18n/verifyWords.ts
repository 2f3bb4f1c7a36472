import type { Language } from '../table/vocabulary';

/**
 * The words of the committed shoe: verify.html's page and the game's reveal and Verify. One small
 * catalogue in the three languages, so the verify page loads none of the table's. The verifier's
 * problems (src/rules/verifyShoe.ts) are in English, as `npm run verify-shoe` prints them.
 */
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
  readonly cardLine: (at: number, dealt: string, committed: string | null) => string;
  /** In the game. */
  readonly commitment: string;
  readonly commitmentOf: (shoe: number, short: string) => string;
  readonly commitmentFull: string;
  readonly cut: string;
  readonly cutHint: string;
  readonly cutRefused: string;
  readonly revealed: (shoe: number) => string;
  readonly serverSeed: string;
  readonly playAgain: string;
  readonly close: string;
}

const en: VerifyWords = {
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
  cardLine: (at, dealt, committed) =>
    committed === dealt
      ? `Card ${at}: ${dealt}, as committed`
      : `Card ${at}: ${dealt} dealt, but ${committed ?? 'no card'} committed`,
  commitment: 'Commitment',
  commitmentOf: (shoe, short) => `Shoe ${shoe} commitment ${short}…`,
  commitmentFull: 'SHA-256 of the shoe’s secret seed, fixed before the first bet:',
  cut: 'Your cut',
  cutHint: 'Type your own before the first deal of the shoe: 1 to 32 letters, digits, - or _.',
  cutRefused: 'A cut is 1 to 32 letters, digits, - or _.',
  revealed: (shoe) => `Shoe ${shoe} is over: its seed is revealed.`,
  serverSeed: 'Seed',
  playAgain: 'Play this shoe again',
  close: 'Close',
};

const zhHans: VerifyWords = {
  pageTitle: '核对承诺牌靴',
  intro:
    '粘贴或拖入赌场牌靴的牌局记录 JSON 导出文件。本页在这台设备上（无需联网）用每个已公开牌靴的服务器种子和你的切牌重新计算它的承诺值和每一张牌。',
  honest:
    '在你自己机器上运行的游戏无法向开发者工具隐藏种子；这里证明的是：牌靴在切牌和第一注之前已经固定，且从未随下注而改变。',
  language: '语言',
  exportLabel: '牌局记录 JSON 导出',
  chooseFile: '或选择文件',
  verify: '核对',
  checking: '核对中…',
  verified: (shoes) => `核对无误：${shoes} 个牌靴，每张发出的牌都与承诺一致。`,
  notVerified: '核对不通过。',
  problems: '问题所在',
  shoeChecked: (shoe, cards, hands) =>
    `第 ${shoe} 靴：种子的哈希与承诺值一致；${cards} 张牌与承诺一致；重算了 ${hands} 局。`,
  shoeInPlay: (shoe) => `第 ${shoe} 靴：仍在进行，种子在最后一局之前保密。`,
  shoeWrong: (shoe) => `第 ${shoe} 靴：与承诺不符。`,
  cardByCard: '逐张核对',
  cardLine: (at, dealt, committed) =>
    committed === dealt
      ? `第 ${at} 张：${dealt}，与承诺一致`
      : `第 ${at} 张：发出 ${dealt}，承诺的却是 ${committed ?? '（无牌）'}`,
  commitment: '承诺值',
  commitmentOf: (shoe, short) => `第 ${shoe} 靴承诺值 ${short}…`,
  commitmentFull: '本靴秘密种子的 SHA-256，在第一注之前已固定：',
  cut: '你的切牌',
  cutHint: '在本靴第一次发牌之前可以输入自己的切牌：1 到 32 个字母、数字、- 或 _。',
  cutRefused: '切牌是 1 到 32 个字母、数字、- 或 _。',
  revealed: (shoe) => `第 ${shoe} 靴已完：种子已公开。`,
  serverSeed: '种子',
  playAgain: '再玩一次这个牌靴',
  close: '关闭',
};

const zhHant: VerifyWords = {
  pageTitle: '核對承諾牌靴',
  intro:
    '貼上或拖入賭場牌靴的牌局記錄 JSON 匯出檔。本頁在這台裝置上（無需連網）用每個已公開牌靴的伺服器種子和你的切牌重新計算它的承諾值和每一張牌。',
  honest:
    '在你自己機器上運行的遊戲無法向開發者工具隱藏種子；這裡證明的是：牌靴在切牌和第一注之前已經固定，且從未隨下注而改變。',
  language: '語言',
  exportLabel: '牌局記錄 JSON 匯出',
  chooseFile: '或選擇檔案',
  verify: '核對',
  checking: '核對中…',
  verified: (shoes) => `核對無誤：${shoes} 個牌靴，每張發出的牌都與承諾一致。`,
  notVerified: '核對不通過。',
  problems: '問題所在',
  shoeChecked: (shoe, cards, hands) =>
    `第 ${shoe} 靴：種子的雜湊與承諾值一致；${cards} 張牌與承諾一致；重算了 ${hands} 局。`,
  shoeInPlay: (shoe) => `第 ${shoe} 靴：仍在進行，種子在最後一局之前保密。`,
  shoeWrong: (shoe) => `第 ${shoe} 靴：與承諾不符。`,
  cardByCard: '逐張核對',
  cardLine: (at, dealt, committed) =>
    committed === dealt
      ? `第 ${at} 張：${dealt}，與承諾一致`
      : `第 ${at} 張：發出 ${dealt}，承諾的卻是 ${committed ?? '（無牌）'}`,
  commitment: '承諾值',
  commitmentOf: (shoe, short) => `第 ${shoe} 靴承諾值 ${short}…`,
  commitmentFull: '本靴秘密種子的 SHA-256，在第一注之前已固定：',
  cut: '你的切牌',
  cutHint: '在本靴第一次發牌之前可以輸入自己的切牌：1 到 32 個字母、數字、- 或 _。',
  cutRefused: '切牌是 1 到 32 個字母、數字、- 或 _。',
  revealed: (shoe) => `第 ${shoe} 靴已完：種子已公開。`,
  serverSeed: '種子',
  playAgain: '再玩一次這個牌靴',
  close: '關閉',
};

export const VERIFY_WORDS: Readonly<Record<Language, VerifyWords>> = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant };

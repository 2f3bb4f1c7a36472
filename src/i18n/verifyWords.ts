import type { CardRole } from '../rules/verifyShoe';
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
  cardLine: (at, dealt, committed, role) => {
    const card =
      role === 'burn' ? `第 ${at} 张（烧牌，亮出）` : role === 'burned' ? `第 ${at} 张（背面烧掉）` : `第 ${at} 张`;
    return committed === dealt
      ? `${card}：${dealt}，与承诺一致`
      : `${card}：发出 ${dealt}，承诺的却是 ${committed ?? '（无牌）'}`;
  },
  moneyChecked: (hands) => `金额：用本桌自己的结算规则按牌和注额重算了 ${hands} 局，与导出一致。`,
  moneyDiffers: (hand) => `金额：第 ${hand} 局是第一局金额与本桌按其牌和注额结算不符的牌局。`,
  commitmentChecked: '承诺值（种子的哈希正是它）：',
  notedLabel: '你在第一注之前记下的承诺值',
  notedMatches: '一致：这就是第一注之前向你展示承诺值的那个牌靴。',
  notedDiffers: '不一致：这不是你记下承诺值的那个牌靴。',
  toVerifyPage: '在核对页面核对导出文件',
  toTable: '返回牌桌',
  commitment: '承诺值',
  commitmentOf: (shoe, short) => `第 ${shoe} 靴承诺值 ${short}…`,
  commitmentFull: '本靴秘密种子的 SHA-256，在第一注之前已固定：',
  cut: '你的切牌',
  cutHint: '在本靴第一次发牌之前可以输入自己的切牌：1 到 32 个字母、数字、- 或 _。',
  cutRefused: '切牌是 1 到 32 个字母、数字、- 或 _。',
  cutNotUsed: (typed, used) => `“${typed}”不是切牌（1 到 32 个字母、数字、- 或 _）：发牌将使用 ${used}。`,
  cutWasUsed: (typed, used) => `已用切牌 ${used} 发牌：“${typed}”不是切牌。`,
  copy: '复制',
  copied: '已复制',
  noteIt: '请在第一注之前把它记在别处：牌靴结束后，与公开的承诺值比对。',
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
  cardLine: (at, dealt, committed, role) => {
    const card =
      role === 'burn' ? `第 ${at} 張（燒牌，亮出）` : role === 'burned' ? `第 ${at} 張（背面燒掉）` : `第 ${at} 張`;
    return committed === dealt
      ? `${card}：${dealt}，與承諾一致`
      : `${card}：發出 ${dealt}，承諾的卻是 ${committed ?? '（無牌）'}`;
  },
  moneyChecked: (hands) => `金額：用本桌自己的結算規則按牌和注額重算了 ${hands} 局，與匯出一致。`,
  moneyDiffers: (hand) => `金額：第 ${hand} 局是第一局金額與本桌按其牌和注額結算不符的牌局。`,
  commitmentChecked: '承諾值（種子的雜湊正是它）：',
  notedLabel: '你在第一注之前記下的承諾值',
  notedMatches: '一致：這就是第一注之前向你展示承諾值的那個牌靴。',
  notedDiffers: '不一致：這不是你記下承諾值的那個牌靴。',
  toVerifyPage: '在核對頁面核對匯出檔',
  toTable: '返回牌桌',
  commitment: '承諾值',
  commitmentOf: (shoe, short) => `第 ${shoe} 靴承諾值 ${short}…`,
  commitmentFull: '本靴秘密種子的 SHA-256，在第一注之前已固定：',
  cut: '你的切牌',
  cutHint: '在本靴第一次發牌之前可以輸入自己的切牌：1 到 32 個字母、數字、- 或 _。',
  cutRefused: '切牌是 1 到 32 個字母、數字、- 或 _。',
  cutNotUsed: (typed, used) => `「${typed}」不是切牌（1 到 32 個字母、數字、- 或 _）：發牌將使用 ${used}。`,
  cutWasUsed: (typed, used) => `已用切牌 ${used} 發牌：「${typed}」不是切牌。`,
  copy: '複製',
  copied: '已複製',
  noteIt: '請在第一注之前把它記在別處：牌靴結束後，與公開的承諾值比對。',
  revealed: (shoe) => `第 ${shoe} 靴已完：種子已公開。`,
  serverSeed: '種子',
  playAgain: '再玩一次這個牌靴',
  close: '關閉',
};

export const VERIFY_WORDS: Readonly<Record<Language, VerifyWords>> = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant };

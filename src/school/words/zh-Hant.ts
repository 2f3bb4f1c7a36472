/** 學堂的繁體中文詞語（用語以 docs/glossary.md 為準）。 */
import type { Cents } from '../../rules';
import { formats } from '../../i18n/format';
import type { PaysFacts, SchoolWords } from './en';

const { money, number } = formats('zh-Hant');
const percent = (fraction: number, digits = 0) => `${(100 * fraction).toFixed(digits)}%`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} 秒`;
const signedPercent = (value: number) =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(100 * value).toFixed(2)}%`;
const units = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${number(Math.abs(n))} 注`;

export const words: SchoolWords = {
  title: '學堂',
  lead: '練習荷官的判斷和算牌者的算術。每個答案都由這張牌桌自己的規則算出；你答完之前，不會顯示答案。',
  back: '回到牌桌',
  settings: '練習設定',
  drill: '練習',
  kinds: { 'third-card': '補牌', commission: '佣金', payout: '派彩', count: '算牌練習' },
  mode: '模式',
  modes: { guided: '指導：答錯後給提示', test: '測驗：20 題，計時' },
  seed: '種子',
  newSeed: '換一組題',
  link: '這組題的連結',
  linkHint: '同樣的種子出同樣的題，任何裝置都一樣：可把連結發給全班。',
  question: '題目',
  questionOf: (n: number, total: number | null) =>
    total === null ? `第 ${number(n)} 題` : `第 ${number(n)} 題，共 ${number(total)} 題`,
  replaying: '重做答錯的題',
  ask: {
    natural: '有沒有一方是天牌？',
    'player-draws': '閒家要補第三張牌嗎？',
    'banker-draws': '莊家要補第三張牌嗎？',
    winner: '哪一方贏？',
    commission: (stake: Cents) => `莊贏，注碼 ${money(stake)}。佣金是多少？`,
    paid: (stake: Cents) => `莊贏，注碼 ${money(stake)}。一共還給玩家多少（本金加彩金，減去佣金）？`,
    pay: (bet: string, stake: Cents) => `派${bet}（注碼 ${money(stake)}）：本金之外要派多少？`,
  },
  choice: { yes: '是', no: '否', player: '閒', banker: '莊', tie: '和' },
  amountLabel: '金額（美元）',
  commit: '作答',
  choiceKeys: '按 1、2、3 作答；按 Enter 繼續。',
  amountKeys: '輸入金額後按 Enter。',
  choiceTap: '點選答案；點「下一步」繼續。',
  amountTap: '輸入金額後點「作答」。',
  right: '答對了。',
  wrong: (expected: string) => `答錯了：答案是 ${expected}。`,
  next: '下一步',
  finish: '看結果',
  hint: '原因',
  winner: (player: number, banker: number, who: string, tie: boolean) =>
    `閒 ${player} 點，莊 ${banker} 點：${tie ? '和局' : `${who}贏`}。`,
  commissionHint: (stake: Cents, tenth: number, five: number, commission: Cents, paid: Cents) =>
    `荷官的速算：${money(stake)} 的一成是 ${money(tenth as Cents)}，再取一半是 ${money(five as Cents)}；牌桌把它進位到下一個 $0.25（至少 $0.25）：${money(commission)}。還給玩家：${money(stake)} + ${money(stake)} − ${money(commission)} = ${money(paid)}。`,
  payHint: (f: PaysFacts) =>
    f.odds === null
      ? `${f.bet}不輸不贏：不派彩，本金也不收。`
      : `${f.bet} ${number(f.odds.per)} 賠 ${number(f.odds.win)}${f.commission > 0 ? `，減去 ${money(f.commission)} 佣金` : ''}：注碼 ${money(f.stake)} 派 ${money(f.pays)}。`,
  dealerOrder: '先收輸的注碼，再從右到左派贏的注碼。',
  taken: '收走',
  paidHere: '已派',
  toPay: '待派',
  layout: (game: string) => `檯面（${game}）`,
  stake: (bet: string, stake: Cents) => `${bet}：${money(stake)}`,
  score: (answered: number, correct: number, medianMs: number) =>
    answered === 0
      ? '還沒有作答。'
      : `答對 ${number(correct)} / ${number(answered)}（${percent(correct / answered)}），每題中位用時 ${seconds(medianMs)}。`,
  elapsed: (ms: number) => `用時 ${Math.floor(ms / 60000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, '0')}`,
  testDone: (answered: number, correct: number, medianMs: number) =>
    `測驗結束：答對 ${number(correct)} / ${number(answered)}（${percent(correct / Math.max(1, answered))}），每題中位用時 ${seconds(medianMs)}。`,
  again: '重新開始',
  progress: '本裝置上的進度',
  progressLine: (answered: number, correct: number, medianMs: number, best: number) =>
    answered === 0
      ? '尚未開始。'
      : `已答 ${number(answered)} 題，答對 ${percent(correct / answered)}，中位用時 ${seconds(medianMs)}，最長連對 ${number(best)} 題。`,
  replay: (n: number) => `重做答錯的 ${number(n)} 題`,
  noMisses: '沒有答錯的題可重做。',
  countLead: '8 副牌的賭場牌靴，切牌在倒數第 14 張，按你的節奏發牌。請記住累計點數：亮出的燒牌要算，暗燒的牌不算。',
  countNames: { dragon7: '龍7', panda8: '熊貓8' },
  countToKeep: '你要算的',
  countTags: {
    dragon7: '龍7：4、5、6、7 記 −1；8、9 記 +2；其餘記 0。真數 +4 或以上時下注。',
    panda8: (trigger: number) =>
      `熊貓8：A +1，2 +1，3 −2，4 −2，5 −2，6 −1，7 −1，8 −2，9 +4，10 點牌 +1。真數 +${trigger} 或以上時下注（實驗室找到的門檻）。`,
  },
  every: '何時問我點數',
  everyN: (n: number) => (n === 0 ? '只在我要求時' : `每 ${number(n)} 局`),
  deal: '發下一局',
  check: '現在核對我的點數',
  askCount: (name: string) => `你的${name}累計點數是多少？`,
  countLabel: '累計點數',
  lastCoup: '上一局',
  noCoupYet: '還沒發牌：燒牌已亮出。',
  burn: '燒牌',
  meter: (coups: number, left: number) => `已發 ${number(coups)} 局，牌靴還剩 ${number(left)} 張`,
  exactTitle: '下一局的精確值',
  exactLine: (name: string, bet: boolean, ev: number) =>
    `${name}：點數說${bet ? '下注' : '不下注'}；精確期望值 ${signedPercent(ev)}。`,
  trueCountLine: (running: number, trueCount: number) =>
    `累計點數 ${running > 0 ? '+' : ''}${number(running)}，真數 ${trueCount > 0 ? '+' : ''}${trueCount.toFixed(2)}。`,
  shoeEnd: '這一靴結束了',
  reportLine: (name: string, coups: number, agreement: number) =>
    `${name}：${number(coups)} 局中，點數的信號與精確期望值的正負一致的佔 ${percent(agreement)}。`,
  bettors: { count: '按點數下注', exact: '精確期望值為正時下注', never: '從不下注' },
  bettorUnits: (bettor: string, u: number, bets: number) => `${bettor}：${units(u)}（下注 ${number(bets)} 次）。`,
  newShoe: '換新的一靴',
  labTitle: '許多靴的結果（實驗室）',
  labLead: (shoes: number) =>
    `每次下一注，在本裝置的每個處理器核心上跑 ${number(shoes)} 靴，按精確值下注者的每一局都精確計算；對照已發表的數字（8 副牌，切牌在倒數第 14 張）：龍7 每靴最多約 0.597 注，熊貓8 約 0.237 注。`,
  labRun: '開始',
  labRunning: '運行中…',
  labResult: (
    name: string,
    trigger: number,
    count: number,
    low: number,
    high: number,
    exact: number,
    eLow: number,
    eHigh: number,
  ) =>
    `${name}，真數 +${trigger}：按點數每靴 ${count.toFixed(3)} 注（95% 區間 ${low.toFixed(3)} 至 ${high.toFixed(3)}）；按精確值 ${exact.toFixed(3)} 注（95% 區間 ${eLow.toFixed(3)} 至 ${eHigh.toFixed(3)}）。`,
  labExpected: (exact: number, exactToCut: number, count: number, countToCut: number) =>
    `期望值（每一局都精確計算）：按精確值下注每靴 ${exact.toFixed(3)} 注，跟隨點數 ${count.toFixed(3)} 注。本桌在切牌出現後再發一局；已發表的數字在切牌處結束一靴，照此結束：精確值 ${exactToCut.toFixed(3)} 注，點數 ${countToCut.toFixed(3)} 注。`,
  labFound: (trigger: number | null) =>
    trigger === null ? '這次運行中，精確期望值沒有指出門檻。' : `真數從 +${trigger} 起，精確期望值平均為正。`,
};

/** 学堂的简体中文词语（用语以 docs/glossary.md 为准）。 */
import type { Cents } from '../../rules';
import { formats } from '../../i18n/format';
import type { PaysFacts, SchoolWords } from './en';

const { money, number } = formats('zh-Hans');
const percent = (fraction: number, digits = 0) => `${(100 * fraction).toFixed(digits)}%`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} 秒`;
const signedPercent = (value: number) =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(100 * value).toFixed(2)}%`;
const units = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${number(Math.abs(n))} 注`;

export const words: SchoolWords = {
  title: '学堂',
  lead: '练习荷官的判断和算牌者的算术。每个答案都由这张牌桌自己的规则算出；你答完之前，不会显示答案。',
  back: '回到牌桌',
  settings: '练习设置',
  drill: '练习',
  kinds: { 'third-card': '补牌', commission: '佣金', payout: '派彩', count: '算牌练习' },
  mode: '模式',
  modes: { guided: '指导：答错后给提示', test: '测验：20 题，计时' },
  seed: '种子',
  newSeed: '换一组题',
  link: '这组题的链接',
  linkHint: '同样的种子出同样的题，任何设备都一样：可把链接发给全班。',
  question: '题目',
  questionOf: (n: number, total: number | null) =>
    total === null ? `第 ${number(n)} 题` : `第 ${number(n)} 题，共 ${number(total)} 题`,
  replaying: '重做答错的题',
  ask: {
    natural: '有没有一方是天牌？',
    'player-draws': '闲家要补第三张牌吗？',
    'banker-draws': '庄家要补第三张牌吗？',
    winner: '哪一方赢？',
    commission: (stake: Cents) => `庄赢，注码 ${money(stake)}。佣金是多少？`,
    paid: (stake: Cents) => `庄赢，注码 ${money(stake)}。一共还给玩家多少（本金加彩金，减去佣金）？`,
    pay: (bet: string, stake: Cents) => `派${bet}（注码 ${money(stake)}）：本金之外要派多少？`,
  },
  choice: { yes: '是', no: '否', player: '闲', banker: '庄', tie: '和' },
  amountLabel: '金额（美元）',
  commit: '作答',
  choiceKeys: '按 1、2、3 作答；按 Enter 继续。',
  amountKeys: '输入金额后按 Enter。',
  choiceTap: '点选答案；点「下一步」继续。',
  amountTap: '输入金额后点「作答」。',
  right: '答对了。',
  wrong: (expected: string) => `答错了：答案是 ${expected}。`,
  next: '下一步',
  finish: '看结果',
  hint: '原因',
  winner: (player: number, banker: number, who: string, tie: boolean) =>
    `闲 ${player} 点，庄 ${banker} 点：${tie ? '和局' : `${who}赢`}。`,
  commissionHint: (stake: Cents, tenth: number, five: number, commission: Cents, paid: Cents) =>
    `荷官的速算：${money(stake)} 的一成是 ${money(tenth as Cents)}，再取一半是 ${money(five as Cents)}；牌桌把它进位到下一个 $0.25（至少 $0.25）：${money(commission)}。还给玩家：${money(stake)} + ${money(stake)} − ${money(commission)} = ${money(paid)}。`,
  payHint: (f: PaysFacts) =>
    f.odds === null
      ? `${f.bet}不输不赢：不派彩，本金也不收。`
      : `${f.bet} ${number(f.odds.per)} 赔 ${number(f.odds.win)}${f.commission > 0 ? `，减去 ${money(f.commission)} 佣金` : ''}：注码 ${money(f.stake)} 派 ${money(f.pays)}。`,
  dealerOrder: '先收输的注码，再从右到左派赢的注码。',
  taken: '收走',
  paidHere: '已派',
  toPay: '待派',
  layout: (game: string) => `台面（${game}）`,
  stake: (bet: string, stake: Cents) => `${bet}：${money(stake)}`,
  score: (answered: number, correct: number, medianMs: number) =>
    answered === 0
      ? '还没有作答。'
      : `答对 ${number(correct)} / ${number(answered)}（${percent(correct / answered)}），每题中位用时 ${seconds(medianMs)}。`,
  elapsed: (ms: number) => `用时 ${Math.floor(ms / 60000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, '0')}`,
  testDone: (answered: number, correct: number, medianMs: number) =>
    `测验结束：答对 ${number(correct)} / ${number(answered)}（${percent(correct / Math.max(1, answered))}），每题中位用时 ${seconds(medianMs)}。`,
  again: '重新开始',
  progress: '本设备上的进度',
  progressLine: (answered: number, correct: number, medianMs: number, best: number) =>
    answered === 0
      ? '尚未开始。'
      : `已答 ${number(answered)} 题，答对 ${percent(correct / answered)}，中位用时 ${seconds(medianMs)}，最长连对 ${number(best)} 题。`,
  replay: (n: number) => `重做答错的 ${number(n)} 题`,
  noMisses: '没有答错的题可重做。',
  countLead: '8 副牌的赌场牌靴，切牌在倒数第 14 张，按你的节奏发牌。请记住累计点数：亮出的烧牌要算，暗烧的牌不算。',
  countNames: { dragon7: '龙7', panda8: '熊猫8' },
  countToKeep: '你要算的',
  countTags: {
    dragon7: '龙7：4、5、6、7 记 −1；8、9 记 +2；其余记 0。真数 +4 或以上时下注。',
    panda8: (trigger: number) =>
      `熊猫8：A +1，2 +1，3 −2，4 −2，5 −2，6 −1，7 −1，8 −2，9 +4，10 点牌 +1。真数 +${trigger} 或以上时下注（实验室找到的门槛）。`,
  },
  every: '何时问我点数',
  everyN: (n: number) => (n === 0 ? '只在我要求时' : `每 ${number(n)} 局`),
  deal: '发下一局',
  check: '现在核对我的点数',
  askCount: (name: string) => `你的${name}累计点数是多少？`,
  countLabel: '累计点数',
  lastCoup: '上一局',
  noCoupYet: '还没发牌：烧牌已亮出。',
  burn: '烧牌',
  meter: (coups: number, left: number) => `已发 ${number(coups)} 局，牌靴还剩 ${number(left)} 张`,
  exactTitle: '下一局的精确值',
  exactLine: (name: string, bet: boolean, ev: number) =>
    `${name}：点数说${bet ? '下注' : '不下注'}；精确期望值 ${signedPercent(ev)}。`,
  trueCountLine: (running: number, trueCount: number) =>
    `累计点数 ${running > 0 ? '+' : ''}${number(running)}，真数 ${trueCount > 0 ? '+' : ''}${trueCount.toFixed(2)}。`,
  shoeEnd: '这一靴结束了',
  reportLine: (name: string, coups: number, agreement: number) =>
    `${name}：${number(coups)} 局中，点数的信号与精确期望值的正负一致的占 ${percent(agreement)}。`,
  bettors: { count: '按点数下注', exact: '精确期望值为正时下注', never: '从不下注' },
  bettorUnits: (bettor: string, u: number, bets: number) => `${bettor}：${units(u)}（下注 ${number(bets)} 次）。`,
  newShoe: '换新的一靴',
  labTitle: '许多靴的结果（实验室）',
  labLead: (shoes: number) =>
    `每次下一注，在本设备的每个处理器核心上跑 ${number(shoes)} 靴，按精确值下注者的每一局都精确计算；对照已发表的数字（8 副牌，切牌在倒数第 14 张）：龙7 每靴最多约 0.597 注，熊猫8 约 0.237 注。`,
  labRun: '开始',
  labRunning: '运行中…',
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
    `${name}，真数 +${trigger}：按点数每靴 ${count.toFixed(3)} 注（95% 区间 ${low.toFixed(3)} 至 ${high.toFixed(3)}）；按精确值 ${exact.toFixed(3)} 注（95% 区间 ${eLow.toFixed(3)} 至 ${eHigh.toFixed(3)}）。`,
  labExpected: (exact: number, exactToCut: number, count: number, countToCut: number) =>
    `期望值（每一局都精确计算）：按精确值下注每靴 ${exact.toFixed(3)} 注，跟随点数 ${count.toFixed(3)} 注。本桌在切牌出现后再发一局；已发表的数字在切牌处结束一靴，照此结束：精确值 ${exactToCut.toFixed(3)} 注，点数 ${countToCut.toFixed(3)} 注。`,
  labFound: (trigger: number | null) =>
    trigger === null ? '这次运行中，精确期望值没有指出门槛。' : `真数从 +${trigger} 起，精确期望值平均为正。`,
};

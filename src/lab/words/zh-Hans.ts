/** 策略实验室的简体中文词语（用语以 docs/glossary.md 为准）。 */
import { cents as asCents, type ShoeDecks } from '../../rules';
import { formats } from '../../i18n/format';
import type { LabWords, SentenceFacts } from './en';

const { money, number } = formats('zh-Hans');
const percent = (fraction: number, digits = 1) => `${(100 * fraction).toFixed(digits)}%`;
/** A time left, rounded as a person would say it. */
const duration = (seconds: number) => {
  const s = Math.max(1, Math.round(seconds));
  if (s < 60) return `${s} 秒`;
  const minutes = Math.round(s / 60);
  return minutes < 60 ? `${minutes} 分钟` : `${Math.floor(minutes / 60)} 小时 ${minutes % 60} 分钟`;
};

export const words: LabWords = {
  title: '策略实验室',
  lead: '用这张牌桌自己的规则——同样的牌靴、进位到 $0.25 的佣金、$5–$300 的限红——在本设备的每个处理器核心上跑许多局，检验任何投注法，并与任何投注法都改变不了的精确值并列。',
  back: '回到牌桌',
  parameters: '参数',
  systems: '要比较的投注法',
  systemsHint: '各投注法用同样的牌靴；至少保留一种。',
  system: {
    flat: '平注',
    martingale: '马丁格尔',
    paroli: '帕罗利',
    dalembert: '达朗贝尔',
    fibonacci: '斐波那契',
    '1326': '1-3-2-6',
    labouchere: '拉布谢尔',
    'oscars-grind': '奥斯卡法',
    'follow-winner': '跟上局赢家',
    chop: '反上局赢家（砍路）',
    'follow-big-road': '跟大路（长龙）',
  },
  rule: {
    flat: '每局都押一个单位。',
    martingale: '输了，下一注加倍；赢了，回到一个单位；和局不变。',
    paroli: '赢了，下一注加倍，连赢 3 局后回到一个单位；输了，一个单位。',
    dalembert: '输了多押一个单位，赢了少押一个单位（最少一个）。',
    fibonacci: '输了，押斐波那契数列的下一个倍数（1、1、2、3、5、8……）；赢了，退回两步。',
    '1326': '连赢时依次押 1、3、2、6 个单位；输了或押完 6 之后回到 1。',
    labouchere: '数列 1 2 3 4：押首尾两数之和；赢了划掉首尾，输了把押注额写在末尾。',
    'oscars-grind': '每一轮只求赢一个单位：赢了多押一个单位，但不超过 +1；输了押同样的数额。',
    'follow-winner': '押上一局的赢家一个单位（和局不算；先押庄）。',
    chop: '押上一局赢家的对面一个单位。',
    'follow-big-road': '押大路当前一列的那一方一个单位（每个新牌靴重新开始）。',
  },
  ruleAfterName: '：',
  bet: '押注',
  side: { banker: '庄', player: '闲' },
  unit: '单位（$）',
  bankroll: '起始本金（$）',
  hands: '每场局数',
  sessions: '场数',
  sessionsCap: (max: number) => `最多 ${number(max)} 场`,
  stopWin: '赢到即停（$，留空为不设）',
  stopLoss: '输到即停（$，留空为不设）',
  seed: '种子',
  shoe: '牌靴',
  shoeKind: { fresh: '每局都用新洗的牌靴', casino: '赌场牌靴' },
  casinoCost: '赌场牌靴按已见的牌计算每注的精确值：每局一次完整枚举，每个核心每秒约一万局，比新牌靴慢上千倍。',
  decks: '副数',
  deckCount: (decks: ShoeDecks) => `${decks} 副牌`,
  game: '玩法',
  gameName: { 'punto-banco': '百家乐（抽佣 5%）', ez: 'EZ 百家乐', 'no-commission': '免佣百家乐' },
  run: '开始',
  cancel: '取消',
  progress: '进度',
  running: (workers: number) => `正在 ${number(workers)} 个核心上运行……`,
  stopped: (done: number, total: number) => `已停止：完成 ${number(done)} / ${number(total)} 场。`,
  timeLeft: (percent: number, seconds: number | null) =>
    `${percent}% · ${seconds === null ? '正在估算剩余时间' : `约剩 ${duration(seconds)}`}`,
  problem: (reason: string) => `无法运行：${reason}。`,
  refusal: (r) => {
    switch (r.key) {
      case 'noSystem':
        return '请至少选择一个投注系统';
      case 'unit':
        return `单位须为 $${r.min / 100} 至 $${r.max / 100} 的整数美元`;
      case 'bankroll':
        return '本金须至少够下一个单位';
      case 'hands':
        return `每节局数：1 至 ${number(r.max)}`;
      case 'sessions':
        return `至少 1 场，${words.sessionsCap(r.max)}`;
      case 'stopWin':
        return '止赢须为正数金额';
      case 'stopLoss':
        return '止损须为正数金额';
      case 'seed':
        return '种子须为整数';
    }
  },
  results: '结果',
  done: (hands: number, seconds: number) =>
    `${number(hands)} 局，用时 ${seconds.toFixed(1)} 秒（每秒 ${number(Math.round(hands / Math.max(seconds, 0.001)))} 局）。`,
  exportCsv: '导出每场结果（CSV）',
  columns: {
    sessions: '场数',
    hands: '局数',
    wagered: '总投注',
    meanSession: '每场平均输赢（95% 区间）',
    meanHand: '每局（95% 区间）',
    exact: '精确期望：每场 / 每局',
    covered: '区间包含精确值',
    ahead: '赢钱离场',
    ruin: '输光',
    percentiles: '最终本金 p5 · p25 · p50 · p75 · p95',
    maxBet: '最大一注',
    capped: '被限红削减的注',
  },
  yes: '是',
  no: '否',
  money: (cents: number) => money(asCents(Math.round(cents))),
  cents: (cents: number) => `${cents.toFixed(2)} 分`,
  interval: (low: string, high: string) => `${low} 至 ${high}`,
  percent,
  count: (n: number) => number(n),
  sentence: (f: SentenceFacts) =>
    `${f.system}有 ${percent(f.ahead, 0)} 的场次赢钱离场，${percent(f.ruin, 1)} 输光；它每场平均投注 ${money(asCents(Math.round(f.wagered)))}，输掉其中 ${percent(f.lossRate, 2)}，而精确值是 ${percent(f.exactRate, 2)}——不论用哪种投注法，每一元投注输掉的就是这么多。`,
  exactTitle: '平注的精确分布（不用模拟）',
  exactLine: (ruin: number, ahead: number, mean: number) =>
    `按分为单位对本金做动态规划：输光 ${percent(ruin, 3)}，赢钱 ${percent(ahead, 2)}，平均输赢 ${money(asCents(Math.round(mean)))}（${(mean / 100).toFixed(4)} 元）。`,
  exactSimulated: (system: string, sessions: number) => `模拟：${system} ${number(sessions)} 场`,
  exactExact: '精确：动态规划，不用抽样',
  exactSimulatedChart: (system: string, low: string, high: string) =>
    `${system}的最终本金，${low} 至 ${high}：模拟场次落在每个区间的比例`,
  exactExactChart: (system: string, low: string, high: string) =>
    `${system}的最终本金，${low} 至 ${high}：用动态规划算出的每个区间的精确概率`,
  exactTable: '以表格显示两种分布',
  exactTableHeaders: ['最终本金', '模拟', '精确'],
  histogram: (system: string) => `${system}的最终本金：每个区间有多少场`,
  fanChart: (system: string) => `${system}的本金随局数的走势：中间 50% 与 90% 的场次，以及中位数`,
  axis: { hands: '局数', final: '最终本金', bankroll: '本金', sessions: '场数', share: '比例' },
  legend: {
    band90: '中间 90% 的场次',
    band50: '中间 50%',
    median: '中位数',
    start: '起始本金',
    simulated: '模拟',
    exact: '精确',
  },
  csvHeaders: [
    '场',
    '投注法',
    '局数',
    '最终本金（分）',
    '输赢（分）',
    '总投注（分）',
    '精确期望（分）',
    '最大一注（分）',
    '被削减的注',
    '结束原因',
  ],
  endedBy: { hands: '局数打完', 'stop-win': '赢到即停', 'stop-loss': '输到即停', ruin: '输光' },
};

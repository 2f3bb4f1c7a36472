/** 策略實驗室的繁體中文詞語（用語以 docs/glossary.md 為準）。 */
import { cents as asCents, type ShoeDecks } from '../../rules';
import { formats } from '../../i18n/format';
import type { LabWords, SentenceFacts } from './en';

const { money, number } = formats('zh-Hant');
const percent = (fraction: number, digits = 1) => `${(100 * fraction).toFixed(digits)}%`;
/** A time left, rounded as a person would say it. */
const duration = (seconds: number) => {
  const s = Math.max(1, Math.round(seconds));
  if (s < 60) return `${s} 秒`;
  const minutes = Math.round(s / 60);
  return minutes < 60 ? `${minutes} 分鐘` : `${Math.floor(minutes / 60)} 小時 ${minutes % 60} 分鐘`;
};

export const words: LabWords = {
  title: '策略實驗室',
  lead: '用這張牌桌自己的規則——同樣的牌靴、進位到 $0.25 的佣金、$5–$300 的限紅——在本設備的每個處理器核心上跑許多局，檢驗任何投注法，並與任何投注法都改變不了的精確值並列。',
  back: '回到牌桌',
  parameters: '參數',
  systems: '要比較的投注法',
  systemsHint: '各投注法用同樣的牌靴；至少保留一種。',
  system: {
    flat: '平注',
    martingale: '馬丁格爾',
    paroli: '帕羅利',
    dalembert: '達朗貝爾',
    fibonacci: '斐波那契',
    '1326': '1-3-2-6',
    labouchere: '拉布謝爾',
    'oscars-grind': '奧斯卡法',
    'follow-winner': '跟上局贏家',
    chop: '反上局贏家（砍路）',
    'follow-big-road': '跟大路（長龍）',
  },
  rule: {
    flat: '每局都押一個單位。',
    martingale: '輸了，下一注加倍；贏了，回到一個單位；和局不變。',
    paroli: '贏了，下一注加倍，連贏 3 局後回到一個單位；輸了，一個單位。',
    dalembert: '輸了多押一個單位，贏了少押一個單位（最少一個）。',
    fibonacci: '輸了，押斐波那契數列的下一個倍數（1、1、2、3、5、8……）；贏了，退回兩步。',
    '1326': '連贏時依次押 1、3、2、6 個單位；輸了或押完 6 之後回到 1。',
    labouchere: '數列 1 2 3 4：押首尾兩數之和；贏了劃掉首尾，輸了把押注額寫在末尾。',
    'oscars-grind': '每一輪只求贏一個單位：贏了多押一個單位，但不超過 +1；輸了押同樣的數額。',
    'follow-winner': '押上一局的贏家一個單位（和局不算；先押莊）。',
    chop: '押上一局贏家的對面一個單位。',
    'follow-big-road': '押大路當前一列的那一方一個單位（每個新牌靴重新開始）。',
  },
  ruleAfterName: '：',
  bet: '押注',
  side: { banker: '莊', player: '閒' },
  unit: '單位（$）',
  bankroll: '起始本金（$）',
  hands: '每場局數',
  sessions: '場數',
  sessionsCap: (max: number) => `最多 ${number(max)} 場`,
  stopWin: '贏到即停（$，留空為不設）',
  stopLoss: '輸到即停（$，留空為不設）',
  seed: '種子',
  shoe: '牌靴',
  shoeKind: { fresh: '每局都用新洗的牌靴', casino: '賭場牌靴' },
  casinoCost: '賭場牌靴按已見的牌計算每注的精確值：每局一次完整枚舉，每個核心每秒約一萬局，比新牌靴慢上千倍。',
  decks: '副數',
  deckCount: (decks: ShoeDecks) => `${decks} 副牌`,
  game: '玩法',
  gameName: { 'punto-banco': '百家樂（抽佣 5%）', ez: 'EZ 百家樂', 'no-commission': '免佣百家樂' },
  run: '開始',
  cancel: '取消',
  progress: '進度',
  running: (workers: number) => `正在 ${number(workers)} 個核心上運行……`,
  stopped: (done: number, total: number) => `已停止：完成 ${number(done)} / ${number(total)} 場。`,
  timeLeft: (percent: number, seconds: number | null) =>
    `${percent}% · ${seconds === null ? '正在估算剩餘時間' : `約剩 ${duration(seconds)}`}`,
  problem: (reason: string) => `無法運行：${reason}。`,
  refusal: (r) => {
    switch (r.key) {
      case 'noSystem':
        return '請至少選擇一個投注系統';
      case 'unit':
        return `單位須為 $${r.min / 100} 至 $${r.max / 100} 的整數美元`;
      case 'bankroll':
        return '本金須至少夠下一個單位';
      case 'hands':
        return `每節局數：1 至 ${number(r.max)}`;
      case 'sessions':
        return `至少 1 場，${words.sessionsCap(r.max)}`;
      case 'stopWin':
        return '止贏須為正數金額';
      case 'stopLoss':
        return '止損須為正數金額';
      case 'seed':
        return '種子須為整數';
    }
  },
  results: '結果',
  done: (hands: number, seconds: number) =>
    `${number(hands)} 局，用時 ${seconds.toFixed(1)} 秒（每秒 ${number(Math.round(hands / Math.max(seconds, 0.001)))} 局）。`,
  exportCsv: '導出每場結果（CSV）',
  columns: {
    sessions: '場數',
    hands: '局數',
    wagered: '總投注',
    meanSession: '每場平均輸贏（95% 區間）',
    meanHand: '每局（95% 區間）',
    exact: '精確期望：每場 / 每局',
    covered: '區間包含精確值',
    ahead: '贏錢離場',
    ruin: '輸光',
    percentiles: '最終本金 p5 · p25 · p50 · p75 · p95',
    maxBet: '最大一注',
    capped: '被限紅削減的注',
  },
  yes: '是',
  no: '否',
  money: (cents: number) => money(asCents(Math.round(cents))),
  cents: (cents: number) => `${cents.toFixed(2)} 分`,
  interval: (low: string, high: string) => `${low} 至 ${high}`,
  percent,
  count: (n: number) => number(n),
  sentence: (f: SentenceFacts) =>
    `${f.system}有 ${percent(f.ahead, 0)} 的場次贏錢離場，${percent(f.ruin, 1)} 輸光；它每場平均投注 ${money(asCents(Math.round(f.wagered)))}，輸掉其中 ${percent(f.lossRate, 2)}，而精確值是 ${percent(f.exactRate, 2)}——不論用哪種投注法，每一元投注輸掉的就是這麼多。`,
  exactTitle: '平注的精確分布（不用模擬）',
  exactLine: (ruin: number, ahead: number, mean: number) =>
    `按分為單位對本金做動態規劃：輸光 ${percent(ruin, 3)}，贏錢 ${percent(ahead, 2)}，平均輸贏 ${money(asCents(Math.round(mean)))}（${(mean / 100).toFixed(4)} 元）。`,
  exactSimulated: (system: string, sessions: number) => `模擬：${system} ${number(sessions)} 場`,
  exactExact: '精確：動態規劃，不用抽樣',
  exactSimulatedChart: (system: string, low: string, high: string) =>
    `${system}的最終本金，${low} 至 ${high}：模擬場次落在每個區間的比例`,
  exactExactChart: (system: string, low: string, high: string) =>
    `${system}的最終本金，${low} 至 ${high}：用動態規劃算出的每個區間的精確機率`,
  exactTable: '以表格顯示兩種分布',
  exactTableHeaders: ['最終本金', '模擬', '精確'],
  histogram: (system: string) => `${system}的最終本金：每個區間有多少場`,
  fanChart: (system: string) => `${system}的本金隨局數的走勢：中間 50% 與 90% 的場次，以及中位數`,
  axis: { hands: '局數', final: '最終本金', bankroll: '本金', sessions: '場數', share: '比例' },
  legend: {
    band90: '中間 90% 的場次',
    band50: '中間 50%',
    median: '中位數',
    start: '起始本金',
    simulated: '模擬',
    exact: '精確',
  },
  csvHeaders: [
    '場',
    '投注法',
    '局數',
    '最終本金（分）',
    '輸贏（分）',
    '總投注（分）',
    '精確期望（分）',
    '最大一注（分）',
    '被削減的注',
    '結束原因',
  ],
  endedBy: { hands: '局數打完', 'stop-win': '贏到即停', 'stop-loss': '輸到即停', ruin: '輸光' },
};

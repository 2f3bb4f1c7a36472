/** 诚实游戏时段的简体中文词语。 */
import { common, type SessionWords } from './common';

export const words: SessionWords = {
  ...common('zh-Hans'),
  session: '本节游戏',
  time: '时长',
  net: '输赢',
  wagered: '投注额',
  expected: '按庄家优势的期望',
  expectedTitle: '本节所有投注的精确期望结果：每注期望值之和。',
  fresh: (n) => `重新领取筹码 ${n} 次`,
  realityTitle: '游戏提醒',
  realityPlayed: (c) => `您已经玩了 ${c}。`,
  realityFigures: '本节到目前为止：',
  stop: '今天到此为止',
  takeBreak: '休息一下',
  breakFor: (m) => `${m} 分钟`,
  carryOn: '继续',
  closedBreak: (until) => `您正在休息。牌桌将于 ${until} 重新开放。`,
  closedStop: (until) => `您今天已停止游戏。牌桌将于 ${until} 重新开放。`,
  limitsHeading: '您的限额',
  limitsRule: '按日计算。降低限额即时生效；提高或取消限额在 24 小时后生效。',
  lossLimit: '每日输额上限（美元）',
  wagerLimit: '每日投注额上限（美元）',
  noLimit: '留空：不设上限',
  interval: (m) => (m === 0 ? '关闭' : `每 ${m} 分钟`),
  realityInterval: '游戏提醒',
  pending: (limit, current, value, at) =>
    `${limit === 'loss' ? '输额' : '投注额'}上限：今天 ${current}；${at} 起${value === null ? '不设上限' : ` ${value}`}。`,
  limitSet: (limit, value) =>
    value === null
      ? `已设定：不设每日${limit === 'loss' ? '输额' : '投注额'}上限。`
      : `已设定：您的每日${limit === 'loss' ? '输额' : '投注额'}上限为 ${value}，即时生效。`,
  limitWaits: (limit) =>
    `已提出：提高或取消${limit === 'loss' ? '输额' : '投注额'}上限在 24 小时后生效；在此之前现行上限不变。`,
  notAmount: '这不是金额：请输入美元数，例如 20 或 20.50；留空表示不设上限。',
  limitBelowMinimum: (minimum) =>
    `未设定：低于最低投注额 ${minimum} 的上限会使牌桌在今天余下时间关闭。请输入 5 或以上，或留空表示不设上限。`,
  newSession: '开始新一节',
  newSessionNote: '时长和各项数字重新计算；当天的限额照旧。',
  tableClosed: (until) => `牌桌关闭至 ${until}。`,
  overLimit: (limit, amount) => `不接受：这会使今天超过您的${limit === 'loss' ? '输额' : '投注额'}上限 ${amount}。`,
};

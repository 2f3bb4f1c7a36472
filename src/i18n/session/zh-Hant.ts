/** 誠實遊戲時段的繁體中文詞語。 */
import { common, type SessionWords } from './common';

export const words: SessionWords = {
  ...common('zh-Hant'),
  session: '本節遊戲',
  time: '時長',
  net: '輸贏',
  wagered: '投注額',
  expected: '按莊家優勢的期望',
  expectedTitle: '本節所有投注的精確期望結果：每注期望值之和。',
  fresh: (n) => `重新領取籌碼 ${n} 次`,
  realityTitle: '遊戲提醒',
  realityPlayed: (c) => `您已經玩了 ${c}。`,
  realityFigures: '本節到目前為止：',
  stop: '今天到此為止',
  takeBreak: '休息一下',
  breakFor: (m) => `${m} 分鐘`,
  carryOn: '繼續',
  closedBreak: (until) => `您正在休息。牌桌將於 ${until} 重新開放。`,
  closedStop: (until) => `您今天已停止遊戲。牌桌將於 ${until} 重新開放。`,
  limitsHeading: '您的限額',
  limitsRule: '按日計算。降低限額即時生效；提高或取消限額在 24 小時後生效。',
  lossLimit: '每日輸額上限（美元）',
  wagerLimit: '每日投注額上限（美元）',
  noLimit: '留空：不設上限',
  interval: (m) => (m === 0 ? '關閉' : `每 ${m} 分鐘`),
  realityInterval: '遊戲提醒',
  pending: (limit, current, value, at) =>
    `${limit === 'loss' ? '輸額' : '投注額'}上限：今天 ${current}；${at} 起${value === null ? '不設上限' : ` ${value}`}。`,
  limitSet: (limit, value) =>
    value === null
      ? `已設定：不設每日${limit === 'loss' ? '輸額' : '投注額'}上限。`
      : `已設定：您的每日${limit === 'loss' ? '輸額' : '投注額'}上限為 ${value}，即時生效。`,
  limitWaits: (limit) =>
    `已提出：提高或取消${limit === 'loss' ? '輸額' : '投注額'}上限在 24 小時後生效；在此之前現行上限不變。`,
  notAmount: '這不是金額：請輸入美元數，例如 20 或 20.50；留空表示不設上限。',
  limitBelowMinimum: (minimum) =>
    `未設定：低於最低投注額 ${minimum} 的上限會使牌桌在今天餘下時間關閉。請輸入 5 或以上，或留空表示不設上限。`,
  newSession: '開始新一節',
  newSessionNote: '時長和各項數字重新計算；當天的限額照舊。',
  tableClosed: (until) => `牌桌關閉至 ${until}。`,
  overLimit: (limit, amount) => `不接受：這會使今天超過您的${limit === 'loss' ? '輸額' : '投注額'}上限 ${amount}。`,
};

/**
 * The honest session's words in the three languages: the session line, the reality check, the
 * closed table, the limits and their refusals. A module of its own, in the session's chunks
 * (the first load carries none of it).
 */
import type { Cents } from '../rules';
import type { BreakMinutes, RealityInterval } from '../rules/session';
import { formats } from './format';
import { LOCALE, type Language } from './languages';
import { useLanguage } from './useWords';

export interface SessionWords {
  readonly money: (amount: Cents) => string;
  readonly signed: (amount: Cents) => string;
  /** A time of day, "7:45 PM"; with the date when it is not today. */
  readonly at: (time: number, now: number) => string;
  /** A running time, "1:05:09" or "05:09". */
  readonly clock: (seconds: number) => string;
  readonly session: string;
  readonly time: string;
  readonly net: string;
  readonly wagered: string;
  readonly expected: string;
  readonly expectedTitle: string;
  readonly fresh: (count: number) => string;
  readonly realityTitle: string;
  readonly realityPlayed: (clock: string) => string;
  readonly realityFigures: string;
  readonly stop: string;
  readonly takeBreak: string;
  readonly breakFor: (minutes: BreakMinutes) => string;
  readonly carryOn: string;
  readonly closedBreak: (until: string) => string;
  readonly closedStop: (until: string) => string;
  readonly limitsHeading: string;
  readonly limitsRule: string;
  readonly lossLimit: string;
  readonly wagerLimit: string;
  readonly noLimit: string;
  readonly interval: (minutes: RealityInterval) => string;
  readonly realityInterval: string;
  /** A limit in force and the raise (or removal) waiting: "Loss limit: $2.50 today; $20.00 from Nov 29, 12:00 PM." */
  readonly pending: (limit: 'loss' | 'wager', current: string, value: string | null, at: string) => string;
  /** What asking for a limit did, said under its field. */
  readonly limitSet: (limit: 'loss' | 'wager', value: string | null) => string;
  readonly limitWaits: (limit: 'loss' | 'wager') => string;
  readonly notAmount: string;
  readonly limitBelowMinimum: (minimum: string) => string;
  readonly newSession: string;
  readonly newSessionNote: string;
  readonly tableClosed: (until: string) => string;
  readonly overLimit: (limit: 'loss' | 'wager', amount: string) => string;
}

const two = (n: number) => String(n).padStart(2, '0');
const clock = (seconds: number): string => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return `${h > 0 ? `${h}:${two(m)}` : two(m)}:${two(seconds % 60)}`;
};

function common(language: Language): Pick<SessionWords, 'money' | 'signed' | 'at' | 'clock'> {
  const { money, signed } = formats(language);
  const time = new Intl.DateTimeFormat(LOCALE[language], { hour: 'numeric', minute: '2-digit' });
  const dated = new Intl.DateTimeFormat(LOCALE[language], {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const sameDay = (a: number, b: number) => new Date(a).toDateString() === new Date(b).toDateString();
  return { money, signed, clock, at: (t, now) => (sameDay(t, now) ? time : dated).format(t) };
}

const EN: Omit<SessionWords, 'money' | 'signed' | 'at' | 'clock'> = {
  session: 'This session',
  time: 'Time',
  net: 'Net',
  wagered: 'Wagered',
  expected: 'Expected',
  expectedTitle: 'The exact expected result of everything wagered this session: the sum of each bet’s expected value.',
  fresh: (n) => `${n} fresh ${n === 1 ? 'bankroll' : 'bankrolls'}`,
  realityTitle: 'Reality check',
  realityPlayed: (c) => `You have played for ${c}.`,
  realityFigures: 'This session so far:',
  stop: 'Stop for today',
  takeBreak: 'Take a break',
  breakFor: (m) => `${m} minutes`,
  carryOn: 'Continue',
  closedBreak: (until) => `You are taking a break. The table opens again at ${until}.`,
  closedStop: (until) => `You stopped for today. The table opens again at ${until}.`,
  limitsHeading: 'Your limits',
  limitsRule: 'Per day. Lowering a limit acts at once; raising or removing one takes effect after 24 hours.',
  lossLimit: 'Daily loss limit ($)',
  wagerLimit: 'Daily wager limit ($)',
  noLimit: 'Empty: no limit',
  interval: (m) => (m === 0 ? 'Off' : `Every ${m} minutes`),
  realityInterval: 'Reality check',
  pending: (limit, current, value, at) =>
    `${limit === 'loss' ? 'Loss' : 'Wager'} limit: ${current} today; ${value ?? 'no limit'} from ${at}.`,
  limitSet: (limit, value) =>
    value === null ? `Done: no daily ${limit} limit.` : `Done: your daily ${limit} limit is ${value}, from now.`,
  limitWaits: (limit) =>
    `Asked: a higher ${limit} limit, or none, takes effect after 24 hours; until then the limit in force stays.`,
  notAmount: 'Not an amount: type dollars, like 20 or 20.50, or leave the field empty for no limit.',
  limitBelowMinimum: (minimum) =>
    `Not set: a limit below the ${minimum} minimum bet would close the table for the rest of the day. Type 5 or more, or leave the field empty for no limit.`,
  newSession: 'New session',
  newSessionNote: 'Starts the clock and the figures afresh; the day’s limits go on.',
  tableClosed: (until) => `The table is closed until ${until}.`,
  overLimit: (limit, amount) =>
    `Refused: that would take today past your ${limit === 'loss' ? 'loss' : 'wager'} limit of ${amount}.`,
};

const ZH_HANS: typeof EN = {
  session: '本节游戏',
  time: '时长',
  net: '输赢',
  wagered: '投注额',
  expected: '期望',
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

const ZH_HANT: typeof EN = {
  session: '本節遊戲',
  time: '時長',
  net: '輸贏',
  wagered: '投注額',
  expected: '期望',
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

const BY_LANGUAGE = { en: EN, 'zh-Hans': ZH_HANS, 'zh-Hant': ZH_HANT } as const;
const made = new Map<Language, SessionWords>();

/** The session's words in a language. */
export function sessionWords(language: Language): SessionWords {
  let words = made.get(language);
  if (words === undefined) {
    words = { ...common(language), ...BY_LANGUAGE[language] };
    made.set(language, words);
  }
  return words;
}

/** The session's words in the table's language. */
export const useSessionWords = (): SessionWords => sessionWords(useLanguage());

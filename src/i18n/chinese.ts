import type { DrawReason } from '../rules/drawReason';
import type { Hand } from '../rules';
import type { InSight } from '../squeeze/pips';

/**
 * The sentences both Chinese scripts say alike, built from each script's own words: the same
 * grammar in 简体 and 繁體, so it is written once (zh-Hans.ts and zh-Hant.ts give the words).
 */
export interface ChinesePhrases {
  readonly hand: Readonly<Record<Hand, string>>; // 闲, 庄
  readonly points: string; // 点
  readonly draws: string; // 补牌
  readonly stands: string; // 不补
  readonly bothStand: string; // 双方都不补牌
  readonly playerStood: string; // 闲没有补牌
  readonly whatever: string; // 无论闲的第三张牌是什么都补牌
  readonly always: string; // 一律不补
  readonly thirdCardIs: string; // 闲的第三张牌是
  readonly whenThird: string; // 在闲第三张牌为
  readonly onlyWhenThird: string; // 只在闲第三张牌为
  readonly drawsThen: string; // 时补牌
  readonly counts: readonly string[]; // 没有, 一, 两, 三…
  readonly faceDown: string; // what to do with a card lying face down
  readonly picture: Readonly<Record<'side' | 'end', string>>;
  readonly nothingYet: string;
  readonly corner: string; // before the rank the corner index shows: 牌角露出
  readonly where: readonly string[]; // 边上, 中间, 另一边
}

/** Why each hand drew or stood: "闲 4 点补牌（0–5 点补牌）。庄 5 点补牌：闲的第三张牌是 6，庄 5 点在闲第三张牌为 4–7 时补牌。" */
export function chineseDrawReason(t: ChinesePhrases): (reason: DrawReason) => string {
  const pts = (n: number | string) => `${n} ${t.points}`;
  return (reason) => {
    if (reason.kind === 'bothNaturals')
      return `${t.hand.player}和${t.hand.banker}都是天牌（${pts(reason.player)}和 ${pts(reason.banker)}）：${t.bothStand}。`;
    if (reason.kind === 'natural') return `${t.hand[reason.hand]}天牌 ${pts(reason.points)}：${t.bothStand}。`;
    const { player: p, banker: b, bankerDraws, why } = reason;
    const player = reason.playerDraws
      ? `${t.hand.player} ${pts(p)}${t.draws}（${pts('0–5')}${t.draws}）。`
      : `${t.hand.player} ${pts(p)}${t.stands}（${pts('6–7')}${t.stands}）。`;
    const banker = `${player}${t.hand.banker} ${pts(b)}${bankerDraws ? t.draws : t.stands}：`;
    switch (why.by) {
      case 'playerStood':
        return `${banker}${t.playerStood}，${t.hand.banker} ${bankerDraws ? `${pts('0–5')}${t.draws}` : `${pts('6–7')}${t.stands}`}。`;
      case 'low':
        return `${banker}${t.hand.banker} ${pts('0–2')}${t.whatever}。`;
      case 'seven':
        return `${banker}${t.hand.banker} ${pts(7)}${t.always}。`;
      case 'thirdCard': {
        const card = `${why.third.rank}${why.third.pointsDiffer ? `（${pts(why.third.points)}）` : ''}`;
        const on = 'from' in why.on ? `${why.on.from}–${why.on.to}` : `${why.on.except.join(' 或 ')} 以外的牌`;
        const rule = `${bankerDraws || 'except' in why.on ? t.whenThird : t.onlyWhenThird} ${on}${t.drawsThen}`;
        return `${banker}${t.thirdCardIs} ${card}，${t.hand.banker} ${pts(b)}${rule}。`;
      }
    }
  };
}

/** What the lifted edge shows, and nothing more: "边上两点"、"三行共五点". */
export function chineseSqueezeHint(t: ChinesePhrases): (sight: InSight | null) => string {
  const count = (n: number) => t.counts[n] ?? String(n);
  const hint = (sight: InSight | null): string => {
    if (sight === null) return t.faceDown;
    if (sight.index !== undefined) return `${t.corner} ${sight.index}。${hint({ ...sight, index: undefined })}`;
    if (sight.picture) return t.picture[sight.edge];
    const { lines } = sight;
    if (lines.length === 0) return t.nothingYet;
    if (sight.edge === 'side') return `${lines.map((n, i) => `${t.where[i]}${count(n)}${t.points}`).join('，')}。`;
    const total = lines.reduce((sum, n) => sum + n, 0);
    return `${count(lines.length)}行共${count(total)}${t.points}。`;
  };
  return hint;
}

/** 牌靴故事的简体中文词语（用语以 docs/glossary.md 为准）。 */
import type { StoryName, StoryWords } from './en';

const percent = (fraction: number, digits = 0) => `${(100 * fraction).toFixed(digits)}%`;

export const words: StoryWords = {
  title: (casino) => (casino ? '这靴牌的故事' : '这段路单的故事'),
  empty: '路单上还没有牌局。',
  figure: {
    hands: '局数',
    banker: '庄',
    player: '闲',
    tie: '和',
    playerPairs: '闲对子',
    bankerPairs: '庄对子',
    naturals: '天牌',
    longestBankerRun: '最长连庄',
    longestPlayerRun: '最长连闲',
    longestAlternation: '最长单跳',
  },
  pattern: { 'long-banker': '长庄', 'long-player': '长闲', 'single-jump': '单跳', 'double-jump': '双跳' },
  lobbyName: {},
  patternRule: {
    'long-banker': '庄连赢六局或以上',
    'long-player': '闲连赢六局或以上',
    'single-jump': '庄闲交替连续六局或以上',
    'double-jump': '大路上连续三行或以上、每行恰好两局',
  },
  patternLine: (rule, chance, hands, casino) =>
    `——${rule}：在随机的 ${hands} 局${casino ? '牌靴' : '路单'}中，有 ${percent(chance)} 会出现。`,
  noPattern: '暂时还没有常说的路型，如长庄。',
  nextCoup: (banker, player, tie) =>
    `这些都改变不了下一局：庄 ${banker}，闲 ${player}，和 ${tie}，与概率栏所示完全相同。`,
  exact: '各路型出现的频率是精确值（假设每局相互独立）；和局跳过不计，与大路相同。',
  howLink: '百家乐怎么玩',
  pastShoes: '过往牌靴',
  pastShoesNote: '保留最近 20 个。牌靴在最后一局结束；路单重新开始（新路单）时，这段路单也就结束。',
  choose: '选择要回顾的一个',
  storyName: (name: StoryName) =>
    `${name.shoe === undefined ? '' : `第 ${name.shoe} 靴：`}第 ${name.from}–${name.to} 局`,
  percent,
};

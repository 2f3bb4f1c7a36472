/** 牌靴故事的繁體中文詞語（用語以 docs/glossary.md 為準）。 */
import type { StoryName, StoryWords } from './en';

const percent = (fraction: number, digits = 0) => `${(100 * fraction).toFixed(digits)}%`;

export const words: StoryWords = {
  title: (casino) => (casino ? '這靴牌的故事' : '這段路單的故事'),
  empty: '路單上還沒有牌局。',
  figure: {
    hands: '局數',
    banker: '莊',
    player: '閒',
    tie: '和',
    playerPairs: '閒對子',
    bankerPairs: '莊對子',
    naturals: '天牌',
    longestBankerRun: '最長連莊',
    longestPlayerRun: '最長連閒',
    longestAlternation: '最長單跳',
  },
  pattern: { 'long-banker': '長莊', 'long-player': '長閒', 'single-jump': '單跳', 'double-jump': '雙跳' },
  lobbyName: {},
  patternRule: {
    'long-banker': '莊連贏六局或以上',
    'long-player': '閒連贏六局或以上',
    'single-jump': '莊閒交替連續六局或以上',
    'double-jump': '大路上連續三行或以上、每行恰好兩局',
  },
  patternLine: (rule, chance, hands, casino) =>
    `——${rule}：在隨機的 ${hands} 局${casino ? '牌靴' : '路單'}中，有 ${percent(chance)} 會出現。`,
  noPattern: '暫時還沒有常說的路型，如長莊。',
  nextCoup: (banker, player, tie) =>
    `這些都改變不了下一局：莊 ${banker}，閒 ${player}，和 ${tie}，與機率欄所示完全相同。`,
  exact: '各路型出現的頻率是精確值（假設每局相互獨立）；和局跳過不計，與大路相同。',
  howLink: '百家樂怎麼玩',
  pastShoes: '過往牌靴',
  pastShoesNote: '保留最近 20 個。牌靴在最後一局結束；路單重新開始（新路單）時，這段路單也就結束。',
  choose: '選擇要回顧的一個',
  storyName: (name: StoryName) =>
    `${name.shoe === undefined ? '' : `第 ${name.shoe} 靴：`}第 ${name.from}–${name.to} 局`,
  percent,
};

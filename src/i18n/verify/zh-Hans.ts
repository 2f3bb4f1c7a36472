/** 承诺牌靴的简体中文词语。 */
import type { VerifyWords } from './en';

export const words: VerifyWords = {
  pageTitle: '核对承诺牌靴',
  intro:
    '粘贴或拖入赌场牌靴的牌局记录 JSON 导出文件。本页在这台设备上（无需联网）用每个已公开牌靴的服务器种子和你的切牌重新计算它的承诺值和每一张牌。',
  honest:
    '在你自己机器上运行的游戏无法向开发者工具隐藏种子；这里证明的是：牌靴在切牌和第一注之前已经固定，且从未随下注而改变。',
  language: '语言',
  exportLabel: '牌局记录 JSON 导出',
  chooseFile: '或选择文件',
  verify: '核对',
  checking: '核对中…',
  verified: (shoes) => `核对无误：${shoes} 个牌靴，每张发出的牌都与承诺一致。`,
  notVerified: '核对不通过。',
  problems: '问题所在',
  shoeChecked: (shoe, cards, hands) =>
    `第 ${shoe} 靴：种子的哈希与承诺值一致；${cards} 张牌与承诺一致；重算了 ${hands} 局。`,
  shoeInPlay: (shoe) => `第 ${shoe} 靴：仍在进行，种子在最后一局之前保密。`,
  shoeWrong: (shoe) => `第 ${shoe} 靴：与承诺不符。`,
  cardByCard: '逐张核对',
  cardLine: (at, dealt, committed, role) => {
    const card =
      role === 'burn' ? `第 ${at} 张（烧牌，亮出）` : role === 'burned' ? `第 ${at} 张（背面烧掉）` : `第 ${at} 张`;
    return committed === dealt
      ? `${card}：${dealt}，与承诺一致`
      : `${card}：发出 ${dealt}，承诺的却是 ${committed ?? '（无牌）'}`;
  },
  moneyChecked: (hands) => `金额：用本桌自己的结算规则按牌和注额重算了 ${hands} 局，与导出一致。`,
  moneyDiffers: (hand) => `金额：第 ${hand} 局是第一局金额与本桌按其牌和注额结算不符的牌局。`,
  commitmentChecked: '承诺值（种子的哈希正是它）：',
  notedLabel: '你在第一注之前记下的承诺值',
  notedMatches: '一致：这就是第一注之前向你展示承诺值的那个牌靴。',
  notedDiffers: '不一致：这不是你记下承诺值的那个牌靴。',
  toVerifyPage: '在核对页面核对导出文件',
  toTable: '返回牌桌',
  commitment: '承诺值',
  commitmentOf: (shoe, short) => `第 ${shoe} 靴承诺值 ${short}…`,
  commitmentFull: '本靴秘密种子的 SHA-256，在第一注之前已固定：',
  cut: '你的切牌',
  cutHint: '在本靴第一次发牌之前可以输入自己的切牌：1 到 32 个字母、数字、- 或 _。',
  cutRefused: '切牌是 1 到 32 个字母、数字、- 或 _。',
  cutNotUsed: (typed, used) => `“${typed}”不是切牌（1 到 32 个字母、数字、- 或 _）：发牌将使用 ${used}。`,
  cutWasUsed: (typed, used) => `已用切牌 ${used} 发牌：“${typed}”不是切牌。`,
  copy: '复制',
  copied: '已复制',
  noteIt: '请在第一注之前把它记在别处：牌靴结束后，与公开的承诺值比对。',
  revealed: (shoe) => `第 ${shoe} 靴已完：种子已公开。`,
  serverSeed: '种子',
  playAgain: '再玩一次这个牌靴',
  close: '关闭',
};

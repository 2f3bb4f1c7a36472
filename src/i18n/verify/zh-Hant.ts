/** 承諾牌靴的繁體中文詞語。 */
import type { VerifyWords } from './en';

export const words: VerifyWords = {
  pageTitle: '核對承諾牌靴',
  intro:
    '貼上或拖入賭場牌靴的牌局記錄 JSON 匯出檔。本頁在這台裝置上（無需連網）用每個已公開牌靴的伺服器種子和你的切牌重新計算它的承諾值和每一張牌。',
  honest:
    '在你自己機器上運行的遊戲無法向開發者工具隱藏種子；這裡證明的是：牌靴在切牌和第一注之前已經固定，且從未隨下注而改變。',
  language: '語言',
  exportLabel: '牌局記錄 JSON 匯出',
  chooseFile: '或選擇檔案',
  verify: '核對',
  checking: '核對中…',
  verified: (shoes) => `核對無誤：${shoes} 個牌靴，每張發出的牌都與承諾一致。`,
  notVerified: '核對不通過。',
  problems: '問題所在',
  shoeChecked: (shoe, cards, hands) =>
    `第 ${shoe} 靴：種子的雜湊與承諾值一致；${cards} 張牌與承諾一致；重算了 ${hands} 局。`,
  shoeInPlay: (shoe) => `第 ${shoe} 靴：仍在進行，種子在最後一局之前保密。`,
  shoeWrong: (shoe) => `第 ${shoe} 靴：與承諾不符。`,
  cardByCard: '逐張核對',
  cardLine: (at, dealt, committed, role) => {
    const card =
      role === 'burn' ? `第 ${at} 張（燒牌，亮出）` : role === 'burned' ? `第 ${at} 張（背面燒掉）` : `第 ${at} 張`;
    return committed === dealt
      ? `${card}：${dealt}，與承諾一致`
      : `${card}：發出 ${dealt}，承諾的卻是 ${committed ?? '（無牌）'}`;
  },
  moneyChecked: (hands) => `金額：用本桌自己的結算規則按牌和注額重算了 ${hands} 局，與匯出一致。`,
  moneyDiffers: (hand) => `金額：第 ${hand} 局是第一局金額與本桌按其牌和注額結算不符的牌局。`,
  commitmentChecked: '承諾值（種子的雜湊正是它）：',
  notedLabel: '你在第一注之前記下的承諾值',
  notedMatches: '一致：這就是第一注之前向你展示承諾值的那個牌靴。',
  notedDiffers: '不一致：這不是你記下承諾值的那個牌靴。',
  toVerifyPage: '在核對頁面核對匯出檔',
  toTable: '返回牌桌',
  commitment: '承諾值',
  commitmentOf: (shoe, short) => `第 ${shoe} 靴承諾值 ${short}…`,
  commitmentFull: '本靴秘密種子的 SHA-256，在第一注之前已固定：',
  cut: '你的切牌',
  cutHint: '在本靴第一次發牌之前可以輸入自己的切牌：1 到 32 個字母、數字、- 或 _。',
  cutRefused: '切牌是 1 到 32 個字母、數字、- 或 _。',
  cutNotUsed: (typed, used) => `「${typed}」不是切牌（1 到 32 個字母、數字、- 或 _）：發牌將使用 ${used}。`,
  cutWasUsed: (typed, used) => `已用切牌 ${used} 發牌：「${typed}」不是切牌。`,
  copy: '複製',
  copied: '已複製',
  noteIt: '請在第一注之前把它記在別處：牌靴結束後，與公開的承諾值比對。',
  revealed: (shoe) => `第 ${shoe} 靴已完：種子已公開。`,
  serverSeed: '種子',
  playAgain: '再玩一次這個牌靴',
  close: '關閉',
};

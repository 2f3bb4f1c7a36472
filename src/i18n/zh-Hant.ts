import {
  LIMITS,
  type Bet,
  type Card,
  type Cents,
  type DerivedRoad,
  type RoadMark,
  type Suit,
  type Winner,
} from '../rules';
import type { Catalogue, PageHead } from './catalogue';
import { chineseDrawReason, chineseSqueezeHint, type ChinesePhrases } from './chinese';
import type { ResultOf, SpotOutcome, Words } from './en';
import type { LaterWords } from './enLater';
import { formats } from './format';

// 繁體中文：用語以澳門、香港賭場的寫法為準（docs/glossary.md）。
const { money, signed, count } = formats('zh-Hant');
// 存檔讀出之前（預渲染的頁面上）金額的佔位。
const UNREAD_MONEY = '—';

const OUTCOME: Readonly<Record<Winner, string>> = { player: '閒', banker: '莊', tie: '和' };
const SUIT: Readonly<Record<Suit, string>> = { S: '黑桃', H: '紅心', D: '方塊', C: '梅花' };
const BET: Readonly<Record<Bet, string>> = {
  player: '閒',
  banker: '莊',
  tie: '和',
  'player-pair': '閒對子',
  'banker-pair': '莊對子',
  'dragon-player': '閒龍寶',
  'dragon-banker': '莊龍寶',
  'dragon-7': '龍7',
  'panda-8': '熊貓8',
};
const MARK: Readonly<Record<RoadMark, string>> = { ...OUTCOME, red: '紅', blue: '藍' };
const ROAD: Readonly<Record<DerivedRoad, string>> = { bigEyeBoy: '大眼仔', smallRoad: '小路', cockroachPig: '曱甴路' };
const hands = (n: number) => count(n, { other: '局' });
const savedWhere = (hand: number | null) => (hand === null ? '桌上' : `第 ${hand} 局`);

/** 贏家的點數在前：「7 比 4」。 */
const score = (coup: ResultOf, joiner = ' 比 ') =>
  coup.winner === 'banker'
    ? `${coup.bankerTotal}${joiner}${coup.playerTotal}`
    : `${coup.playerTotal}${joiner}${coup.bankerTotal}`;
const result = (coup: ResultOf) =>
  `${coup.winner === 'tie' ? '和局' : `${OUTCOME[coup.winner]}贏`}${coup.natural ? '（天牌）' : ''}，${score(coup)}`;

/** The words of the sentences both scripts share (chinese.ts). */
const PHRASES: ChinesePhrases = {
  hand: { player: '閒', banker: '莊' },
  points: '點',
  draws: '補牌',
  stands: '不補',
  bothStand: '雙方都不補牌',
  playerStood: '閒沒有補牌',
  whatever: '無論閒的第三張牌是甚麼都補牌',
  always: '一律不補',
  thirdCardIs: '閒的第三張牌是',
  whenThird: '在閒第三張牌為',
  onlyWhenThird: '只在閒第三張牌為',
  drawsThen: '時補牌',
  counts: ['沒有', '一', '兩', '三', '四', '五', '六', '七', '八', '九', '十'],
  faceDown: '牌面朝下：從牌邊拖動開牌，或按空白鍵掀起一級（方向鍵掀起所指的一邊）。',
  corner: '牌角露出',
  picture: { side: '邊上露出圖案：是公仔牌。', end: '牌頭露出圖案：是公仔牌。' },
  nothingYet: '還看不到點。',
  where: ['邊上', '中間', '另一邊'],
};

const words: Words = {
  money,
  signed,
  unreadMoney: UNREAD_MONEY,
  brand: '百家樂',
  game: { 'punto-banco': '傳統', ez: '龍7百家樂', 'no-commission': '免佣' },
  bankroll: '本金',
  tableMenu: '牌桌選單',
  updateReady: '有新版本 — 重新載入',
  statistics: '統計',
  tableOptions: '牌桌選項',
  keys: '按鍵',
  lab: '策略實驗室',
  howItWorks: '玩法說明',
  language: '語言',
  layout: '檯面',
  limits: (decks, casino) =>
    `最低 ${money(LIMITS.minimumBet)} · 合計最高 ${money(LIMITS.maximumTotal)} · ${decks} 副牌${casino ? '牌靴，發到切牌為止' : '，每局重新洗牌'}`,
  bets: '下注',
  sideBets: '邊注',
  controls: '操作',
  clearBets: '清除注碼',
  betAgain: '再次下注',
  betTool: { rebet: '重複下注', double: '加倍', undo: '撤銷' },
  deal: '發牌',
  showHand: '開牌',
  pass: '過牌',
  passName: '過牌（只用於多人牌桌，這裡不起作用）',
  outOfChips: '籌碼不足',
  brokeLine: `本金加上桌面的注碼不足最低注 ${money(LIMITS.minimumBet)}。`,
  takeFreshBankroll: `領取新的本金 ${money(LIMITS.startingBankroll)}`,
  loadingPanels: '正在載入路單…',

  handTitle: { player: '閒', banker: '莊' },
  handName: (title) => `${title}家的牌`,
  totalHidden: '點數',
  natural: (total) => `天牌 ${total}\u00a0點`, // the figure and its unit on one line
  cardName: (card: Card) => `${SUIT[card.suit]}${card.rank}`,
  faceDown: '背面朝上的牌',

  outcome: OUTCOME,
  bet: BET,
  score,
  result,

  dealing: '發牌中…',
  resultLine: (coup) => `${result(coup)}。`,
  tiePushes: (coup) => (coup.winner === 'tie' ? '閒、莊注碼和局不輸不贏。' : ''),
  /** Said after the result when EZ Baccarat pushes Banker bets on Banker's three-card 7. */
  bankerPushesOnThreeCard7: '莊以三張牌 7 點贏：莊注碼不輸不贏。',
  sideBetsMoney: (sides) =>
    sides.length > 0 ? `${sides.map((s) => `${BET[s.bet]} ${signed(s.net)}`).join('，')}。` : '',
  handMoney: ({ net, amount, bankroll }) => {
    const line = {
      win: `你贏了 ${money(amount)}。`,
      lose: `你輸了 ${money(amount)}。`,
      push: '你的注碼和局：不輸不贏。',
      even: '輸贏相抵，不輸不贏。',
      none: '',
    }[net];
    return `${line}本金 ${money(bankroll)}。`;
  },

  spotName: BET,
  pays: {
    player: '1 賠 1',
    tie: '1 賠 8',
    'player-pair': '1 賠 11',
    'banker-pair': '1 賠 11',
    'dragon-player': '天牌 1 賠 1，贏 9 點 1 賠 30',
    'dragon-banker': '天牌 1 賠 1，贏 9 點 1 賠 30',
    'dragon-7': '1 賠 40',
    'panda-8': '1 賠 25',
  },
  bankerPays: {
    'punto-banco': '1 賠 1，抽 5% 佣金',
    ez: '1 賠 1；三張牌 7 點和局',
    'no-commission': '1 賠 1；6 點贏賠一半',
  },
  noBet: '未下注',
  spotResult: (outcome: SpotOutcome) =>
    outcome.result === 'win'
      ? `贏 ${signed(outcome.net)}${outcome.commission > 0 ? `（佣金 ${money(outcome.commission)}）` : ''}`
      : outcome.result === 'push'
        ? outcome.staysOnSpot > 0
          ? '和局：注碼留在桌上'
          : '和局：注碼退回'
        : `輸 ${money(outcome.stake)}`,
  push: '不輸不贏',
  spotLabel: (name, pays, amount: Cents | null, last) =>
    `下注${name}，${pays}。桌上注碼：${amount === null ? UNREAD_MONEY : money(amount)}。${last === null ? '' : `上一局：${last}。`}`,

  railing: '籌碼額',
  railingWhat: '· 下一枚籌碼',
  railingStep: {
    railingDownTen: '籌碼額減 $10',
    railingDown: '籌碼額減 $1',
    railingUp: '籌碼額加 $1',
    railingUpTen: '籌碼額加 $10',
  },
  railingAmount: (amount) => `籌碼額 ${amount === null ? UNREAD_MONEY : money(amount)}`,
};

const later: LaterWords = {
  refused: {
    'not-an-amount': '這不是可以下注的金額。',
    'below-minimum': `每個下注位置最低 ${money(LIMITS.minimumBet)}。`,
    'table-maximum': `已達牌桌上限：所有注碼合計不得超過 ${money(LIMITS.maximumTotal)}。`,
    'not-enough-money': '本金不足以下這個籌碼。',
    'no-bet': '請先下注：點擊閒、莊或和（或按 1、2、3）。',
    'not-offered': '這張牌桌沒有這種注：請在「牌桌選項」中開啟。',
  },
  refusedOnTouch: {
    'no-bet': '請先下注：輕觸閒、莊或和。',
  },
  passNotice: '過牌只用於多人牌桌；在這個單人遊戲中不起作用。',
  broke: `本金加上桌面的注碼不足最低注 ${money(LIMITS.minimumBet)}：請領取新的本金繼續遊戲。`,
  freshBankroll: `新的本金 ${money(LIMITS.startingBankroll)} 已經上桌。祝你好運！`,
  savedAmount: { railing: '籌碼額', startingBankroll: '起始本金', bankroll: '本金' },
  balanceAfter: (hand) => `第 ${hand} 局後的餘額`,
  savedBet: (bet, hand) => `${savedWhere(hand)}${BET[bet]}的注碼`,
  saveRefusal: {
    'not-money': (what) => `${what}不是金額`,
    'too-much': (what) => `${what}超過任何牌桌會賠付的數目（超過 ${money(LIMITS.maximumBankroll)}）`,
    'bets-break-limits': (hand) => `${savedWhere(hand)}的注碼超出牌桌限額`,
    'bets-missing': (hand) => `${savedWhere(hand)}的注碼缺失`,
    'side-bets-unreadable': (hand) => `${savedWhere(hand)}的邊注無法讀取`,
    'not-a-hand': (hand) => `第 ${hand} 局不是一局牌`,
    'no-number': (hand) => `第 ${hand} 局沒有局號`,
    'out-of-order': (hand) => `第 ${hand} 局的次序不對`,
    'no-cards': (hand) => `第 ${hand} 局沒有牌`,
    'not-a-card': (hand, card) => `第 ${hand} 局有一張不是牌的「${card}」`,
    'not-a-coup': (hand) => `第 ${hand} 局不是按規則會發出的牌`,
    'game-not-offered': (hand) => `第 ${hand} 局的玩法這張牌桌沒有`,
    'no-bet': (hand) => `第 ${hand} 局沒有下注`,
    'shoe-not-a-number': (hand) => `第 ${hand} 局的牌靴編號無效`,
    'earlier-shoe': (hand) => `第 ${hand} 局來自比上一局更早的牌靴`,
    'balance-does-not-follow': (hand) => `第 ${hand} 局後的餘額與該局結果不符`,
    'option-not-offered': (option) =>
      `「${{ shoe: '牌靴', decks: '牌副數', game: '玩法', sideBets: '邊注', dealSpeed: '發牌速度', reveal: '開牌方式' }[option]}」選項的值這張牌桌沒有`,
    'unknown-version': (version) => `存檔的版本未知（${version}）`,
    // 牌靴讀取器給出的原因是英文的診斷資訊，中文牌桌不顯示。
    'shoe-unreadable': () => '牌靴無法讀取',
    'not-json': '存檔不是有效的 JSON',
    'not-a-table': '存檔不是一張牌桌',
    'variants-unreadable': '沒有邊注和玩法的規則，無法讀取',
    'settings-missing': '缺少牌桌設定',
    'settings-unreadable': '牌桌設定無法讀取',
    'language-unknown': '語言不是這張牌桌提供的',
    'shoe-no-number': '牌靴沒有編號',
    'casino-unreadable': '沒有賭場牌靴的規則，無法讀取',
    'shoe-mismatch': '牌靴與牌桌選項不符',
    'hand-from-later-shoe': '有一局來自桌上牌靴之後的牌靴',
    'shoe-hands-mismatch': '桌上牌靴的牌局與牌靴不符',
    'shoe-cards-mismatch': '桌上牌靴的牌局不是它發出的牌',
    'shoe-not-last': '桌上的牌靴不是最後一局所用的牌靴',
    'railing-outside': '籌碼額不在 $5 至 $300 之間',
    'history-missing': '缺少牌局記錄',
    'scoreboard-start': '路單的起點不是局號',
    'bankroll-mismatch': '本金和注碼與最後一局不符',
    'side-bet-not-offered': '桌上有一種邊注這張牌桌沒有',
  },
  corruptSave: (reason) =>
    `無法讀取你儲存的牌桌（${reason}），已為你準備好一張新牌桌，本金 ${money(LIMITS.startingBankroll)}。`,
  betweenHands: '牌靴和牌副數只能在兩局之間更換：請先完成這一局。',
  gameBetweenHands: '玩法和邊注只能在兩局之間更換：請先完成這一局。',
  betsReturned: (bets, amount) =>
    `這張牌桌沒有${bets.map((bet) => BET[bet]).join('、')}：${money(amount)} 已退回本金。`,
  unknownOptions: (named) => `網址要求的 ${named.join('、')} 這張牌桌沒有；牌桌照舊進行。`,
  refusedBankroll: (written) =>
    `網址要求的本金「${written}」無效：本金須為整數美元，最多 ${money(LIMITS.maximumBankroll)}；牌桌照舊使用原來的本金。`,
  announceBets: (bets, bankroll) =>
    `${bets.map(([bet, amount]) => (amount === 0 ? `${BET[bet]}沒有下注` : `${BET[bet]} ${money(amount)}`)).join('，')}，本金 ${money(bankroll)}`,
  announceCleared: (bankroll) => `注碼已清除，本金 ${money(bankroll)}`,
  announceTookBack: (chips, bankroll) =>
    `收回${chips.map(([bet, amount]) => `${BET[bet]} ${money(amount)}`).join('，')}，本金 ${money(bankroll)}`,
  announceCard: (hand, card, total) => `${BET[hand]}：${card}，共 ${total} 點`,
  announceSound: (on) => (on ? '音效已開啟' : '音效已關閉'),
  announceChip: (cents) => `籌碼 ${money(cents)}`,
  noLastHand: '重複下注會再押一次上一局的注碼：還沒有發過牌。',
  rebetOnTable: '上一局的注碼已經在桌上了。',
  nothingToUndo: '沒有可以收回的籌碼：上一局之後還沒有下注。',
  rulesUnavailable: '這一步需要的遊戲部分未能載入（是否已離線？）。牌桌沒有任何改變，請再試一次。',
  chipsNeedMore: (amount) => `本金不足以放下這些籌碼：合計 ${money(amount)}。`,

  drawReason: chineseDrawReason(PHRASES),
  thirdCardTitle: '補牌規則',
  thirdCardNote:
    '閒 0–5 點補牌，6–7 點不補；任何一方拿到天牌（兩張牌 8 或 9 點），雙方都不補牌。莊看這張表：左邊是莊頭兩張牌的點數，上面是閒的第三張牌；補 表示補牌，停 表示不補。',
  chartBanker: '莊',
  chartPlayerStood: '閒不補',
  chartMark: { draws: '補', stands: '停' },
  chartMarkSpoken: { draws: '補', stands: '停' },
  decidedLastHand: '（決定了上一局）',

  close: (title) => `關閉${title}`,
  shortcutsTitle: '鍵盤快捷鍵',
  helpTitle: '說明',
  withKeyboard: '使用鍵盤時',
  shortcutsKey: '按鍵',
  shortcutsDoes: '作用',
  shortcuts: {
    deal: ['Enter', '沒有按鈕獲得焦點時發牌（發牌中：立即開出整手牌）'],
    railingUp: ['上箭頭', '籌碼額 +$1'],
    railingUpTen: ['Shift + 上箭頭', '籌碼額 +$10'],
    railingDown: ['下箭頭', '籌碼額 −$1'],
    railingDownTen: ['Shift + 下箭頭', '籌碼額 −$10'],
    betPlayer: ['數字鍵盤 1，或 End', '把籌碼額押在閒'],
    betBanker: ['數字鍵盤 2', '把籌碼額押在莊'],
    betTie: ['數字鍵盤 3，或 Page Down', '把籌碼額押在和'],
    betPlayerPair: ['4', '把籌碼額押在閒對子（開啟邊注時）'],
    betBankerPair: ['6', '把籌碼額押在莊對子（開啟邊注時）'],
    betDragonPlayer: ['7', '把籌碼額押在閒龍寶（開啟邊注時）'],
    betDragonBanker: ['9', '把籌碼額押在莊龍寶（開啟邊注時）'],
    betDragon7: ['5', '把籌碼額押在龍7（龍7百家樂，開啟邊注時）'],
    betPanda8: ['8', '把籌碼額押在熊貓8（龍7百家樂，開啟邊注時）'],
    clearBets: ['Delete', '清除桌上所有注碼'],
    rebet: ['R', '重複下注：再押一次上一局的注碼'],
    double: ['X', '把桌上每一注加倍'],
    undo: ['Backspace', '撤銷：收回最後放下的籌碼'],
    liftCard: ['空白鍵', '咪牌：把正在咪的牌掀起一級（四級開牌）'],
    liftEdge: [
      '在咪的牌上按左 / 右 / 上 / 下箭頭',
      '咪牌：從箭頭所指的一邊掀起牌，每按一次一級（換一邊就從平放開始；從牌頭掀起先看到牌角的點數）',
    ],
    showShortcuts: ['?', '顯示這些鍵盤快捷鍵'],
    mute: ['M', '關閉或開啟音效'],
  },
  shortcutsNote:
    '沒有數字鍵盤的鍵盤也可以用主鍵盤上方的 1、2、3。按鈕獲得焦點時，Enter 鍵和空格鍵會按下該按鈕，和一般網頁一樣；Tab 鍵在按鈕之間移動。用滑鼠點擊或觸控後不會留下焦點，所以點擊下注位置後按 Enter 鍵就會發牌。',
  statisticsLead: (shown, sinceStart) =>
    sinceStart ? `目前為止每一局的結果（共 ${hands(shown)}），舊的在前。` : `最近 ${shown} 局的結果，舊的在前。`,
  noHandsYet: '還沒有玩過任何一局。',
  statisticsBead: (hand, coup) => `第 ${hand} 局：${result(coup)}`,

  elsewhere: '這張牌桌已在另一個分頁打開。',
  elsewhereHow:
    '同一時間只有一個分頁可以玩，這樣每一局和每一塊錢都只記錄一次。按「在這裡玩」即可從另一個分頁接手牌桌。',
  playHere: '在這裡玩',

  optionsLead: (dealing) =>
    dealing ? '選項只能在兩局之間更改：請等這一局結束。' : '選項在兩局之間更改；更換牌靴或牌副數會換一個新牌靴。',
  shoeOption: '牌靴',
  shoeKind: {
    fresh: ['每局新洗牌', '原版玩法：每一局都從剛洗好的牌靴發牌。'],
    casino: ['賭場牌靴', '只洗一次牌、燒牌，然後一直發到距離末尾 14 張的切牌；路單和機率都跟隨這個牌靴。'],
  },
  decksOption: '牌副數',
  decks: (decks) => `${decks} 副牌（${decks * 52} 張）`,
  gameOption: '玩法',
  gameAbout: {
    'punto-banco': '原版玩法：莊贏 1 賠 1，抽 5% 佣金。',
    ez: '莊以三張牌 7 點贏時和局，其餘不抽佣金。另有龍7和熊貓8兩種邊注。',
    'no-commission': '莊以 6 點贏時只賠一半，其餘不抽佣金。',
  },
  sideBetsOption: '邊注',
  sideBetsOn: '開啟：對子和龍寶（龍7百家樂另有龍7、熊貓8）',
  sideBetsOff: '關閉',
  dealSpeedOption: '發牌速度',
  dealSpeeds: { slow: '慢', normal: '正常', fast: '快', instant: '即時' },
  reducedMotionNote: '你的裝置要求減少動態效果，所以不論發牌速度如何，每一局都立即顯示（咪牌仍由你自己開牌）。',
  revealOption: '開牌方式',
  reveal: {
    deal: ['發牌', '原版玩法：每張牌發出時就翻開。'],
    squeeze: ['咪牌', '牌面朝下發出，由你一邊一邊掀開：拖動牌，或按空白鍵；Enter 鍵一次開出整手牌。'],
  },
  squeezeCard: (hand, nth) => `${hand}第${['一', '二', '三'][nth - 1] ?? nth}張牌，牌面朝下`,
  squeezeHint: chineseSqueezeHint(PHRASES),
  soundOption: '音效',
  playSounds: '播放音效',
  soundAbout:
    '發牌、籌碼和贏錢時的輕柔提示音，由瀏覽器即時合成。在你第一次點擊或按鍵之後才開始播放；按 M 鍵可關閉或開啟。',
  volume: '音量',
  volumeLevel: (volume) => `${volume}%`,

  shoeName: (shoe) => `第 ${shoe} 靴`,
  shoeFigures: (shoe, hand, cardsLeft, toCut) =>
    `第 ${shoe} 靴 · 第 ${hand} 局 · 剩 ${cardsLeft} 張 · ${toCut > 0 ? `離切牌 ${toCut} 張` : '切牌已出'}`,
  cardNotation: (card) => words.cardName(card),
  lastHandOfShoe: ' 本靴最後一局',
  shoeFinished: ' 本靴已完：下一次發牌會洗一個新牌靴',
  burnCard: '燒牌 ',
  burnedFaceDown: (burned) => `，另有 ${burned} 張背面朝上燒掉`,

  panelsName: '路單、機率和記錄',
  panel: { scoreboard: '路單', odds: '機率', history: '記錄' },

  scoreboardNote: (casino) =>
    casino
      ? '這是本靴的記錄，不是預測：下一局發甚麼牌只取決於牌靴裡剩下的牌。'
      : '這是已發生的記錄，不是預測：每一局之前都會重新洗牌。',
  beadPlate: '珠盤路',
  bigRoad: '大路',
  road: ROAD,
  beadMark: OUTCOME,
  newScoreboard: '新路單',
  roadScrollable: (title) => `${title}，可捲動`,
  roadSummary: (title, marks, latest) =>
    latest === null ? `${title}：還沒有記號` : `${title}：${marks} 個記號，最新的是${MARK[latest]}`,
  roadEmpty: '還沒有記號。',
  roadFromStart: (handsOnRoad) => (handsOnRoad === null ? '舊的在前。' : `共 ${hands(handsOnRoad)}，舊的在前。`),
  roadWindow: (first, last, hidden) => `顯示最新的第 ${first} 至第 ${last} 列；之前的 ${hidden} 列不讀出。`,
  roadColumnHands: (column, marks) => `第 ${column} 列：${marks.map((m) => MARK[m]).join('、')}。`,
  roadColumnStreak: (column, mark, length, ties, tail) =>
    `第 ${column} 列：${MARK[mark]} ${length} 個${ties > 0 ? `，和 ${ties} 次` : ''}${tail === null ? '' : `，最後 ${tail.length} 個沿第 ${tail.row} 行`}。`,
  joinSentences: (sentences) => sentences.join(''),
  roadPairs: (pairs) =>
    `對子：${pairs.map((p) => `第 ${p.hand} 局${p.playerPair && p.bankerPair ? '閒、莊對子' : p.playerPair ? '閒對子' : '莊對子'}`).join('；')}。`,

  askRoads: '問路',
  ask: { banker: '莊問路', player: '閒問路' },
  nextCoup: (percent) => `下一局 ${percent}`,
  askNote: (tie) => `記號是確定的計算，結果卻是機會（和局的機會是 ${tie}，不加記號）。紅色記號是實心，藍色是空心。`,
  askChancesFresh: (decks) => `機會按剛洗好的 ${decks} 副牌計算。`,
  askChancesNewShoe: '下一局開始新的牌靴和新的路單。',
  askChancesShoe: (seen, shoe) => `機會按第 ${shoe} 靴已見的 ${seen} 張牌計算。`,
  askSaid: (asked, marks: Readonly<Record<DerivedRoad, 'red' | 'blue' | null>>) =>
    `如果下一局${OUTCOME[asked]}贏：${(['bigEyeBoy', 'smallRoad', 'cockroachPig'] as const).map((road) => `${ROAD[road]}${marks[road] === null ? '不加記號' : MARK[marks[road]]}`).join('，')}。`,

  oddsCaptionFresh: (decks) => `從剛洗好的 ${decks} 副牌發一局的準確機率`,
  oddsCaptionShoe: (shoe, seen) =>
    seen === 0
      ? `第 ${shoe} 靴下一局的準確機率：新的牌靴，還沒有見過牌`
      : `第 ${shoe} 靴下一局的準確機率，已計入已見的 ${seen} 張牌`,
  oddsOutcome: '結果',
  oddsProbability: '機率',
  oddsEdge: '這種注的莊家優勢',
  edgeAt: { player: '（1 賠 1）', tie: '（1 賠 8）' },
  bankerTerms: (game, special) => {
    const chance = special === null ? '' : `，機會 ${special}`;
    return {
      'punto-banco': '（抽 5% 佣金）',
      ez: `（三張牌 7 點贏時和局，其餘不抽佣金${chance}）`,
      'no-commission': `（6 點贏時賠一半，其餘不抽佣金${chance}）`,
    }[game];
  },
  sideBetOdds: '邊注：各賠率表的每一行，按同一局計算',
  houseEdgeOf: '：莊家優勢 ',
  paytableLine: {
    win: '贏',
    tie: '和',
    lose: '輸',
    'win-with-three-card-7': '三張牌 7 點贏',
    'win-with-6': '6 點贏',
    pair: '對子',
    'no-pair': '沒有對子',
    'natural-win': '天牌贏',
    'natural-tie': '天牌和',
    'win-by-9': '贏 9 點',
    'win-by-8': '贏 8 點',
    'win-by-7': '贏 7 點',
    'win-by-6': '贏 6 點',
    'win-by-5': '贏 5 點',
    'win-by-4': '贏 4 點',
    'dragon-7': '莊以三張牌 7 點贏',
    'panda-8': '閒以三張牌 8 點贏',
  },
  paysLine: (pays) => (pays.num === 0n ? '退回' : pays.num < 0n ? '輸' : `${pays.den} 賠 ${pays.num}`),
  yourBets: '你這一局的注碼',
  noBetsOdds: '桌上沒有注碼。每下一注，這裡就會顯示它的期望值。',
  evBefore: (stake, bet) => `${BET[bet]} ${stake}：期望值 `,
  evAfter: (edge, commission) => `（優勢 ${edge}${commission === null ? '' : `，贏時佣金 ${commission}`}）`,
  commissionHint: (stake, edge, alternatives) =>
    `莊的佣金以 $0.25 為單位進位，所以 ${stake} 的莊家優勢是 ${edge}。${alternatives.map((a) => `${a.stake} 付 ${a.commission}（${a.edge}）`).join('；')}。`,

  sinceShoeBegan: '本靴開始以來',
  shoeSummary: (shoe, favoured, of) =>
    `第 ${shoe} 靴已完：${of} 局中有 ${hands(favoured)}某種注對玩家有利。下一次發牌會洗一個新牌靴。`,
  shoeChange: (bet, probability, change, edge, edgeChange) =>
    `${OUTCOME[bet]}：機率 ${probability}（${change} 個百分點），莊家優勢 ${edge}（${edgeChange} 個百分點）`,
  inPlayerFavour: ' 對玩家有利',
  cardsSeen: '已見的牌',
  cardsSeenCaption: '每種點數已見和未見的張數',
  rank: '點數',
  seen: '已見',
  unseen: '未見',
  unseenSplit: (unseen, left, burned) => `未見 ${unseen} 張：牌靴裡剩 ${left} 張，另有 ${burned} 張背面朝上燒掉`,
  edgeByHand: '每局的莊家優勢',
  edgeChartEmpty: '本靴第一局之後開始畫圖。',
  edgeChart: (bet, favoured) =>
    `${OUTCOME[bet]}在本靴的莊家優勢，${favoured === 0 ? '從未對玩家有利' : `有 ${hands(favoured)}對玩家有利`}`,

  historyHands: '局數',
  historyNet: '淨輸贏',
  exportCsv: '匯出 CSV',
  exportJson: '匯出 JSON',
  handsPlayed: '已玩的牌局，新的在前',
  scrollSideways: '左右滑動查看 →',
  historyColumns: { hand: '局', player: '閒', banker: '莊', winner: '贏家', bets: '注碼', net: '淨輸贏' },
  historyShoe: (shoe) => ` 第 ${shoe} 靴`,
  historyNatural: '（天牌）',
  historyBet: (spot, amount) => `${OUTCOME[spot]} ${amount}`,
  sideBetStake: (stake) => `押 ${stake}`,
  olderHands: (older) => `還有 ${hands(older)}較早的牌局沒有顯示。`,
  showMore: (more) => `再顯示 ${more} 局`,
  chartEmpty: '本金走勢圖從第一局開始。',
  chartLabel: (from, to, handsPlayed) => `本局遊戲的本金走勢：${hands(handsPlayed)}從 ${from} 到 ${to}`,
  csvHeaders: {
    hand: '局',
    player: '閒家的牌',
    banker: '莊家的牌',
    playerTotal: '閒點數',
    bankerTotal: '莊點數',
    winner: '贏家',
    natural: '天牌',
    betPlayerCents: '閒注碼（分）',
    betBankerCents: '莊注碼（分）',
    betTieCents: '和注碼（分）',
    commissionCents: '佣金（分）',
    netCents: '淨輸贏（分）',
    balanceAfterCents: '局後餘額（分）',
    shoe: '牌靴',
    scoreboard: '路單',
    game: '玩法',
  },
  csvSideBet: (bet, part) => `${BET[bet]}${part === 'stake' ? '注碼' : '淨輸贏'}（分）`,
};

/** The page's title and description in this language. */
const head: PageHead = {
  title: '百家樂 — 單人百家樂牌桌',
  description: '忠實還原的單人百家樂牌桌：八副牌的牌靴、準確的補牌規則、莊贏抽 5% 佣金，支援鍵盤快捷鍵。',
};

export const catalogue: Catalogue = { words, later, head };

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

// 简体中文：用语以澳门、香港赌场的写法为准（docs/glossary.md）。
const { money, signed, count } = formats('zh-Hans');
// 存档读出之前（预渲染的页面上）金额的占位。
const UNREAD_MONEY = '—';

const OUTCOME: Readonly<Record<Winner, string>> = { player: '闲', banker: '庄', tie: '和' };
const SUIT: Readonly<Record<Suit, string>> = { S: '黑桃', H: '红心', D: '方块', C: '梅花' };
const BET: Readonly<Record<Bet, string>> = {
  player: '闲',
  banker: '庄',
  tie: '和',
  'player-pair': '闲对子',
  'banker-pair': '庄对子',
  'dragon-player': '闲龙宝',
  'dragon-banker': '庄龙宝',
  'dragon-7': '龙7',
  'panda-8': '熊猫8',
};
const MARK: Readonly<Record<RoadMark, string>> = { ...OUTCOME, red: '红', blue: '蓝' };
const ROAD: Readonly<Record<DerivedRoad, string>> = { bigEyeBoy: '大眼仔', smallRoad: '小路', cockroachPig: '曱甴路' };
const hands = (n: number) => count(n, { other: '局' });
const savedWhere = (hand: number | null) => (hand === null ? '台上' : `第 ${hand} 局`);

/** 赢家的点数在前：“7 比 4”。 */
const score = (coup: ResultOf, joiner = ' 比 ') =>
  coup.winner === 'banker'
    ? `${coup.bankerTotal}${joiner}${coup.playerTotal}`
    : `${coup.playerTotal}${joiner}${coup.bankerTotal}`;
const result = (coup: ResultOf) =>
  `${coup.winner === 'tie' ? '和局' : `${OUTCOME[coup.winner]}赢`}${coup.natural ? '（天牌）' : ''}，${score(coup)}`;

/** The words of the sentences both scripts share (chinese.ts). */
const PHRASES: ChinesePhrases = {
  hand: { player: '闲', banker: '庄' },
  points: '点',
  draws: '补牌',
  stands: '不补',
  bothStand: '双方都不补牌',
  playerStood: '闲没有补牌',
  whatever: '无论闲的第三张牌是什么都补牌',
  always: '一律不补',
  thirdCardIs: '闲的第三张牌是',
  whenThird: '在闲第三张牌为',
  onlyWhenThird: '只在闲第三张牌为',
  drawsThen: '时补牌',
  counts: ['没有', '一', '两', '三', '四', '五', '六', '七', '八', '九', '十'],
  faceDown: '牌面朝下：从牌边拖动开牌，或按空格键掀起一级（方向键掀起所指的一边）。',
  corner: '牌角露出',
  picture: { side: '边上露出图案：是公仔牌。', end: '牌头露出图案：是公仔牌。' },
  nothingYet: '还看不到点。',
  where: ['边上', '中间', '另一边'],
};

const words: Words = {
  money,
  signed,
  unreadMoney: UNREAD_MONEY,
  brand: '百家乐',
  game: { 'punto-banco': '传统', ez: '龙7百家乐', 'no-commission': '免佣' },
  bankroll: '本金',
  tableMenu: '牌桌菜单',
  updateReady: '有新版本 — 重新载入',
  statistics: '统计',
  tableOptions: '牌桌选项',
  keys: '按键',
  lab: '策略实验室',
  howItWorks: '玩法说明',
  language: '语言',
  layout: '台面',
  limits: (decks, casino) =>
    `最低 ${money(LIMITS.minimumBet)} · 合计最高 ${money(LIMITS.maximumTotal)} · ${decks} 副牌${casino ? '牌靴，发到切牌为止' : '，每局重新洗牌'}`,
  bets: '下注',
  sideBets: '边注',
  controls: '操作',
  clearBets: '清除注码',
  betAgain: '再次下注',
  betTool: { rebet: '重复下注', double: '加倍', undo: '撤销' },
  deal: '发牌',
  showHand: '开牌',
  pass: '过牌',
  passName: '过牌（只用于多人牌桌，这里不起作用）',
  outOfChips: '筹码不足',
  brokeLine: `本金加上桌面的注码不足最低注 ${money(LIMITS.minimumBet)}。`,
  takeFreshBankroll: `领取新的本金 ${money(LIMITS.startingBankroll)}`,
  loadingPanels: '正在载入路单…',

  handTitle: { player: '闲', banker: '庄' },
  handName: (title) => `${title}家的牌`,
  totalHidden: '点数',
  natural: (total) => `天牌 ${total}\u00a0点`, // the figure and its unit on one line
  cardName: (card: Card) => `${SUIT[card.suit]}${card.rank}`,
  faceDown: '背面朝上的牌',

  outcome: OUTCOME,
  bet: BET,
  score,
  result,

  dealing: '发牌中…',
  resultLine: (coup) => `${result(coup)}。`,
  tiePushes: (coup) => (coup.winner === 'tie' ? '闲、庄注码和局不输不赢。' : ''),
  /** Said after the result when EZ Baccarat pushes Banker bets on Banker's three-card 7. */
  bankerPushesOnThreeCard7: '庄以三张牌 7 点赢：庄注码不输不赢。',
  sideBetsMoney: (sides) =>
    sides.length > 0 ? `${sides.map((s) => `${BET[s.bet]} ${signed(s.net)}`).join('，')}。` : '',
  handMoney: ({ net, amount, bankroll }) => {
    const line = {
      win: `你赢了 ${money(amount)}。`,
      lose: `你输了 ${money(amount)}。`,
      push: '你的注码和局：不输不赢。',
      even: '输赢相抵，不输不赢。',
      none: '',
    }[net];
    return `${line}本金 ${money(bankroll)}。`;
  },

  spotName: BET,
  pays: {
    player: '1 赔 1',
    tie: '1 赔 8',
    'player-pair': '1 赔 11',
    'banker-pair': '1 赔 11',
    'dragon-player': '天牌 1 赔 1，赢 9 点 1 赔 30',
    'dragon-banker': '天牌 1 赔 1，赢 9 点 1 赔 30',
    'dragon-7': '1 赔 40',
    'panda-8': '1 赔 25',
  },
  bankerPays: {
    'punto-banco': '1 赔 1，抽 5% 佣金',
    ez: '1 赔 1；三张牌 7 点和局',
    'no-commission': '1 赔 1；6 点赢赔一半',
  },
  noBet: '未下注',
  spotResult: (outcome: SpotOutcome) =>
    outcome.result === 'win'
      ? `赢 ${signed(outcome.net)}${outcome.commission > 0 ? `（佣金 ${money(outcome.commission)}）` : ''}`
      : outcome.result === 'push'
        ? outcome.staysOnSpot > 0
          ? '和局：注码留在台上'
          : '和局：注码退回'
        : `输 ${money(outcome.stake)}`,
  push: '不输不赢',
  spotLabel: (name, pays, amount: Cents | null, last) =>
    `下注${name}，${pays}。台上注码：${amount === null ? UNREAD_MONEY : money(amount)}。${last === null ? '' : `上一局：${last}。`}`,

  railing: '筹码额',
  railingWhat: '· 下一枚筹码',
  railingStep: {
    railingDownTen: '筹码额减 $10',
    railingDown: '筹码额减 $1',
    railingUp: '筹码额加 $1',
    railingUpTen: '筹码额加 $10',
  },
  railingAmount: (amount) => `筹码额 ${amount === null ? UNREAD_MONEY : money(amount)}`,
};

const later: LaterWords = {
  refused: {
    'not-an-amount': '这不是可以下注的金额。',
    'below-minimum': `每个下注位置最低 ${money(LIMITS.minimumBet)}。`,
    'table-maximum': `已达牌桌上限：所有注码合计不得超过 ${money(LIMITS.maximumTotal)}。`,
    'not-enough-money': '本金不足以下这个筹码。',
    'no-bet': '请先下注：点击闲、庄或和（或按 1、2、3）。',
    'not-offered': '这张牌桌没有这种注：请在“牌桌选项”中开启。',
  },
  refusedOnTouch: {
    'no-bet': '请先下注：轻触闲、庄或和。',
  },
  passNotice: '过牌只用于多人牌桌；在这个单人游戏中不起作用。',
  broke: `本金加上桌面的注码不足最低注 ${money(LIMITS.minimumBet)}：请领取新的本金继续游戏。`,
  freshBankroll: `新的本金 ${money(LIMITS.startingBankroll)} 已经上桌。祝你好运！`,
  savedAmount: { railing: '筹码额', startingBankroll: '起始本金', bankroll: '本金' },
  balanceAfter: (hand) => `第 ${hand} 局后的余额`,
  savedBet: (bet, hand) => `${savedWhere(hand)}${BET[bet]}的注码`,
  saveRefusal: {
    'not-money': (what) => `${what}不是金额`,
    'too-much': (what) => `${what}超过任何牌桌会赔付的数目（超过 ${money(LIMITS.maximumBankroll)}）`,
    'bets-break-limits': (hand) => `${savedWhere(hand)}的注码超出牌桌限额`,
    'bets-missing': (hand) => `${savedWhere(hand)}的注码缺失`,
    'side-bets-unreadable': (hand) => `${savedWhere(hand)}的边注无法读取`,
    'not-a-hand': (hand) => `第 ${hand} 局不是一局牌`,
    'no-number': (hand) => `第 ${hand} 局没有局号`,
    'out-of-order': (hand) => `第 ${hand} 局的次序不对`,
    'no-cards': (hand) => `第 ${hand} 局没有牌`,
    'not-a-card': (hand, card) => `第 ${hand} 局有一张不是牌的“${card}”`,
    'not-a-coup': (hand) => `第 ${hand} 局不是按规则会发出的牌`,
    'game-not-offered': (hand) => `第 ${hand} 局的玩法这张牌桌没有`,
    'no-bet': (hand) => `第 ${hand} 局没有下注`,
    'shoe-not-a-number': (hand) => `第 ${hand} 局的牌靴编号无效`,
    'earlier-shoe': (hand) => `第 ${hand} 局来自比上一局更早的牌靴`,
    'balance-does-not-follow': (hand) => `第 ${hand} 局后的余额与该局结果不符`,
    'option-not-offered': (option) =>
      `“${{ shoe: '牌靴', decks: '牌副数', game: '玩法', sideBets: '边注', dealSpeed: '发牌速度', reveal: '开牌方式' }[option]}”选项的值这张牌桌没有`,
    'unknown-version': (version) => `存档的版本未知（${version}）`,
    // 牌靴读取器给出的原因是英文的诊断信息，中文牌桌不显示。
    'shoe-unreadable': () => '牌靴无法读取',
    'not-json': '存档不是有效的 JSON',
    'not-a-table': '存档不是一张牌桌',
    'variants-unreadable': '没有边注和玩法的规则，无法读取',
    'settings-missing': '缺少牌桌设置',
    'settings-unreadable': '牌桌设置无法读取',
    'language-unknown': '语言不是这张牌桌提供的',
    'shoe-no-number': '牌靴没有编号',
    'casino-unreadable': '没有赌场牌靴的规则，无法读取',
    'shoe-mismatch': '牌靴与牌桌选项不符',
    'hand-from-later-shoe': '有一局来自台上牌靴之后的牌靴',
    'shoe-hands-mismatch': '台上牌靴的牌局与牌靴不符',
    'shoe-cards-mismatch': '台上牌靴的牌局不是它发出的牌',
    'shoe-not-last': '台上的牌靴不是最后一局所用的牌靴',
    'railing-outside': '筹码额不在 $5 至 $300 之间',
    'history-missing': '缺少牌局记录',
    'scoreboard-start': '路单的起点不是局号',
    'bankroll-mismatch': '本金和注码与最后一局不符',
    'side-bet-not-offered': '台上有一种边注这张牌桌没有',
  },
  corruptSave: (reason) =>
    `无法读取你保存的牌桌（${reason}），已为你准备好一张新牌桌，本金 ${money(LIMITS.startingBankroll)}。`,
  betweenHands: '牌靴和牌副数只能在两局之间更换：请先完成这一局。',
  gameBetweenHands: '玩法和边注只能在两局之间更换：请先完成这一局。',
  betsReturned: (bets, amount) =>
    `这张牌桌没有${bets.map((bet) => BET[bet]).join('、')}：${money(amount)} 已退回本金。`,
  unknownOptions: (named) => `网址要求的 ${named.join('、')} 这张牌桌没有；牌桌照旧进行。`,
  refusedBankroll: (written) =>
    `网址要求的本金“${written}”无效：本金须为整数美元，最多 ${money(LIMITS.maximumBankroll)}；牌桌照旧使用原来的本金。`,
  announceBets: (bets, bankroll) =>
    `${bets.map(([bet, amount]) => (amount === 0 ? `${BET[bet]}没有下注` : `${BET[bet]} ${money(amount)}`)).join('，')}，本金 ${money(bankroll)}`,
  announceCleared: (bankroll) => `注码已清除，本金 ${money(bankroll)}`,
  announceTookBack: (chips, bankroll) =>
    `收回${chips.map(([bet, amount]) => `${BET[bet]} ${money(amount)}`).join('，')}，本金 ${money(bankroll)}`,
  announceCard: (hand, card, total) => `${BET[hand]}：${card}，共 ${total} 点`,
  announceSound: (on) => (on ? '音效已开启' : '音效已关闭'),
  announceChip: (cents) => `筹码 ${money(cents)}`,
  noLastHand: '重复下注会再押一次上一局的注码：还没有发过牌。',
  rebetOnTable: '上一局的注码已经在台上了。',
  nothingToUndo: '没有可以收回的筹码：上一局之后还没有下注。',
  rulesUnavailable: '这一步需要的游戏部分未能载入（是否已离线？）。牌桌没有任何改变，请再试一次。',
  chipsNeedMore: (amount) => `本金不足以放下这些筹码：合计 ${money(amount)}。`,

  drawReason: chineseDrawReason(PHRASES),
  thirdCardTitle: '补牌规则',
  thirdCardNote:
    '闲 0–5 点补牌，6–7 点不补；任何一方拿到天牌（两张牌 8 或 9 点），双方都不补牌。庄看这张表：左边是庄头两张牌的点数，上面是闲的第三张牌；补 表示补牌，停 表示不补。',
  chartBanker: '庄',
  chartPlayerStood: '闲不补',
  chartMark: { draws: '补', stands: '停' },
  chartMarkSpoken: { draws: '补', stands: '停' },
  decidedLastHand: '（决定了上一局）',

  close: (title) => `关闭${title}`,
  shortcutsTitle: '键盘快捷键',
  helpTitle: '帮助',
  withKeyboard: '使用键盘时',
  shortcutsKey: '按键',
  shortcutsDoes: '作用',
  shortcuts: {
    deal: ['Enter', '没有按钮获得焦点时发牌（发牌中：立即开出整手牌）'],
    railingUp: ['上箭头', '筹码额 +$1'],
    railingUpTen: ['Shift + 上箭头', '筹码额 +$10'],
    railingDown: ['下箭头', '筹码额 −$1'],
    railingDownTen: ['Shift + 下箭头', '筹码额 −$10'],
    betPlayer: ['数字小键盘 1，或 End', '把筹码额押在闲'],
    betBanker: ['数字小键盘 2', '把筹码额押在庄'],
    betTie: ['数字小键盘 3，或 Page Down', '把筹码额押在和'],
    betPlayerPair: ['4', '把筹码额押在闲对子（开启边注时）'],
    betBankerPair: ['6', '把筹码额押在庄对子（开启边注时）'],
    betDragonPlayer: ['7', '把筹码额押在闲龙宝（开启边注时）'],
    betDragonBanker: ['9', '把筹码额押在庄龙宝（开启边注时）'],
    betDragon7: ['5', '把筹码额押在龙7（龙7百家乐，开启边注时）'],
    betPanda8: ['8', '把筹码额押在熊猫8（龙7百家乐，开启边注时）'],
    clearBets: ['Delete', '清除台上所有注码'],
    rebet: ['R', '重复下注：再押一次上一局的注码'],
    double: ['X', '把台上每一注加倍'],
    undo: ['Backspace', '撤销：收回最后放下的筹码'],
    liftCard: ['空格键', '咪牌：把正在咪的牌掀起一级（四级开牌）'],
    liftEdge: [
      '在咪的牌上按左 / 右 / 上 / 下箭头',
      '咪牌：从箭头所指的一边掀起牌，每按一次一级（换一边就从平放开始；从牌头掀起先看到牌角的点数）',
    ],
    showShortcuts: ['?', '显示这些键盘快捷键'],
    mute: ['M', '关闭或开启音效'],
  },
  shortcutsNote:
    '没有数字小键盘的键盘也可以用主键盘上方的 1、2、3。按钮获得焦点时，Enter 键和空格键会按下该按钮，和一般网页一样；Tab 键在按钮之间移动。用鼠标点击或触摸后不会留下焦点，所以点击下注位置后按 Enter 键就会发牌。',
  statisticsLead: (shown, sinceStart) =>
    sinceStart ? `目前为止每一局的结果（共 ${hands(shown)}），旧的在前。` : `最近 ${shown} 局的结果，旧的在前。`,
  noHandsYet: '还没有玩过任何一局。',
  statisticsBead: (hand, coup) => `第 ${hand} 局：${result(coup)}`,

  elsewhere: '这张牌桌已在另一个标签页打开。',
  elsewhereHow:
    '同一时间只有一个标签页可以玩，这样每一局和每一块钱都只记录一次。按“在这里玩”即可从另一个标签页接手牌桌。',
  playHere: '在这里玩',

  optionsLead: (dealing) =>
    dealing ? '选项只能在两局之间更改：请等这一局结束。' : '选项在两局之间更改；更换牌靴或牌副数会换一个新牌靴。',
  shoeOption: '牌靴',
  shoeKind: {
    fresh: ['每局新洗牌', '原版玩法：每一局都从刚洗好的牌靴发牌。'],
    casino: ['赌场牌靴', '只洗一次牌、烧牌，然后一直发到距离末尾 14 张的切牌；路单和概率都跟随这个牌靴。'],
  },
  decksOption: '牌副数',
  decks: (decks) => `${decks} 副牌（${decks * 52} 张）`,
  gameOption: '玩法',
  gameAbout: {
    'punto-banco': '原版玩法：庄赢 1 赔 1，抽 5% 佣金。',
    ez: '庄以三张牌 7 点赢时和局，其余不抽佣金。另有龙7和熊猫8两种边注。',
    'no-commission': '庄以 6 点赢时只赔一半，其余不抽佣金。',
  },
  sideBetsOption: '边注',
  sideBetsOn: '开启：对子和龙宝（龙7百家乐另有龙7、熊猫8）',
  sideBetsOff: '关闭',
  dealSpeedOption: '发牌速度',
  dealSpeeds: { slow: '慢', normal: '正常', fast: '快', instant: '即时' },
  reducedMotionNote: '你的设备要求减少动态效果，所以不论发牌速度如何，每一局都立即显示（咪牌仍由你自己开牌）。',
  revealOption: '开牌方式',
  reveal: {
    deal: ['发牌', '原版玩法：每张牌发出时就翻开。'],
    squeeze: ['咪牌', '牌面朝下发出，由你一边一边掀开：拖动牌，或按空格键；Enter 键一次开出整手牌。'],
  },
  squeezeCard: (hand, nth) => `${hand}第${['一', '二', '三'][nth - 1] ?? nth}张牌，牌面朝下`,
  squeezeHint: chineseSqueezeHint(PHRASES),
  soundOption: '音效',
  playSounds: '播放音效',
  soundAbout:
    '发牌、筹码和赢钱时的轻柔提示音，由浏览器即时合成。在你第一次点击或按键之后才开始播放；按 M 键可关闭或开启。',
  volume: '音量',
  volumeLevel: (volume) => `${volume}%`,

  shoeName: (shoe) => `第 ${shoe} 靴`,
  shoeFigures: (shoe, hand, cardsLeft, toCut) =>
    `第 ${shoe} 靴 · 第 ${hand} 局 · 剩 ${cardsLeft} 张 · ${toCut > 0 ? `离切牌 ${toCut} 张` : '切牌已出'}`,
  cardNotation: (card) => words.cardName(card),
  lastHandOfShoe: ' 本靴最后一局',
  shoeFinished: ' 本靴已完：下一次发牌会洗一个新牌靴',
  burnCard: '烧牌 ',
  burnedFaceDown: (burned) => `，另有 ${burned} 张背面朝上烧掉`,

  panelsName: '路单、概率和记录',
  panel: { scoreboard: '路单', odds: '概率', history: '记录' },

  scoreboardNote: (casino) =>
    casino
      ? '这是本靴的记录，不是预测：下一局发什么牌只取决于牌靴里剩下的牌。'
      : '这是已发生的记录，不是预测：每一局之前都会重新洗牌。',
  beadPlate: '珠盘路',
  bigRoad: '大路',
  road: ROAD,
  beadMark: OUTCOME,
  newScoreboard: '新路单',
  roadScrollable: (title) => `${title}，可滚动`,
  roadSummary: (title, marks, latest) =>
    latest === null ? `${title}：还没有记号` : `${title}：${marks} 个记号，最新的是${MARK[latest]}`,
  roadEmpty: '还没有记号。',
  roadFromStart: (handsOnRoad) => (handsOnRoad === null ? '旧的在前。' : `共 ${hands(handsOnRoad)}，旧的在前。`),
  roadWindow: (first, last, hidden) => `显示最新的第 ${first} 至第 ${last} 列；之前的 ${hidden} 列不读出。`,
  roadColumnHands: (column, marks) => `第 ${column} 列：${marks.map((m) => MARK[m]).join('、')}。`,
  roadColumnStreak: (column, mark, length, ties, tail) =>
    `第 ${column} 列：${MARK[mark]} ${length} 个${ties > 0 ? `，和 ${ties} 次` : ''}${tail === null ? '' : `，最后 ${tail.length} 个沿第 ${tail.row} 行`}。`,
  joinSentences: (sentences) => sentences.join(''),
  roadPairs: (pairs) =>
    `对子：${pairs.map((p) => `第 ${p.hand} 局${p.playerPair && p.bankerPair ? '闲、庄对子' : p.playerPair ? '闲对子' : '庄对子'}`).join('；')}。`,

  askRoads: '问路',
  ask: { banker: '庄问路', player: '闲问路' },
  nextCoup: (percent) => `下一局 ${percent}`,
  askNote: (tie) => `记号是确定的计算，结果却是机会（和局的机会是 ${tie}，不加记号）。红色记号是实心，蓝色是空心。`,
  askChancesFresh: (decks) => `机会按刚洗好的 ${decks} 副牌计算。`,
  askChancesNewShoe: '下一局开始新的牌靴和新的路单。',
  askChancesShoe: (seen, shoe) => `机会按第 ${shoe} 靴已见的 ${seen} 张牌计算。`,
  askSaid: (asked, marks: Readonly<Record<DerivedRoad, 'red' | 'blue' | null>>) =>
    `如果下一局${OUTCOME[asked]}赢：${(['bigEyeBoy', 'smallRoad', 'cockroachPig'] as const).map((road) => `${ROAD[road]}${marks[road] === null ? '不加记号' : MARK[marks[road]]}`).join('，')}。`,

  oddsCaptionFresh: (decks) => `从刚洗好的 ${decks} 副牌发一局的准确概率`,
  oddsCaptionShoe: (shoe, seen) =>
    seen === 0
      ? `第 ${shoe} 靴下一局的准确概率：新的牌靴，还没有见过牌`
      : `第 ${shoe} 靴下一局的准确概率，已计入已见的 ${seen} 张牌`,
  oddsOutcome: '结果',
  oddsProbability: '概率',
  oddsEdge: '这种注的庄家优势',
  edgeAt: { player: '（1 赔 1）', tie: '（1 赔 8）' },
  bankerTerms: (game, special) => {
    const chance = special === null ? '' : `，机会 ${special}`;
    return {
      'punto-banco': '（抽 5% 佣金）',
      ez: `（三张牌 7 点赢时和局，其余不抽佣金${chance}）`,
      'no-commission': `（6 点赢时赔一半，其余不抽佣金${chance}）`,
    }[game];
  },
  sideBetOdds: '边注：各赔率表的每一行，按同一局计算',
  houseEdgeOf: '：庄家优势 ',
  paytableLine: {
    win: '赢',
    tie: '和',
    lose: '输',
    'win-with-three-card-7': '三张牌 7 点赢',
    'win-with-6': '6 点赢',
    pair: '对子',
    'no-pair': '没有对子',
    'natural-win': '天牌赢',
    'natural-tie': '天牌和',
    'win-by-9': '赢 9 点',
    'win-by-8': '赢 8 点',
    'win-by-7': '赢 7 点',
    'win-by-6': '赢 6 点',
    'win-by-5': '赢 5 点',
    'win-by-4': '赢 4 点',
    'dragon-7': '庄以三张牌 7 点赢',
    'panda-8': '闲以三张牌 8 点赢',
  },
  paysLine: (pays) => (pays.num === 0n ? '退回' : pays.num < 0n ? '输' : `${pays.den} 赔 ${pays.num}`),
  yourBets: '你这一局的注码',
  noBetsOdds: '台上没有注码。每下一注，这里就会显示它的期望值。',
  evBefore: (stake, bet) => `${BET[bet]} ${stake}：期望值 `,
  evAfter: (edge, commission) => `（优势 ${edge}${commission === null ? '' : `，赢时佣金 ${commission}`}）`,
  commissionHint: (stake, edge, alternatives) =>
    `庄的佣金以 $0.25 为单位进位，所以 ${stake} 的庄家优势是 ${edge}。${alternatives.map((a) => `${a.stake} 付 ${a.commission}（${a.edge}）`).join('；')}。`,

  sinceShoeBegan: '本靴开始以来',
  shoeSummary: (shoe, favoured, of) =>
    `第 ${shoe} 靴已完：${of} 局中有 ${hands(favoured)}某种注对玩家有利。下一次发牌会洗一个新牌靴。`,
  shoeChange: (bet, probability, change, edge, edgeChange) =>
    `${OUTCOME[bet]}：概率 ${probability}（${change} 个百分点），庄家优势 ${edge}（${edgeChange} 个百分点）`,
  inPlayerFavour: ' 对玩家有利',
  cardsSeen: '已见的牌',
  cardsSeenCaption: '每种点数已见和未见的张数',
  rank: '点数',
  seen: '已见',
  unseen: '未见',
  unseenSplit: (unseen, left, burned) => `未见 ${unseen} 张：牌靴里剩 ${left} 张，另有 ${burned} 张背面朝上烧掉`,
  edgeByHand: '每局的庄家优势',
  edgeChartEmpty: '本靴第一局之后开始画图。',
  edgeChart: (bet, favoured) =>
    `${OUTCOME[bet]}在本靴的庄家优势，${favoured === 0 ? '从未对玩家有利' : `有 ${hands(favoured)}对玩家有利`}`,

  historyHands: '局数',
  historyNet: '净输赢',
  exportCsv: '导出 CSV',
  exportJson: '导出 JSON',
  handsPlayed: '已玩的牌局，新的在前',
  scrollSideways: '左右滑动查看 →',
  historyColumns: { hand: '局', player: '闲', banker: '庄', winner: '赢家', bets: '注码', net: '净输赢' },
  historyShoe: (shoe) => ` 第 ${shoe} 靴`,
  historyNatural: '（天牌）',
  historyBet: (spot, amount) => `${OUTCOME[spot]} ${amount}`,
  sideBetStake: (stake) => `押 ${stake}`,
  olderHands: (older) => `还有 ${hands(older)}较早的牌局没有显示。`,
  showMore: (more) => `再显示 ${more} 局`,
  chartEmpty: '本金走势图从第一局开始。',
  chartLabel: (from, to, handsPlayed) => `本局游戏的本金走势：${hands(handsPlayed)}从 ${from} 到 ${to}`,
  csvHeaders: {
    hand: '局',
    player: '闲家的牌',
    banker: '庄家的牌',
    playerTotal: '闲点数',
    bankerTotal: '庄点数',
    winner: '赢家',
    natural: '天牌',
    betPlayerCents: '闲注码（分）',
    betBankerCents: '庄注码（分）',
    betTieCents: '和注码（分）',
    commissionCents: '佣金（分）',
    netCents: '净输赢（分）',
    balanceAfterCents: '局后余额（分）',
    shoe: '牌靴',
    scoreboard: '路单',
    game: '玩法',
  },
  csvSideBet: (bet, part) => `${BET[bet]}${part === 'stake' ? '注码' : '净输赢'}（分）`,
};

/** The page's title and description in this language. */
const head: PageHead = {
  title: '百家乐 — 单人百家乐牌桌',
  description: '忠实还原的单人百家乐牌桌：八副牌的牌靴、准确的补牌规则、庄赢抽 5% 佣金，支持键盘快捷键。',
};

export const catalogue: Catalogue = { words, later, head };

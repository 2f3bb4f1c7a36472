/**
 * Every hand of a history export settled again from its cards and stakes by the table's own
 * settlement (`settleCoup`): verify.html and `npm run verify-shoe` hand `checkMoney` to
 * `verifyExport` (src/rules/verifyShoe.ts). Apart from it, so the game's Verify, in the casino
 * shoe's chunk, carries neither this nor the paytables.
 */
import { formatCard, parseCard, type Card } from './cards';
import { coupFromCards } from './coup';
import { settleCoup } from './coupSettlement';
import { cents, formatMoney, formatSignedMoney } from './money';
import { byBet, isGame, SIDE_BETS, type SideBet } from './variants';
import type { MoneyFound } from './verifyShoe';

/** A side bet's columns in the export (store/session.ts writes them so): 'dragon-7' → betDragon7Cents, netDragon7Cents. */
const sideBetColumn = (bet: SideBet, part: 'bet' | 'net'): string =>
  `${part}${bet.replace(/(^|-)(\w)/g, (_, _dash: string, c: string) => c.toUpperCase())}Cents`;

const isCents = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/**
 * Settles every hand of the export again from its cards and stakes, with the table's own
 * settlement, and compares its net, its commission and each side bet's net with the export's.
 * A hand without its money (an export's hands as the game's Verify builds them) is passed over.
 * The first hand whose money differs is named, with what differs.
 */
export function checkMoney(hands: readonly Record<string, unknown>[]): MoneyFound {
  let settled = 0;
  for (const h of hands) {
    if (!isCents(h.netCents)) continue;
    const name = `hand ${String(h.hand)}`;
    const differs = (problem: string) => ({
      hands: settled,
      firstDiffers: typeof h.hand === 'number' ? h.hand : null,
      problems: [`${name}: ${problem}`],
    });
    const player = typeof h.player === 'string' ? h.player.split(' ').map(parseCard) : [];
    const banker = typeof h.banker === 'string' ? h.banker.split(' ').map(parseCard) : [];
    // Dealt Player, Banker, Player, Banker, then Player's third card, then Banker's.
    const dealt = [player[0], banker[0], player[1], banker[1], ...player.slice(2), ...banker.slice(2)];
    const coup = dealt.every((c) => c != null) ? coupFromCards(dealt as Card[]) : null;
    const same = (cards: readonly Card[], text: unknown) => cards.map(formatCard).join(' ') === text;
    if (coup === null || !same(coup.player, h.player) || !same(coup.banker, h.banker))
      return differs(`Player ${String(h.player)}, Banker ${String(h.banker)} is not a coup the rules deal`);
    const game = typeof h.game === 'string' && isGame(h.game) ? h.game : 'punto-banco';
    const stake = (column: string): number => (isCents(h[column]) ? (h[column] as number) : 0);
    const bets = byBet((bet) =>
      cents(
        bet === 'player'
          ? stake('betPlayerCents')
          : bet === 'banker'
            ? stake('betBankerCents')
            : bet === 'tie'
              ? stake('betTieCents')
              : stake(sideBetColumn(bet, 'bet')),
      ),
    );
    let settlement;
    try {
      settlement = settleCoup(bets, coup, game);
    } catch {
      return differs(`it has a stake on a side bet that ${game} does not deal`);
    }
    const wrong: string[] = [];
    if (h.netCents !== settlement.net)
      wrong.push(
        `its net is ${formatSignedMoney(cents(h.netCents))}, but its cards and stakes settle to ${formatSignedMoney(settlement.net)}`,
      );
    if (isCents(h.commissionCents) && h.commissionCents !== settlement.spots.banker.commission)
      wrong.push(
        `its commission is ${formatMoney(cents(h.commissionCents))}, but the table charges ${formatMoney(settlement.spots.banker.commission)}`,
      );
    for (const bet of SIDE_BETS) {
      const net = h[sideBetColumn(bet, 'net')];
      if (isCents(net) && net !== settlement.sideBets[bet].net)
        wrong.push(
          `its ${bet} net is ${formatSignedMoney(cents(net))}, but the table pays ${formatSignedMoney(settlement.sideBets[bet].net)}`,
        );
    }
    if (wrong.length > 0) return differs(`${wrong.join('; ')} (the first hand whose money differs)`);
    settled++;
  }
  return { hands: settled, firstDiffers: null, problems: [] };
}

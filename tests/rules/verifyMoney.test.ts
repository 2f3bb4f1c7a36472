import { describe, expect, it } from 'vitest';
import { checkMoney } from '../../src/rules/verifyMoney';
import { verifyExport as verifyCards } from '../../src/rules/verifyShoe';
import { playedExport } from '../helpers/playedExport';

/** The verifier as verify.html and `npm run verify-shoe` run it: with the table's own settlement. */
const verifyExport = (input: unknown) => verifyCards(input, checkMoney);

describe("the verifier settles every hand's money again from its cards and stakes", () => {
  it('verifies a played casino shoe: $7 Banker bets (commission $0.50), Player and Tie, every hand settled again', () => {
    const exported = playedExport({ hands: 14 });
    expect(exported.hands.some((h) => h.commissionCents === 50)).toBe(true);
    const result = verifyExport(exported);
    expect(result).toMatchObject({ verified: true, problems: [], money: { hands: 14, firstDiffers: null } });
  });

  it('verifies EZ Baccarat with side bets: Dragon 7, Panda 8, pairs and Dragon Bonus settled by the table', () => {
    const exported = playedExport({
      hands: 12,
      options: { game: 'ez', sideBets: true },
      layouts: [
        ['banker', 'dragon-7', 'panda-8'],
        ['player', 'player-pair', 'banker-pair', 'dragon-player', 'dragon-banker'],
      ],
    });
    expect(exported.hands[0]).toHaveProperty('netDragon7Cents');
    expect(verifyExport(exported)).toMatchObject({ verified: true, money: { hands: 12, firstDiffers: null } });
  });

  it('names the first hand whose payout was changed, though its cards are as committed', () => {
    const exported = playedExport({ hands: 10 });
    const [fifth, eighth] = [exported.hands[4]!, exported.hands[7]!];
    fifth.netCents = (fifth.netCents as number) + 100;
    eighth.netCents = (eighth.netCents as number) - 100;
    const result = verifyExport(exported);
    expect(result.verified).toBe(false);
    expect(result.money.firstDiffers).toBe(5);
    expect(result.problems).toEqual([
      expect.stringMatching(
        /^hand 5: its net is [+-]?\$\d+\.\d\d, but its cards and stakes settle to [+-]?\$\d+\.\d\d \(the first hand whose money differs\)$/,
      ),
    ]);
    expect(result.checks[0]!.problems).toEqual([]); // every card as committed
  });

  it('names a commission rounded down, a side bet overpaid and a stake changed after the hand', () => {
    const commission = playedExport({ hands: 10 });
    const banker = commission.hands.find((h) => h.commissionCents === 50)!;
    banker.commissionCents = 35;
    banker.netCents = (banker.netCents as number) + 15;
    expect(verifyExport(commission).problems).toEqual([
      `hand ${banker.hand}: its net is +$6.65, but its cards and stakes settle to +$6.50; its commission is $0.35, but the table charges $0.50 (the first hand whose money differs)`,
    ]);

    const side = playedExport({
      hands: 6,
      options: { game: 'ez', sideBets: true },
      layouts: [['banker', 'player-pair']],
    });
    const lost = side.hands.find((h) => h.netPlayerPairCents === -700)!;
    lost.netPlayerPairCents = 7700;
    expect(verifyExport(side).problems).toEqual([
      expect.stringMatching(
        new RegExp(`^hand ${lost.hand}: .*its player-pair net is \\+\\$77\\.00, but the table pays -\\$7\\.00`),
      ),
    ]);

    const stake = playedExport({ hands: 6 });
    const decided = stake.hands.find((h) => h.winner !== 'tie')!;
    decided.betBankerCents = 30_000;
    expect(verifyExport(stake).money.firstDiffers).toBe(decided.hand);
  });

  it('names a hand whose cards are not a coup the rules deal, and passes over hands without their money', () => {
    const exported = playedExport({ hands: 4, options: { shoe: 'fresh' } });
    exported.hands[1]!.player = 'AS AS';
    expect(verifyExport(exported).problems).toContain(
      `hand 2: Player AS AS, Banker ${String(exported.hands[1]!.banker)} is not a coup the rules deal`,
    );
    const bare = { ...exported, hands: exported.hands.map(({ hand, player, banker }) => ({ hand, player, banker })) };
    expect(verifyExport(bare).money).toEqual({ hands: 0, firstDiffers: null });
    // The game's own Verify checks its hands' cards, not their money (its chunk carries no paytables).
    expect(verifyCards(exported).money).toEqual({ hands: 0, firstDiffers: null });
  });
});

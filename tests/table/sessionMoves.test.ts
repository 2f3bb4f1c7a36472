import { describe, expect, it } from 'vitest';
import { cents, dollars, ORIGINAL_RULES, seededRng, type Rng } from '../../src/rules';
import * as variantRules from '../../src/rules/variantRules';
import { sessionRefusal, type SessionGuard } from '../../src/rules/session';
import { play, type MoveContext } from '../../src/table/moves';
import { freshTable, openedTable, type TableState } from '../../src/table/state';

const NOW = 1_700_000_000_000;
const table = (changes: Partial<TableState> = {}): TableState => ({
  ...openedTable(freshTable(dollars(1000))),
  hold: 'held',
  message: null,
  applyUpdate: null,
  unread: false,
  ...changes,
});
const guard = (changes: Partial<SessionGuard> = {}): SessionGuard => ({
  now: NOW,
  closedUntil: null,
  day: { wagered: cents(0), net: cents(0) },
  loss: null,
  wager: null,
  ...changes,
});
const context = (session: SessionGuard): MoveContext => ({
  rules: variantRules.fullRules,
  shoeRules: null,
  rngForHand: (hand: number): Rng => seededRng(hand),
  rngForShoe: (shoe: number): Rng => seededRng(-shoe),
  instant: true,
  session: (onTable) => sessionRefusal(session, onTable),
});

describe('the honest session’s refusals, as moves', () => {
  it('refuses a bet, Rebet, Double and Deal while the table is closed, saying until when', () => {
    const closed = context(guard({ closedUntil: NOW + 60_000 }));
    const said = { refuse: { key: 'tableClosed', until: NOW + 60_000 } };
    expect(play('placeBet', table(), closed, 'player')).toEqual(said);
    expect(play('double', table({ bets: { player: dollars(5), banker: cents(0), tie: cents(0) } }), closed)).toEqual(
      said,
    );
    expect(play('deal', table({ bets: { player: dollars(5), banker: cents(0), tie: cents(0) } }), closed)).toEqual(
      said,
    );
    // Taking bets back is never refused.
    expect(
      play('clearBets', table({ bets: { player: dollars(5), banker: cents(0), tie: cents(0) } }), closed),
    ).toHaveProperty('change');
  });

  it('refuses the chip that would take the day’s possible loss past the limit, and allows the one that reaches it', () => {
    const ctx = context(guard({ day: { wagered: dollars(10), net: dollars(-10) }, loss: dollars(20) }));
    const onTable = table({ railing: dollars(5), bets: { player: dollars(5), banker: cents(0), tie: cents(0) } });
    expect(play('placeBet', onTable, ctx, 'player')).toHaveProperty('change'); // $10 lost, $10 on the table: $20
    expect(play('placeBet', table({ railing: dollars(11) }), ctx, 'banker')).toEqual({
      refuse: { key: 'overLimit', limit: 'loss', amount: dollars(20) },
    });
  });

  it('refuses a deal of bets a tie left on the table once the day’s wagered has reached the limit', () => {
    const ctx = context(guard({ day: { wagered: dollars(100), net: cents(0) }, wager: dollars(100) }));
    expect(play('deal', table({ bets: { player: dollars(5), banker: cents(0), tie: cents(0) } }), ctx)).toEqual({
      refuse: { key: 'overLimit', limit: 'wager', amount: dollars(100) },
    });
  });

  it('changes nothing for a table with no session (the lab, tests of the table alone)', () => {
    const ctx: MoveContext = { ...context(guard()), session: undefined, rules: ORIGINAL_RULES };
    expect(play('placeBet', table(), ctx, 'player')).toHaveProperty('change');
  });
});

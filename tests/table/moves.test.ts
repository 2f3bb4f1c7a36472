import { describe, expect, it } from 'vitest';
import {
  cents,
  coupFromCards,
  dollars,
  NO_TABLE_BETS,
  ORIGINAL_RULES,
  parseCard,
  seededRng,
  type Rng,
} from '../../src/rules';
import { fullRules } from '../../src/rules/variantRules';
import {
  canDeal,
  allows,
  MOVES,
  MOVES_BY_PHASE,
  play,
  rulesFor,
  type MoveContext,
  type MoveName,
} from '../../src/table/moves';
import { freshTable, openedTable, type TableState } from '../../src/table/state';
import { DEFAULT_SETTINGS, type Phase } from '../../src/table/vocabulary';

/** A table between hands, with the defaults of a fresh session, and the given changes. */
const table = (changes: Partial<TableState> = {}): TableState => ({
  ...openedTable(freshTable(dollars(1000))),
  hold: 'held',
  message: null,
  applyUpdate: null,
  unread: false,
  ...changes,
});

const context = (changes: Partial<MoveContext> = {}): MoveContext => ({
  rules: ORIGINAL_RULES,
  shoeRules: null,
  rngForHand: (hand: number): Rng => seededRng(hand),
  rngForShoe: (shoe: number): Rng => seededRng(-shoe),
  instant: true,
  ...changes,
});

const coup = (cards: string) => coupFromCards(cards.split(' ').map((c) => parseCard(c)!))!;

describe('the phase table', () => {
  const reveal: MoveName[] = ['revealNext', 'finishReveal', 'liftCard', 'openCard'];
  const betting: MoveName[] = [
    'placeBet',
    'clearBets',
    'rebet',
    'double',
    'undo',
    'deal',
    'takeFreshBankroll',
    'shuffleShoe',
  ];
  it.each<[Phase, MoveName, boolean]>([
    ...(['betting', 'settled'] as const).flatMap((phase) => [
      ...betting.map((move): [Phase, MoveName, boolean] => [phase, move, true]),
      ...reveal.map((move): [Phase, MoveName, boolean] => [phase, move, false]),
    ]),
    ...betting.map((move): [Phase, MoveName, boolean] => ['dealing', move, false]),
    ...reveal.map((move): [Phase, MoveName, boolean] => ['dealing', move, true]),
    ...(['adjustRailing', 'pass', 'setSettings', 'newScoreboard'] as const).map((move): [Phase, MoveName, boolean] => [
      'dealing',
      move,
      true,
    ]),
  ])('in %s, %s is allowed: %s', (phase, move, allowed) => {
    expect(MOVES_BY_PHASE[phase].includes(move)).toBe(allowed);
  });

  it('names only moves that exist', () => {
    const steps = new Set<string>([...Object.keys(MOVES), 'changeGame', 'changeShoe']);
    for (const moves of Object.values(MOVES_BY_PHASE)) for (const move of moves) expect(steps).toContain(move);
  });

  it('refuses a bet while a hand is dealt, changing nothing', () => {
    expect(play('placeBet', table({ phase: 'dealing' }), context(), 'player')).toBeNull();
  });

  const playAny = play as (move: MoveName, s: TableState, ctx: MoveContext) => ReturnType<typeof play>;
  it('gives the buttons the moves’ answer: a move the phase does not allow plays nothing', () => {
    for (const phase of ['betting', 'dealing', 'settled'] as const)
      for (const move of Object.keys(MOVES) as MoveName[]) {
        expect(allows(phase, move)).toBe(MOVES_BY_PHASE[phase].includes(move));
        if (!allows(phase, move)) expect(playAny(move, table({ phase }), context())).toBeNull();
      }
  });

  it('lets Deal deal when the phase allows it and the bets pass the deal’s own check (side bets alone too)', () => {
    expect(canDeal(table())).toBe(false); // no bet
    expect(canDeal(table({ bets: { player: cents(0), banker: dollars(10), tie: cents(0) } }))).toBe(true);
    expect(canDeal(table({ phase: 'dealing', bets: { player: cents(0), banker: dollars(10), tie: cents(0) } }))).toBe(
      false,
    );
    const sideOnly = table({
      settings: { ...DEFAULT_SETTINGS, sideBets: true },
      sideBets: { ...table().sideBets, 'player-pair': dollars(5) },
    });
    expect(canDeal(sideOnly)).toBe(true);
  });
});

describe('the moves', () => {
  it('place a chip of the railing on a spot', () => {
    const outcome = play('placeBet', table(), context(), 'banker');
    expect(outcome).toEqual({
      change: expect.objectContaining({ bankroll: dollars(995), bets: { player: 0, banker: dollars(5), tie: 0 } }),
    });
  });

  it('ask for the full rules for a side bet the original rules do not play', () => {
    const s = table({ settings: { ...DEFAULT_SETTINGS, sideBets: true } });
    expect(play('placeBet', s, context({ rules: rulesFor(s.settings, null) }), 'player-pair')).toEqual({
      needs: 'full',
    });
  });

  it('ask for the full rules for Rebet and Double, which the first load does not carry', () => {
    expect(play('double', table({ bets: { player: dollars(5), banker: cents(0), tie: cents(0) } }), context())).toEqual(
      { needs: 'full' },
    );
  });

  it('deal the coup and settle it before any card shows', () => {
    const s = table({ bets: { player: cents(0), banker: dollars(10), tie: cents(0) }, bankroll: dollars(990) });
    const outcome = play('deal', s, context({ instant: false, rngForHand: () => seededRng(7) }));
    expect(outcome).not.toBeNull();
    if (outcome === null || !('change' in outcome)) throw new Error('the deal was refused');
    expect(outcome.change.phase).toBe('dealing');
    expect(outcome.change.revealed).toBe(0);
    expect(outcome.change.hands).toHaveLength(1);
  });

  it('refuse a deal with nothing on the table, offering a fresh bankroll to a player who is out', () => {
    expect(play('deal', table(), context())).toEqual({ refuse: { key: 'refused', reason: 'no-bet' } });
    expect(play('deal', table({ bankroll: dollars(2) }), context())).toEqual({ refuse: { key: 'broke' } });
  });

  it('settle a Punto Banco hand with no side bet the same under either rules', () => {
    const played = coup('9H 2S KD 3C');
    const bets = { ...NO_TABLE_BETS, player: dollars(10) };
    expect(fullRules.settle(bets, played, 'punto-banco')).toEqual(ORIGINAL_RULES.settle(bets, played, 'punto-banco'));
  });

  it('open the squeezed cards in order, the last one ending the hand', () => {
    const record = {
      hand: 1,
      coup: coup('9H 2S KD 3C'),
      bets: { player: dollars(5), banker: cents(0), tie: cents(0) },
      settlement: ORIGINAL_RULES.settle({ ...NO_TABLE_BETS, player: dollars(5) }, coup('9H 2S KD 3C'), 'punto-banco'),
      balanceAfter: dollars(1005),
    };
    let s = table({ phase: 'dealing', hands: [record], revealed: 4, squeeze: { opened: 0, lift: 0 } });
    for (let i = 0; i < 4; i++) {
      const outcome = play('openCard', s, context());
      if (outcome === null || !('change' in outcome)) throw new Error('the card did not open');
      s = { ...s, ...outcome.change };
    }
    expect(s.phase).toBe('settled');
    expect(s.squeeze).toBeNull();
  });
});

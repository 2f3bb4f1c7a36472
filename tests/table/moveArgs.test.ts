import { describe, expect, expectTypeOf, it } from 'vitest';
import { MOVES, type MoveArgs, type MoveName } from '../../src/table/moves';

/** Every argument any move takes after the state and the context. */
type AnyMoveArgument = { [M in MoveName]: MoveArgs<M> }[MoveName][number];

describe('the moves', () => {
  it('take data, never functions: a component says what to play, the table decides how', () => {
    expectTypeOf<Extract<AnyMoveArgument, (...args: never[]) => unknown>>().toEqualTypeOf<never>();
    // The committed shoe's moves are the player's cut and the shoe to play again, by value.
    expectTypeOf<MoveArgs<'cutShoe'>>().toEqualTypeOf<[cut: string]>();
    expectTypeOf<MoveArgs<'replayShoe'>>().toEqualTypeOf<[number: number]>();
    // At run time too: each move declares no more parameters than the state, the context and its data.
    for (const move of Object.values(MOVES)) expect(move.length).toBeLessThanOrEqual(3);
  });
});

import { describe, expect, test } from 'vitest';
import { isSchoolHash, parseSchoolHash, schoolHash } from '../../src/school/route';

describe("the school's address", () => {
  const seed = () => 99;

  test('a link names the drill, the mode, the seed and the first question, and reads back the same', () => {
    const route = parseSchoolHash('#school?drill=payout&mode=test&seed=41&q=3', seed);
    expect(route).toEqual({ kind: 'payout', mode: 'test', seed: 41, from: 3 });
    expect(schoolHash(route)).toBe('#school?drill=payout&mode=test&seed=41&q=3');
    expect(schoolHash({ ...route, from: 0 })).toBe('#school?drill=payout&mode=test&seed=41');
  });

  test('anything unknown is left at its default, and a missing or bad seed is a new one', () => {
    expect(parseSchoolHash('#school', seed)).toEqual({ kind: 'third-card', mode: 'guided', seed: 99, from: 0 });
    expect(parseSchoolHash('#school?drill=poker&mode=hard&seed=0&q=-1', seed)).toEqual({
      kind: 'third-card',
      mode: 'guided',
      seed: 99,
      from: 0,
    });
    expect(parseSchoolHash('#school?drill=count&seed=1e3', seed)).toMatchObject({ kind: 'count', seed: 99 });
  });

  test('only #school and #school?… show the school', () => {
    expect(isSchoolHash('#school')).toBe(true);
    expect(isSchoolHash('#school?seed=4')).toBe(true);
    expect(isSchoolHash('#schoolyard')).toBe(false);
    expect(isSchoolHash('#lab')).toBe(false);
  });
});

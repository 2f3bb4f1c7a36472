import { describe, expect, it } from 'vitest';
import { parseOptionParams, parseParams } from '../../src/app/params';
import { seededRngs } from '../../src/app/seeds';
import { dealFromShuffledShoe, dollars } from '../../src/rules';

describe('URL parameters', () => {
  it('reads seed and bankroll', () => {
    expect(parseParams('?seed=42&speed=instant&bankroll=250')).toEqual({ seed: 42, bankroll: dollars(250) });
  });

  it('ignores what is not a decimal integer', () => {
    expect(parseParams('?seed=abc&bankroll=12.5')).toEqual({ seed: null, bankroll: null });
    expect(parseParams('')).toEqual({ seed: null, bankroll: null });
  });

  it('ignores a bankroll larger than any table holds', () => {
    expect(parseParams('?bankroll=1000000000').bankroll).toBe(dollars(1_000_000_000));
    expect(parseParams('?bankroll=1000000001').bankroll).toBeNull();
    expect(parseParams('?bankroll=90071992547409910').bankroll).toBeNull();
  });

  it.each(['-5', '4.5', 'abc', '1e3', '1000000001', ''])(
    'sets a ?bankroll=%s the table cannot hold aside with the unknown options, to say so',
    (written) => {
      expect(parseParams(`?bankroll=${written}`).bankroll).toBeNull();
      expect(parseOptionParams(`?bankroll=${written}&shoe=casino`)).toEqual({
        options: { shoe: 'casino' },
        unknown: [`bankroll=${written}`],
      });
    },
  );

  it('reads a good ?bankroll= as no unknown option', () => {
    expect(parseOptionParams('?bankroll=250')).toEqual({ options: {}, unknown: [] });
  });

  it('a seed gives the same cards for the same hand, and other cards for the next hand', () => {
    const deal = (hand: number) => dealFromShuffledShoe(seededRngs(42).forHand(hand)).dealt;
    expect(deal(1)).toEqual(deal(1));
    expect(deal(1)).not.toEqual(deal(2));
  });
});

describe('table options in the address', () => {
  it('reads the shoe and the decks', () => {
    expect(parseOptionParams('?shoe=casino&decks=6')).toEqual({ options: { shoe: 'casino', decks: 6 }, unknown: [] });
    expect(parseOptionParams('?seed=4')).toEqual({ options: {}, unknown: [] });
  });

  it('reads the language, and sets aside one the table does not speak', () => {
    expect(parseOptionParams('?lang=zh-Hant')).toEqual({ options: { language: 'zh-Hant' }, unknown: [] });
    expect(parseOptionParams('?lang=en')).toEqual({ options: { language: 'en' }, unknown: [] });
    expect(parseOptionParams('?lang=fr')).toEqual({ options: {}, unknown: ['lang=fr'] });
  });

  it("reads ?speed= as the Deal speed option, the menu's own, and sets aside a speed it does not know", () => {
    expect(parseOptionParams('?speed=instant')).toEqual({ options: { dealSpeed: 'instant' }, unknown: [] });
    expect(parseOptionParams('?speed=slow&reveal=squeeze')).toEqual({
      options: { dealSpeed: 'slow', reveal: 'squeeze' },
      unknown: [],
    });
    expect(parseOptionParams('?speed=warp')).toEqual({ options: {}, unknown: ['speed=warp'] });
  });

  it('sets aside a value it does not know, to say so', () => {
    expect(parseOptionParams('?shoe=tiny&decks=7&decks=8')).toEqual({ options: {}, unknown: ['shoe=tiny', 'decks=7'] });
  });

  it('a seed makes every shoe reproducible, each shoe different', () => {
    const first = (shoe: number) => {
      const rng = seededRngs(42).forShoe(shoe);
      return Array.from({ length: 8 }, () => rng(1000));
    };
    expect(first(1)).toEqual(first(1));
    expect(first(1)).not.toEqual(first(2));
  });
});

describe('the game and side bets in the address', () => {
  it('reads ?game= and ?sidebets=, and sets aside values the table does not offer', () => {
    expect(parseOptionParams('?game=ez&sidebets=on')).toEqual({ options: { game: 'ez', sideBets: true }, unknown: [] });
    expect(parseOptionParams('?game=no-commission&sidebets=off')).toEqual({
      options: { game: 'no-commission', sideBets: false },
      unknown: [],
    });
    expect(parseOptionParams('?game=blackjack&sidebets=maybe')).toEqual({
      options: {},
      unknown: ['game=blackjack', 'sidebets=maybe'],
    });
  });
});

import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { dealNextCoup, formatCard, freshShoe, RANKS, SUITS, type Shoe } from '../../src/rules';
import {
  commitmentOf,
  committedOrder,
  committedShoe,
  committedShuffle,
  committedWords,
  randomCommitment,
  seededCommitment,
  uniformAtMost,
  withCut,
} from '../../src/rules/committedShoe';
import { hmacSha256, sha256, sha256Hex, toHex, utf8 } from '../../src/rules/sha256';
import { verifyExport } from '../../src/rules/verifyShoe';
import vectors from '../fixtures/committed-shoe-vectors.json';

const nodeSha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const nodeHmac = (key: Uint8Array, message: Uint8Array) => createHmac('sha256', key).update(message).digest('hex');

describe('SHA-256 and HMAC-SHA256, against node:crypto and Web Crypto', () => {
  test.each(['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'a'.repeat(1000), '简体 繁體 ♠'])(
    'sha256 of %j',
    (text) => {
      expect(toHex(sha256(utf8(text)))).toBe(nodeSha(Buffer.from(text, 'utf8')));
    },
  );

  it('is the FIPS 180-2 digest of "abc"', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('any bytes hash as node:crypto and crypto.subtle hash them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), async (bytes) => {
        const subtle = toHex(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes)));
        expect(toHex(sha256(bytes))).toBe(subtle);
        expect(subtle).toBe(nodeSha(bytes));
      }),
      { numRuns: 60 },
    );
  });

  it('HMAC-SHA256 is RFC 4231 test case 2 ("Jefe")', () => {
    expect(toHex(hmacSha256(utf8('Jefe'), utf8('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('HMAC-SHA256 of any key (short, a block, longer than a block) and message agrees with node:crypto and crypto.subtle', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 1, maxLength: 150 }),
        fc.uint8Array({ maxLength: 200 }),
        async (key, message) => {
          const imported = await globalThis.crypto.subtle.importKey(
            'raw',
            key,
            { name: 'HMAC', hash: 'SHA-256' },
            false,
            ['sign'],
          );
          const subtle = toHex(new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', imported, message)));
          expect(toHex(hmacSha256(key, message))).toBe(subtle);
          expect(subtle).toBe(nodeHmac(key, message));
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('the committed stream', () => {
  test.each(vectors.hmac)('block of key $key, message $message is the fixture HMAC', ({ key, message, hmac }) => {
    expect(toHex(hmacSha256(utf8(key), utf8(message)))).toBe(hmac);
  });

  it('gives each block as eight big-endian words, block 0 then block 1', () => {
    const seed = '0123456789abcdef'.repeat(4);
    const next = committedWords(seed, 'my-cut', 3);
    const words = Array.from({ length: 16 }, next);
    const expected = [0, 1].flatMap((block) => {
      const digest = createHmac('sha256', Buffer.from(seed, 'utf8')).update(`my-cut:3:${block}`).digest();
      return Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(4 * i));
    });
    expect(words).toEqual(expected);
  });
});

describe('the rejection-sampled Fisher–Yates', () => {
  it('draws j in 0…2 from every word below 2^32 − (2^32 mod 3) and rejects the one above: exact counts, no modulo bias', () => {
    // 2^32 mod 3 = 1: the last word, 2^32 − 1, is rejected; below it each j has exactly (2^32 − 1) / 3 words.
    // Words spread over the whole range: the 3k words k·m … k·m+2 give 0, 1, 2 in turn.
    const counts = [0, 0, 0];
    const step = 0x5555; // (2^32 − 1) / 3 = 0x55555555 = 0x5555 · 0x10001
    for (let k = 0; k < 0x10001; k++)
      for (let r = 0; r < 3; r++) counts[uniformAtMost(2, () => k * 3 * step + r)]! += 1;
    expect(counts).toEqual([0x10001, 0x10001, 0x10001]);
    const words = [0xffff_ffff, 0xffff_ffff, 7];
    expect(uniformAtMost(2, () => words.shift()!)).toBe(1); // two rejections, then 7 mod 3
  });

  it('rejects exactly the top 2^32 mod (i+1) words for i = 4 (mod 5 = 1) and i = 5 (mod 6 = 4)', () => {
    for (const [i, rejected] of [
      [4, 1],
      [5, 4],
    ] as const) {
      const limit = 0x1_0000_0000 - rejected;
      expect(uniformAtMost(i, () => limit - 1)).toBe((limit - 1) % (i + 1));
      const words = [limit, 0xffff_ffff, i];
      expect(uniformAtMost(i, () => words.shift()!)).toBe(i);
    }
  });

  it('swaps from the last position down: three items and the words 0, 0 give [b, c, a]', () => {
    // i = 2: j = 0 swaps a and c → [c, b, a]; i = 1: j = 0 swaps c and b → [b, c, a].
    const words = [0, 0];
    expect(committedShuffle(['a', 'b', 'c'], () => words.shift()!)).toEqual(['b', 'c', 'a']);
  });

  it('gives each of the six orders of three cards for exactly as many word pairs (every residue pair)', () => {
    const counts = new Map<string, number>();
    for (let x = 0; x < 3; x++) {
      for (let y = 0; y < 2; y++) {
        const words = [x, y];
        const key = committedShuffle(['a', 'b', 'c'], () => words.shift()!).join('');
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    expect([...counts.values()]).toEqual([1, 1, 1, 1, 1, 1]);
  });
});

describe('the committed shoe', () => {
  test.each(vectors.vectors)(
    '$name: commitment and cards as the fixture',
    ({ seed, shoe, decks, serverSeed, commitment, cut, first, last }) => {
      if (seed !== null) expect(seededCommitment(seed, shoe)).toEqual({ serverSeed, commitment, cut });
      expect(commitmentOf(serverSeed)).toBe(commitment);
      const order = committedOrder(decks as 8 | 6, serverSeed, cut, shoe).map(formatCard);
      expect(order.slice(0, 20).join(' ')).toBe(first);
      expect(order.slice(-6).join(' ')).toBe(last);
    },
  );

  it('is a permutation of the decks, burned as any casino shoe: ?seed=42 shoe 1 shows 6C and burns 6 face down', () => {
    const shoe = committedShoe(8, seededCommitment(42, 1).serverSeed, '42', 1);
    expect(shoe.order.map(formatCard).sort()).toEqual(freshShoe(8).map(formatCard).sort());
    expect(formatCard(shoe.order[0]!)).toBe('6C');
    expect(shoe.next).toBe(7);
  });

  it('the ordered shoe is decks in turn, suits S, H, D, C, ranks A … K', () => {
    expect(freshShoe(1).slice(0, 14).map(formatCard)).toEqual([...RANKS.map((r) => r + 'S'), 'AH']);
    expect(SUITS).toEqual(['S', 'H', 'D', 'C']);
  });

  it('another cut, another shoe number or another seed gives another shoe', () => {
    const { serverSeed } = seededCommitment(42, 1);
    const base = committedOrder(8, serverSeed, '42', 1).map(formatCard).join(' ');
    expect(committedOrder(8, serverSeed, '43', 1).map(formatCard).join(' ')).not.toBe(base);
    expect(committedOrder(8, serverSeed, '42', 2).map(formatCard).join(' ')).not.toBe(base);
    expect(committedOrder(8, seededCommitment(43, 1).serverSeed, '42', 1).map(formatCard).join(' ')).not.toBe(base);
  });

  it("play's seed is 32 bytes of the rng's words, its default cut 8 hex digits", () => {
    const words = [0xdeadbeef, 1, 2, 3, 4, 5, 6, 0xffffffff, 0xa3f09c1e];
    const made = randomCommitment((bound) => {
      expect(bound).toBe(0x1_0000_0000);
      return words.shift()!;
    });
    expect(made.serverSeed).toBe('deadbeef' + '00000001000000020000000300000004000000050000000' + '6ffffffff');
    expect(made.cut).toBe('a3f09c1e');
    expect(made.commitment).toBe(nodeSha(Buffer.from(made.serverSeed, 'utf8')));
  });

  it('a cut is 1 to 32 letters, digits, - or _', () => {
    const c = seededCommitment(1, 1);
    expect(withCut(c, 'My_cut-2').cut).toBe('My_cut-2');
    for (const bad of ['', 'a b', 'x'.repeat(33), 'é', 'a:b']) expect(() => withCut(c, bad)).toThrow(RangeError);
  });
});

/** An export of `coups` coups of ?seed=42's first shoe, as the game writes it: the hands and the shoe. */
function exportOf(coups: number, revealed = true) {
  const c = seededCommitment(42, 1);
  let shoe: Shoe = committedShoe(8, c.serverSeed, c.cut, 1);
  const hands = [];
  for (let hand = 1; hand <= coups && !shoe.finished; hand++) {
    const dealt = dealNextCoup(shoe);
    hands.push({
      hand,
      shoe: 1,
      player: dealt.coup.player.map(formatCard).join(' '),
      banker: dealt.coup.banker.map(formatCard).join(' '),
    });
    shoe = dealt.shoe;
  }
  const cards = shoe.order.slice(0, shoe.next).map(formatCard);
  return {
    format: 'baccarat-hand-history',
    version: 2,
    hands,
    shoes: [
      { shoe: 1, decks: 8, commitment: c.commitment, cut: c.cut, serverSeed: revealed ? c.serverSeed : null, cards },
    ],
  };
}

describe('verifying an export', () => {
  it('verifies a revealed shoe: the commitment, every card and every hand', () => {
    const result = verifyExport(JSON.stringify(exportOf(12)));
    expect(result).toMatchObject({ verified: true, shoes: 1, problems: [] });
    expect(result.checks[0]!.hands).toBe(12);
    expect(result.checks[0]!.cards.every((c) => c.dealt === c.committed)).toBe(true);
  });

  it('verifies a whole shoe dealt to its last coup', () => {
    const whole = exportOf(1000);
    expect(whole.hands.length).toBeGreaterThan(60);
    expect(verifyExport(whole)).toMatchObject({ verified: true, shoes: 1, problems: [] });
  });

  it('checks nothing in a shoe still in play (its seed is secret), and says so', () => {
    expect(verifyExport(exportOf(3, false))).toEqual(
      expect.objectContaining({ verified: false, shoes: 0, problems: [expect.stringContaining('no shoe')] }),
    );
  });

  it('names a changed card: its place, what the export says and what was committed', () => {
    const tampered = exportOf(5);
    const cards = tampered.shoes[0]!.cards;
    const at = 12;
    const other = cards[at] === 'KD' ? 'QD' : 'KD';
    const committed = cards[at];
    cards[at] = other;
    const result = verifyExport(tampered);
    expect(result.verified).toBe(false);
    expect(result.problems).toEqual([
      `shoe 1: card ${at + 1} is ${other}, but the committed shoe has ${committed} there`,
    ]);
  });

  it('names a changed seed or commitment: the seed does not hash to the commitment', () => {
    const seed = exportOf(5);
    seed.shoes[0]!.serverSeed = seededCommitment(43, 1).serverSeed;
    expect(verifyExport(seed).problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^shoe 1: the serverSeed does not hash to the commitment/),
        expect.stringMatching(/^shoe 1: none of its \d+ cards/),
      ]),
    );
    const commitment = exportOf(5);
    commitment.shoes[0]!.commitment = sha256Hex('something else');
    const result = verifyExport(commitment);
    expect(result.verified).toBe(false);
    expect(result.problems).toEqual([expect.stringMatching(/^shoe 1: the serverSeed does not hash to the commitment/)]);
  });

  it('names a changed cut: the commitment holds, the cards do not follow', () => {
    const cut = exportOf(5);
    cut.shoes[0]!.cut = '43';
    const result = verifyExport(cut);
    expect(result.verified).toBe(false);
    expect(result.problems).toEqual([
      expect.stringMatching(
        /^shoe 1: none of its \d+ cards is where this serverSeed and cut put it: the seed or the cut was changed$/,
      ),
    ]);
  });

  it('names a hand that the committed shoe did not deal', () => {
    const hand = exportOf(5);
    hand.hands[2] = { ...hand.hands[2]!, player: 'AS AS' };
    expect(verifyExport(hand).problems).toEqual([
      expect.stringMatching(/^shoe 1: hand 3 shows Player AS AS, Banker .*, but the committed shoe dealt Player /),
    ]);
  });

  test.each([
    ['not JSON', '{', 'the file is not JSON'],
    ['no shoes', '{"hands": []}', 'the export has no "shoes" list (only a casino shoe is committed)'],
  ])('refuses %s', (_, text, problem) => {
    expect(verifyExport(text)).toEqual({
      verified: false,
      shoes: 0,
      problems: [problem],
      checks: [],
      money: { hands: 0, firstDiffers: null },
    });
  });
});

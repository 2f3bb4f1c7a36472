#!/usr/bin/env python3
"""A reference verifier of the committed shoe, in Python's standard library only.

Written from docs/committed-shoe.md alone, in a second language, so that the game's own
code (src/rules/committedShoe.ts) is not the only witness of its shoes.

    python3 scripts/verify_shoe.py FILE

FILE is either the history's JSON export (its "shoes": every revealed shoe's commitment and
every dealt card recomputed from its serverSeed and cut) or the test vectors
(tests/fixtures/committed-shoe-vectors.json: each vector's commitment, first and last cards,
and each HMAC block). Prints one line per shoe or vector; exits 0 when every commitment and
every card agrees, 1 when one does not, 2 when FILE cannot be read.
"""
import hashlib
import hmac
import json
import struct
import sys

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = ["S", "H", "D", "C"]
TWO_32 = 2**32


def commitment_of(server_seed):
    """The commitment: the lowercase hex SHA-256 of the seed's 64 hex characters as UTF-8 text."""
    return hashlib.sha256(server_seed.encode("utf-8")).hexdigest()


def words(server_seed, cut, shoe):
    """The random stream: HMAC-SHA256 blocks of "<cut>:<shoe>:<block>", eight big-endian 32-bit words each."""
    block = 0
    while True:
        message = f"{cut}:{shoe}:{block}".encode("utf-8")
        digest = hmac.new(server_seed.encode("utf-8"), message, hashlib.sha256).digest()
        yield from struct.unpack(">8I", digest)
        block += 1


def shoe_order(decks, server_seed, cut, shoe):
    """The shuffled shoe, dealt order (the shown burn card first): Fisher-Yates by rejection."""
    cards = [rank + suit for _ in range(decks) for suit in SUITS for rank in RANKS]
    stream = words(server_seed, cut, shoe)
    for i in range(len(cards) - 1, 0, -1):
        limit = TWO_32 - (TWO_32 % (i + 1))
        x = next(stream)
        while x >= limit:
            x = next(stream)
        j = x % (i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return cards


def check_export(data):
    """Every revealed shoe of a history export: its commitment and every dealt card."""
    problems, checked = [], 0
    for shoe in data.get("shoes", []):
        number, seed = shoe["shoe"], shoe.get("serverSeed")
        if seed is None:
            print(f"shoe {number}: still in play, its seed is secret")
            continue
        if commitment_of(seed) != shoe["commitment"]:
            problems.append(f"shoe {number}: the serverSeed does not hash to the commitment")
        cards = shoe["cards"].split() if isinstance(shoe["cards"], str) else shoe["cards"]
        stream = shoe.get("replayOf", number)  # "Play this shoe again" deals its first shoe's stream
        candidates = [shoe["decks"]] if "decks" in shoe else [8, 6]
        orders = [shoe_order(d, seed, shoe["cut"], stream) for d in candidates]
        order = next((o for o in orders if o[: len(cards)] == cards), orders[0])
        wrong = [i for i, card in enumerate(cards) if i >= len(order) or order[i] != card]
        for i in wrong[:5]:
            committed = order[i] if i < len(order) else "no card"
            problems.append(f"shoe {number}: card {i + 1} is {cards[i]}, but the committed shoe has {committed} there")
        checked += 1
        print(f"shoe {number}: {len(cards) - len(wrong)} of {len(cards)} cards as committed")
    if checked == 0:
        problems.append("no shoe in the file has its serverSeed revealed")
    return problems


def check_vectors(data):
    """The test vectors: each HMAC block, and each vector's commitment, first 20 and last 6 cards."""
    problems = []
    for block in data.get("hmac", []):
        mac = hmac.new(block["key"].encode(), block["message"].encode(), hashlib.sha256).hexdigest()
        if mac != block["hmac"]:
            problems.append(f"HMAC of {block['message']}: {mac}, not {block['hmac']}")
    for v in data["vectors"]:
        if v["seed"] is not None:
            seeded = hashlib.sha256(f"seed:{v['seed']}:{v['shoe']}".encode()).hexdigest()
            if seeded != v["serverSeed"]:
                problems.append(f"{v['name']}: ?seed= gives the serverSeed {seeded}")
        if commitment_of(v["serverSeed"]) != v["commitment"]:
            problems.append(f"{v['name']}: the serverSeed does not hash to the commitment")
        order = shoe_order(v["decks"], v["serverSeed"], v["cut"], v["shoe"])
        first, last = " ".join(order[:20]), " ".join(order[-6:])
        if first != v["first"] or last != v["last"]:
            problems.append(f"{v['name']}: the cards are {first} … {last}")
        print(f"{v['name']}: {'as the vector' if (first, last) == (v['first'], v['last']) else 'DIFFERS'}")
    return problems


def main(argv):
    if len(argv) != 2:
        print("usage: python3 scripts/verify_shoe.py FILE", file=sys.stderr)
        return 2
    try:
        with open(argv[1], encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError) as error:
        print(f"verify_shoe: cannot read {argv[1]}: {error}", file=sys.stderr)
        return 2
    try:
        problems = check_vectors(data) if "vectors" in data else check_export(data)
    except (KeyError, TypeError, AttributeError) as error:
        problems = [f"the file is neither a history export nor the test vectors ({error!r})"]
    for problem in problems:
        print(f"PROBLEM: {problem}")
    print("verified" if not problems else "not verified")
    return 0 if not problems else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))

import { expect, test, type Page } from '@playwright/test';
import {
  cardsBeforeCut,
  cardsLeft,
  compositionAfter,
  compositionOdds,
  dealNextCoup,
  isLastCoupNext,
  seenCards,
  toNumber,
  type Card,
  type Coup,
  type Shoe,
} from '../src/rules';
import { committedShoe, seededCommitment } from '../src/rules/committedShoe';
import { dealing, handCards, holdTheClock, noAxeViolations, settled } from './contract';
import { savedAfter } from './saved';
import { SAVE_KEY } from '../src/save/format';

/** The coups the seed's committed shoe deals (its seed `seed:N:<shoe>` hashed, its cut N), in order, with the shoe after each: worked out by the rules module. */
function shoeOfSeed(seed: number, number: number): { shoe: Shoe; deals: { coup: Coup; after: Shoe }[] } {
  const { serverSeed, cut } = seededCommitment(seed, number);
  const shoe = committedShoe(8, serverSeed, cut, number);
  const deals: { coup: Coup; after: Shoe }[] = [];
  let current = shoe;
  while (!current.finished) {
    const dealt = dealNextCoup(current);
    deals.push({ coup: dealt.coup, after: dealt.shoe });
    current = dealt.shoe;
  }
  return { shoe, deals };
}

const shown = (cards: readonly Card[]) => cards.map((c) => ({ rank: c.rank, suit: c.suit }));

async function meter(page: Page) {
  const el = page.getByTestId('shoe-meter');
  const read = async (name: string) => el.getAttribute(`data-${name}`);
  return {
    shoe: Number(await read('shoe')),
    handInShoe: Number(await read('hand-in-shoe')),
    cardsLeft: Number(await read('cards-left')),
    toCut: Number(await read('to-cut')),
    lastHand: await read('last-hand'),
  };
}

/**
 * The chances of the shoe less these cards, worked out by the rules module: the figures the panel
 * must show, and those `npm run odds -- --seen` prints (tests/rules/oddsScript.test.ts runs it).
 */
function printedOdds(seen: readonly Card[]): Record<'banker' | 'player' | 'tie', number> {
  const after = compositionAfter(8, seen);
  if (!after.ok) throw new Error(after.reason);
  const { outcomes } = compositionOdds(after.composition);
  return { banker: toNumber(outcomes.banker), player: toNumber(outcomes.player), tie: toNumber(outcomes.tie) };
}

async function playBanker(page: Page) {
  await page.keyboard.press('Delete');
  await page.keyboard.press('Numpad2');
  await page.keyboard.press('Enter');
  await settled(page);
}

test('a seeded 8-deck casino shoe: its first coups, its last coups to the cut card, then a new shoe with the roads afresh', async ({
  page,
}) => {
  // The page shows what the store decided: the first coups and the last ones are dealt here, the
  // coups between them by the store in Node (./saved.ts). Every coup of whole shoes is checked in
  // tests/store/volume.test.ts.
  const seed = 808;
  const address = `/?seed=${seed}&shoe=casino&speed=instant`;
  const { shoe, deals } = shoeOfSeed(seed, 1);
  const FIRST = 3;
  const LAST = 4;
  await page.goto(address);
  const burn = page.getByTestId('burn-card');
  await expect(burn).toHaveAttribute('data-rank', shoe.order[0]!.rank);
  await expect(burn).toHaveAttribute('data-suit', shoe.order[0]!.suit);
  await expect(page.getByTestId('shoe-meter')).toHaveAttribute('data-cards-left', String(cardsLeft(shoe)));

  const checkOdds = async (after: Shoe) => {
    const seen = seenCards(after);
    const printed = printedOdds(seen);
    const panel = page.getByTestId('odds-panel');
    await expect(panel).toHaveAttribute('data-seen', String(seen.length));
    for (const outcome of ['banker', 'player', 'tie'] as const) {
      expect(Number(await panel.getAttribute(`data-${outcome}`)), `${outcome} after ${after.coups} hands`).toBe(
        printed[outcome],
      );
    }
  };
  await checkOdds(shoe);

  const dealAndCheck = async (i: number) => {
    const { coup, after } = deals[i]!;
    await playBanker(page);
    expect(await handCards(page, 'player'), `hand ${i + 1}`).toEqual(shown(coup.player));
    expect(await handCards(page, 'banker'), `hand ${i + 1}`).toEqual(shown(coup.banker));
    expect(await meter(page)).toEqual({
      shoe: 1,
      handInShoe: i + 1,
      cardsLeft: cardsLeft(after),
      toCut: cardsBeforeCut(after),
      lastHand: String(isLastCoupNext(after)),
    });
  };
  for (let i = 0; i < FIRST; i++) await dealAndCheck(i);

  // On to the shoe's last coups: the table as it stands after all but the last few.
  await page.evaluate(([key, raw]) => localStorage.setItem(key, raw), [
    SAVE_KEY,
    savedAfter(address, deals.length - LAST),
  ] as const);
  await page.goto(`/?seed=${seed}&speed=instant`); // the options as saved
  await expect(page.getByTestId('shoe-meter')).toHaveAttribute('data-hand-in-shoe', String(deals.length - LAST));
  await checkOdds(deals[deals.length - LAST - 1]!.after);
  for (let i = deals.length - LAST; i < deals.length; i++) await dealAndCheck(i);
  await expect(page.getByTestId('bead-plate').getByTestId('road-cell')).toHaveCount(deals.length);
  await expect(page.getByTestId('shoe-summary')).toContainText(`of ${deals.length}`);

  // The next Deal shuffles shoe 2, burns it, and the roads start afresh; the history keeps every hand.
  const second = shoeOfSeed(seed, 2);
  await playBanker(page);
  expect(await handCards(page, 'player')).toEqual(shown(second.deals[0]!.coup.player));
  expect((await meter(page)).shoe).toBe(2);
  await expect(page.getByTestId('burn-card')).toHaveAttribute('data-rank', second.shoe.order[0]!.rank);
  await expect(page.getByTestId('bead-plate').getByTestId('road-cell')).toHaveCount(1);
  const rows = page.getByTestId('hand-history').getByTestId('history-row');
  await expect(rows).toHaveCount(deals.length + 1);
  await expect(rows.first()).toHaveAttribute('data-shoe', '2');
  await expect(rows.nth(1)).toHaveAttribute('data-shoe', '1');
  await checkOdds(second.deals[0]!.after);
});

test('a reload mid-shoe, and mid-deal, goes on with the same shoe and never re-deals a hand', async ({ page }) => {
  const seed = 909;
  const { deals } = shoeOfSeed(seed, 1);
  await page.goto(`/?seed=${seed}&shoe=casino&speed=instant`);
  for (let i = 0; i < 3; i++) await playBanker(page);
  await page.clock.install();
  await page.goto(`/?seed=${seed}&speed=normal`); // animated from here on (the speed is an option, saved like the others)
  await expect(page.getByTestId('shoe-meter')).toHaveAttribute('data-hand-in-shoe', '3');
  await page.keyboard.press('Numpad2');
  await holdTheClock(page);
  await page.keyboard.press('Enter');
  await dealing(page);
  // Mid-deal, nothing tells the coup: the meter shows the shoe as it was before it.
  await expect(page.getByTestId('shoe-meter')).toHaveAttribute('data-cards-left', String(cardsLeft(deals[2]!.after)));
  await page.clock.resume();
  await page.reload();
  await settled(page);
  expect(await handCards(page, 'player')).toEqual(shown(deals[3]!.coup.player));
  await expect(page.getByTestId('hand-history').getByTestId('history-row')).toHaveCount(4);
  await page.keyboard.press('Numpad2');
  await page.keyboard.press('Enter');
  await settled(page);
  expect(await handCards(page, 'banker')).toEqual(shown(deals[4]!.coup.banker));
  await expect(page.getByTestId('shoe-meter')).toHaveAttribute('data-hand-in-shoe', '5');
});

test('the table options choose the shoe between hands, and an unknown value in the address is said', async ({
  page,
}) => {
  await page.goto('/?seed=3&speed=instant&shoe=tiny');
  await expect(page.getByTestId('message')).toContainText('shoe=tiny');
  await expect(page.getByTestId('shoe-meter')).toHaveCount(0);
  await page.getByTestId('table-settings').click();
  const dialog = page.getByRole('dialog', { name: 'Table options' });
  await dialog.getByRole('radio', { name: /Casino shoe/ }).check();
  // The casino shoe's rules load when first chosen: a deck count chosen while they load makes
  // one shoe of it (CI once checked 6 decks that soon), so the 8-deck shoe is awaited first.
  await expect(page.getByTestId('shoe-meter')).toHaveAttribute('data-shoe', '1');
  await expect(page.getByTestId('shoe-meter')).toHaveAttribute('data-cards-left', /^4\d\d$/);
  await dialog.getByRole('radio', { name: /6 decks/ }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('shoe-meter')).toHaveAttribute('data-shoe', '2');
  await expect(page.getByTestId('shoe-meter')).toHaveAttribute(
    'data-cards-left',
    String(312 - 1 - Number(await page.getByTestId('burn-card').getAttribute('data-burned'))),
  );
  await playBanker(page);
  await page.reload();
  await expect(page.getByTestId('shoe-meter')).toHaveAttribute('data-hand-in-shoe', '1');
});

test('a casino shoe passes axe: the meter, the burn card, the odds of the shoe and the options', async ({ page }) => {
  await page.goto('/?seed=12&shoe=casino&speed=instant');
  for (let i = 0; i < 3; i++) await playBanker(page);
  const scan = () => noAxeViolations(page);
  await scan();
  await page.getByTestId('table-settings').click();
  await expect(page.getByRole('dialog', { name: 'Table options' })).toBeVisible();
  await scan();
});

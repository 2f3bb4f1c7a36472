import { describe, expect, it } from 'vitest';
import { announcementFor, type Announcement } from '../../src/table/announcements';
import { formatCard, handTotal } from '../../src/rules';
import * as variantRules from '../../src/rules/variantRules';
import type { DealSpeed } from '../../src/table/vocabulary';
import type { TableStore } from '../../src/store/api';
import { makeTable } from '../store/helpers';
import { commandPlaying, runCommand } from '../../src/app/commands';
import type { Command } from '../../src/table/commands';

/** Every announcement the table's changes make, in order. */
function listen(store: TableStore): Announcement[] {
  const said: Announcement[] = [];
  store.subscribe((after, before) => {
    const what = announcementFor(before, after);
    if (what !== null) said.push(what);
  });
  return said;
}

const cardLine = (a: Announcement) => (a.kind === 'card' ? `${a.hand} ${formatCard(a.card)} ${a.total}` : a.kind);

/** Every announcement the commands make, played as a key or a button plays them (with their cause). */
function listenToCommands(store: TableStore): { said: Announcement[]; press: (...commands: Command[]) => void } {
  const said: Announcement[] = [];
  store.subscribe((after, before) => {
    const what = announcementFor(before, after, commandPlaying());
    if (what !== null) said.push(what);
  });
  const press = (...commands: Command[]) => commands.forEach((command) => runCommand(store, command, () => {}));
  return { said, press };
}

describe('the announcer', () => {
  it('says the chip Undo takes back, even the only one on the table; Delete says the bets cleared', () => {
    const { store } = makeTable({ instant: true, variantRules });
    const { said, press } = listenToCommands(store);
    press('betBanker', 'undo'); // $5 on BANKER, taken back: the table as empty as after Delete
    press('betBanker', 'betPlayer', 'double', 'undo'); // Double's chips taken back, from both spots
    press('railingUp', 'betTie', 'undo', 'clearBets');
    expect(said).toEqual([
      { kind: 'bets', bets: [['banker', 500]], bankroll: 99500 },
      { kind: 'tookBack', chips: [['banker', 500]], bankroll: 100000 },
      { kind: 'bets', bets: [['banker', 500]], bankroll: 99500 },
      { kind: 'bets', bets: [['player', 500]], bankroll: 99000 },
      {
        kind: 'bets',
        bets: [
          ['player', 1000],
          ['banker', 1000],
        ],
        bankroll: 98000,
      },
      {
        kind: 'tookBack',
        chips: [
          ['player', 500],
          ['banker', 500],
        ],
        bankroll: 99000,
      },
      { kind: 'chip', cents: 600 },
      { kind: 'bets', bets: [['tie', 600]], bankroll: 98400 },
      { kind: 'tookBack', chips: [['tie', 600]], bankroll: 99000 },
      { kind: 'cleared', bankroll: 100000 },
    ]);
    // Outside a command (a card turned, the save read) no cause is given.
    expect(commandPlaying()).toBeNull();
  });

  it('says each bet a key places, changes or clears, with the bankroll', () => {
    const { store } = makeTable({ instant: true, variantRules }); // Double's rules at hand, as after its first press
    const said = listen(store);
    store.getState().placeBet('banker');
    store.getState().adjustRailing(2000);
    store.getState().placeBet('banker');
    store.getState().placeBet('player');
    store.getState().undo();
    store.getState().double();
    store.getState().clearBets();
    expect(said).toEqual([
      { kind: 'bets', bets: [['banker', 500]], bankroll: 99500 },
      { kind: 'chip', cents: 2500 },
      { kind: 'bets', bets: [['banker', 3000]], bankroll: 97000 },
      { kind: 'bets', bets: [['player', 2500]], bankroll: 94500 },
      { kind: 'bets', bets: [['player', 0]], bankroll: 97000 },
      { kind: 'bets', bets: [['banker', 6000]], bankroll: 94000 },
      { kind: 'cleared', bankroll: 100000 },
    ]);
  });

  it('says each change of the next chip, and nothing of a step the railing refuses', () => {
    const { store } = makeTable({ instant: true });
    const said = listen(store);
    store.getState().adjustRailing(100); // ArrowUp: $5 → $6
    store.getState().adjustRailing(-1000); // Shift+ArrowDown from $6: held at the $5 minimum
    store.getState().adjustRailing(-100); // at the minimum already: no change
    expect(said).toEqual([
      { kind: 'chip', cents: 600 },
      { kind: 'chip', cents: 500 },
    ]);
  });

  it('says the last hand’s bets placed again by Rebet, and nothing of a refusal (the message region says it)', () => {
    const { store } = makeTable({ instant: true, seed: 3, variantRules });
    store.getState().placeBet('tie');
    store.getState().deal();
    const said = listen(store);
    store.getState().clearBets(); // a tie's stakes may stay on the table: take them off first
    said.length = 0;
    store.getState().rebet();
    expect(said).toEqual([{ kind: 'bets', bets: [['tie', 500]], bankroll: store.getState().bankroll }]);
    store.getState().rebet(); // refused: already on the table
    expect(said).toHaveLength(1);
  });

  it.each(['slow', 'normal'] as DealSpeed[])(
    'at %s speed says each card as it turns, and nothing of a card still to come',
    (dealSpeed) => {
      const { store } = makeTable({ seed: 7, options: { dealSpeed } });
      store.getState().placeBet('player');
      const said = listen(store);
      store.getState().deal();
      const { dealt } = store.getState().hands[0]!.coup;
      expect(said).toEqual([]);
      for (let n = 1; n <= dealt.length; n++) {
        store.getState().revealNext();
        expect(said).toHaveLength(n);
        const { hand, card } = dealt[n - 1]!;
        const shown = dealt
          .slice(0, n)
          .filter((d) => d.hand === hand)
          .map((d) => d.card);
        expect(cardLine(said[n - 1]!)).toBe(`${hand} ${formatCard(card)} ${handTotal(shown)}`);
      }
      expect(store.getState().phase).toBe('settled');
    },
  );

  it.each(['fast', 'instant'] as DealSpeed[])(
    'at %s speed says no card: the outcome region says how the hand ended',
    (dealSpeed) => {
      const { store } = makeTable({ seed: 7, options: { dealSpeed } });
      store.getState().placeBet('player');
      const said = listen(store);
      store.getState().deal();
      while (store.getState().phase === 'dealing') store.getState().revealNext();
      expect(said).toEqual([]);
    },
  );

  it('says nothing when Enter shows the rest of the hand at once, nor when the system’s reduced motion deals it settled', () => {
    const { store } = makeTable({ seed: 7 });
    store.getState().placeBet('player');
    const said = listen(store);
    store.getState().deal();
    store.getState().revealNext();
    store.getState().finishReveal();
    expect(said.map((a) => a.kind)).toEqual(['card']);
    const reduced = makeTable({ seed: 7, instant: true }).store;
    reduced.getState().placeBet('player');
    const none = listen(reduced);
    reduced.getState().deal();
    expect(none).toEqual([]);
  });

  it('in a squeeze, says each card as the player opens it, never while it is lifted', () => {
    const { store } = makeTable({ seed: 8, instant: true, options: { reveal: 'squeeze' } });
    store.getState().placeBet('player');
    const said = listen(store);
    store.getState().deal();
    store.getState().liftCard();
    store.getState().liftCard('top');
    expect(said).toEqual([]);
    store.getState().openCard();
    const first = store.getState().hands[0]!.coup.dealt[0]!;
    expect(said.map(cardLine)).toEqual([`player ${formatCard(first.card)} ${handTotal([first.card])}`]);
  });
});

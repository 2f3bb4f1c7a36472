/** @vitest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASK_SHOWN_MS } from '../../src/components/panels/AskRoads';
import Panels from '../../src/components/panels/Panels';
import { TableProvider } from '../../src/store/TableContext';
import { dollars, seededRng } from '../../src/rules';
import * as casinoRules from '../../src/save/casinoShoeRules';
import { createTableStore } from '../../src/store/tableStore';
import { makeTable, memoryStorage, storageWithHands } from '../store/helpers';

/** Coups with a known winner, in the card notation. */
const COUPS = { B: '10S 4H 7D 4C', P: '9S 6H 2D 6C 3H JD', T: '8S 4D KC 4S' } as const;

function tableWithHistory(outcomes: string) {
  const hands = [...outcomes].map((o) => ({
    cards: COUPS[o as keyof typeof COUPS],
    bets: { player: 500, banker: 0, tie: 0 },
  }));
  return makeTable({ storage: storageWithHands(hands) }).store;
}

function renderPanels(outcomes: string) {
  const store = tableWithHistory(outcomes);
  render(
    <TableProvider store={store}>
      <Panels />
    </TableProvider>,
  );
  return store;
}

const askAttributes = (testId: string) => {
  const { bigEyeBoy, smallRoad, cockroachPig } = screen.getByTestId(testId).dataset;
  return [bigEyeBoy, smallRoad, cockroachPig];
};
const askCell = (road: string) => {
  const cell = within(screen.getByTestId(road)).queryByTestId('ask-cell');
  return cell === null ? null : `${cell.dataset.mark} ${cell.dataset.col},${cell.dataset.row}`;
};
const roadText = (road: string) => within(screen.getByTestId(road)).getByTestId('road-text').textContent;

describe('Banker Ask and Player Ask', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('after B B P P P B P B B say what each derived road would add', () => {
    renderPanels('BBPPPBPBB');
    expect(askAttributes('ask-banker')).toEqual(['red', 'red', 'red']);
    expect(askAttributes('ask-player')).toEqual(['blue', 'blue', 'blue']);
  });

  it('say no mark on a road that has not started, for both results', () => {
    renderPanels('BP');
    expect(askAttributes('ask-banker')).toEqual(['red', 'none', 'none']);
    expect(askAttributes('ask-player')).toEqual(['blue', 'none', 'none']);
  });

  it('pressed, show the marks in place on the roads and say them, for a few seconds', () => {
    renderPanels('BBPPPBPBB');
    for (const road of ['big-eye-boy', 'small-road', 'cockroach-pig']) expect(askCell(road)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Player Ask' }));
    expect(askCell('big-eye-boy')).toBe('blue 3,1');
    expect(askCell('small-road')).toBe('blue 0,3');
    expect(askCell('cockroach-pig')).toBe('blue 2,0');
    expect(screen.getByTestId('ask-said')).toHaveTextContent(
      'If Player wins next: Big Eye Boy blue, Small Road blue, Cockroach Pig blue.',
    );
    // Asking the other way shows its marks instead.
    fireEvent.click(screen.getByRole('button', { name: 'Banker Ask' }));
    expect(askCell('big-eye-boy')).toBe('red 4,0');
    expect(askCell('small-road')).toBe('red 1,0');
    expect(askCell('cockroach-pig')).toBe('red 1,1');
    act(() => vi.advanceTimersByTime(ASK_SHOWN_MS - 1));
    expect(askCell('big-eye-boy')).toBe('red 4,0');
    act(() => vi.advanceTimersByTime(1));
    for (const road of ['big-eye-boy', 'small-road', 'cockroach-pig']) expect(askCell(road)).toBeNull();
    expect(screen.getByTestId('ask-said')).toHaveTextContent('');
  });

  it('say "no mark" for a road that would add none', () => {
    renderPanels('BP');
    fireEvent.click(screen.getByRole('button', { name: 'Banker Ask' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'If Banker wins next: Big Eye Boy red, Small Road no mark, Cockroach Pig no mark.',
    );
    expect(askCell('small-road')).toBeNull();
  });

  it('stop showing once another hand is played: the forecast was for that hand', () => {
    const store = renderPanels('BBPPPBPBB');
    fireEvent.click(screen.getByRole('button', { name: 'Banker Ask' }));
    expect(askCell('big-eye-boy')).toBe('red 4,0');
    act(() => {
      store.getState().placeBet('banker');
      store.getState().deal();
    });
    expect(askCell('big-eye-boy')).toBeNull();
  });

  it('show the exact chance of each result next coup, as the odds panel does', () => {
    renderPanels('BPT');
    expect(Number(screen.getByTestId('ask-banker').dataset.probability)).toBeCloseTo(0.458597423, 9);
    expect(Number(screen.getByTestId('ask-player').dataset.probability)).toBeCloseTo(0.446246609, 9);
    expect(screen.getByRole('button', { name: 'Banker Ask' })).toHaveAccessibleDescription('45.86% next coup');
    expect(screen.getByText(/certain arithmetic; the result is chance/)).toBeInTheDocument();
  });
});

describe('the text alternative of each road', () => {
  it('reads the Bead Plate hand by hand, column by column', () => {
    renderPanels('BBPTPPB');
    expect(roadText('bead-plate')).toBe(
      '7 hands, oldest first. Column 1: Banker, Banker, Player, Tie, Player, Player. Column 2: Banker.',
    );
  });

  it('reads the Big Road column by column, with its ties', () => {
    renderPanels('TBTTPPPTB');
    expect(roadText('big-road')).toBe(
      'Oldest first. Column 1: Banker 1, 3 ties. Column 2: Player 3, 1 tie. Column 3: Banker 1.',
    );
  });

  it('says where a long streak turns right along the bottom', () => {
    renderPanels('BBBBBBBBP');
    expect(roadText('big-road')).toBe('Oldest first. Column 1: Banker 8, the last 2 along row 6. Column 2: Player 1.');
  });

  it('reads the derived roads column by column, red and blue', () => {
    renderPanels('BBPPPBPBB');
    expect(roadText('big-eye-boy')).toBe(
      'Oldest first. Column 1: red 1. Column 2: blue 3. Column 3: red 1. Column 4: blue 1.',
    );
    expect(roadText('small-road')).toBe('Oldest first. Column 1: blue 3.');
    expect(roadText('cockroach-pig')).toBe('Oldest first. Column 1: blue 1. Column 2: red 1.');
  });

  it('says so while a road has no marks', () => {
    renderPanels('BP');
    expect(roadText('small-road')).toBe('No marks yet.');
  });

  it('is read by screen readers inside the road, the drawn marks hidden from them', () => {
    renderPanels('BBP');
    const road = screen.getByRole('group', { name: 'Big Road: 3 marks, the latest Player' });
    expect(within(road).getByText(/Column 2: Player 1/)).toBe(within(road).getByTestId('road-text'));
    for (const cell of within(road).getAllByTestId('road-cell')) expect(cell).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('in a casino shoe', () => {
  function casinoTable() {
    return createTableStore({
      rngForHand: (hand) => seededRng(hand),
      rngForShoe: (shoe) => seededRng(9000 + shoe),
      casinoRules,
      storage: memoryStorage(),
      instant: true,
      options: { shoe: 'casino' },
      freshBankroll: dollars(1_000_000),
    });
  }
  const playHand = (store: ReturnType<typeof casinoTable>) => {
    store.getState().placeBet('banker');
    store.getState().deal();
  };

  it('give the chance of each result from the cards seen, as the odds panel does', async () => {
    const store = casinoTable();
    for (let i = 0; i < 12; i++) playHand(store);
    render(
      <TableProvider store={store}>
        <Panels />
      </TableProvider>,
    );
    expect(screen.getByText(/A record of this shoe, not a prediction/)).toBeInTheDocument();
    expect(screen.getByText(/Chances from the \d+ cards seen in shoe 1\./)).toBeInTheDocument();
    const chances = [
      screen.getByTestId('ask-banker').dataset.probability,
      screen.getByTestId('ask-player').dataset.probability,
    ];
    await userEvent.click(screen.getByRole('tab', { name: 'Odds' }));
    const odds = screen.getByTestId('odds-panel');
    expect(Number(odds.dataset.seen)).toBeGreaterThan(12 * 4);
    expect(chances).toEqual([odds.dataset.banker, odds.dataset.player]);
  });

  it('after the shoe\u2019s last coup, forecast no mark: the next hand starts a new shoe and fresh roads', () => {
    const store = casinoTable();
    while (!store.getState().shoe!.shoe.finished) playHand(store);
    render(
      <TableProvider store={store}>
        <Panels />
      </TableProvider>,
    );
    expect(within(screen.getByTestId('big-road')).getAllByTestId('road-cell').length).toBeGreaterThan(10);
    expect(askAttributes('ask-banker')).toEqual(['none', 'none', 'none']);
    expect(askAttributes('ask-player')).toEqual(['none', 'none', 'none']);
    expect(screen.getByText(/The next hand starts a new shoe and fresh roads/)).toBeInTheDocument();
    expect(Number(screen.getByTestId('ask-banker').dataset.probability)).toBeCloseTo(0.458597423, 9);
  });
});

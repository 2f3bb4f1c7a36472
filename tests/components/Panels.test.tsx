/** @vitest-environment jsdom */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HISTORY_PAGE } from '../../src/components/panels/HistoryPanel';
import Panels from '../../src/components/panels/Panels';
import { MAX_COLUMNS } from '../../src/parts/RoadGrid';
import { TableProvider } from '../../src/store/TableContext';
import { makeTable, storageWithHands } from '../store/helpers';

/** Coups with a known winner, in the card notation. */
const COUPS = { B: '10S 4H 7D 4C', P: '9S 6H 2D 6C 3H JD', T: '8S 4D KC 4S' } as const;

/** A saved table whose history is the given outcomes, $5 on Player each hand. */
function tableWithHistory(outcomes: string) {
  const hands = [...outcomes].map((o) => ({
    cards: COUPS[o as keyof typeof COUPS],
    bets: { player: 500, banker: 0, tie: 0 },
  }));
  return makeTable({ storage: storageWithHands(hands) }).store;
}

const marks = (testId: string) =>
  within(screen.getByTestId(testId))
    .queryAllByTestId('road-cell')
    .map((cell) => {
      const ties = cell.dataset.ties !== undefined && cell.dataset.ties !== '0' ? ` ties ${cell.dataset.ties}` : '';
      return `${cell.dataset.mark} ${cell.dataset.col},${cell.dataset.row}${ties}`;
    });

describe('the scoreboard', () => {
  it('draws the five roads of B B P P P B P B B', () => {
    render(
      <TableProvider store={tableWithHistory('BBPPPBPBB')}>
        <Panels />
      </TableProvider>,
    );
    expect(marks('bead-plate')).toHaveLength(9);
    expect(marks('big-road')).toEqual([
      'banker 0,0',
      'banker 0,1',
      'player 1,0',
      'player 1,1',
      'player 1,2',
      'banker 2,0',
      'player 3,0',
      'banker 4,0',
      'banker 4,1',
    ]);
    expect(marks('big-eye-boy').map((m) => m.split(' ')[0])).toEqual(['red', 'blue', 'blue', 'blue', 'red', 'blue']);
    expect(marks('small-road').map((m) => m.split(' ')[0])).toEqual(['blue', 'blue', 'blue']);
    expect(marks('cockroach-pig').map((m) => m.split(' ')[0])).toEqual(['blue', 'red']);
  });

  it('shows ties on the Big Road cell and starts afresh on request', async () => {
    const store = tableWithHistory('TBTTP');
    render(
      <TableProvider store={store}>
        <Panels />
      </TableProvider>,
    );
    expect(marks('big-road')).toEqual(['banker 0,0 ties 3', 'player 1,0']);
    expect(screen.getByText(/not a prediction/)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('new-scoreboard'));
    expect(marks('big-road')).toEqual([]);
    expect(marks('bead-plate')).toEqual([]);
    expect(store.getState().hands).toHaveLength(5);
  });
});

describe('a long session', () => {
  it('draws only the newest columns of each road, each mark keeping its place on the whole road', () => {
    const hands = (MAX_COLUMNS + 10) * 6; // every bead-plate column full
    render(
      <TableProvider store={tableWithHistory('BP'.repeat(hands / 2))}>
        <Panels />
      </TableProvider>,
    );
    const bead = within(screen.getByTestId('bead-plate')).getAllByTestId('road-cell');
    const lastColumn = hands / 6 - 1;
    // The window ends with an empty column, ready for the next mark.
    expect(bead[0]!.dataset).toMatchObject({ col: String(lastColumn + 2 - MAX_COLUMNS), row: '0' });
    expect(bead.at(-1)!.dataset).toMatchObject({ index: String(hands - 1), col: String(lastColumn), row: '5' });
    expect(new Set(bead.map((cell) => cell.dataset.col)).size).toBe(MAX_COLUMNS - 1);
    expect(screen.getByTestId('bead-plate')).toHaveAccessibleName(`Bead Plate: ${hands} marks, the latest Player`);
    // A zigzag opens a Big Road column every hand: still at least the last 100 hands in view.
    expect(marks('big-road').length).toBeGreaterThanOrEqual(100);
    expect(marks('big-road').at(-1)).toBe(`player ${hands - 1},0`);
  });

  it(`lists the newest ${HISTORY_PAGE} hands and shows older ones on request`, async () => {
    const user = userEvent.setup();
    render(
      <TableProvider store={tableWithHistory('B'.repeat(HISTORY_PAGE + 30))}>
        <Panels />
      </TableProvider>,
    );
    await user.click(screen.getByRole('tab', { name: 'History' }));
    const rows = () => within(screen.getByTestId('hand-history')).getAllByTestId('history-row');
    expect(rows()).toHaveLength(HISTORY_PAGE);
    expect(rows()[0]!.dataset.hand).toBe(String(HISTORY_PAGE + 30));
    expect(screen.getByText(/30 older hands not shown/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show 30 more' }));
    expect(rows()).toHaveLength(HISTORY_PAGE + 30);
    expect(rows().at(-1)!.dataset.hand).toBe('1');
    expect(screen.queryByText(/older hands? not shown/)).not.toBeInTheDocument();
  });
});

describe('pair dots', () => {
  it('dots a Banker pair on the Bead Plate and the Big Road, with no pair bet placed', () => {
    // B: Banker 4H 4C; P: Banker 6H 6C; T: Banker 4D 4S. None has a Player pair.
    render(
      <TableProvider store={tableWithHistory('BPT')}>
        <Panels />
      </TableProvider>,
    );
    const dots = (testId: string) =>
      within(screen.getByTestId(testId))
        .getAllByTestId('road-cell')
        .map((cell) => `${cell.dataset.bankerPair ?? '-'} ${cell.dataset.playerPair ?? '-'}`);
    expect(dots('bead-plate')).toEqual(['true -', 'true -', 'true -']);
    expect(dots('big-road')).toEqual(['true -', 'true -']);
    expect(screen.getByTestId('road-pairs')).toHaveTextContent(
      'Pairs: hand 1, a Banker pair; hand 2, a Banker pair; hand 3, a Banker pair.',
    );
  });
});

describe('the odds and the history', () => {
  it('switches panels with tabs on a narrow screen', async () => {
    const user = userEvent.setup();
    render(
      <TableProvider store={tableWithHistory('BPT')}>
        <Panels />
      </TableProvider>,
    );
    await user.click(screen.getByRole('tab', { name: 'Odds' }));
    const odds = screen.getByTestId('odds-panel');
    expect(Number(odds.dataset.banker)).toBeCloseTo(0.458597423, 9);
    expect(within(odds).getByText('1.058%')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'History' }));
    const rows = within(screen.getByTestId('hand-history')).getAllByTestId('history-row');
    expect(rows.map((r) => [r.dataset.hand, r.dataset.winner, r.dataset.netCents])).toEqual([
      ['3', 'tie', '0'],
      ['2', 'player', '500'],
      ['1', 'banker', '-500'],
    ]);
  });

  it('shows the expected value of each bet on the table and a cheaper Banker amount', async () => {
    const user = userEvent.setup();
    const store = makeTable().store;
    store.getState().adjustRailing(100);
    store.getState().placeBet('banker');
    render(
      <TableProvider store={store}>
        <Panels />
      </TableProvider>,
    );
    await user.click(screen.getByRole('tab', { name: 'Odds' }));
    expect(screen.getByTestId('ev-banker')).toHaveTextContent(
      '$6.00 on Banker: expected value -$0.16 (2.59% edge, commission $0.50 on a win)',
    );
    expect(screen.getByTestId('odds-hint')).toHaveTextContent('$5.00 pays $0.25 (1.06%); $10.00 pays $0.50 (1.06%)');
  });
});

describe('a hand being dealt', () => {
  it('shows nowhere until its last card is up: roads, history, figures and their names', async () => {
    const user = userEvent.setup();
    const store = tableWithHistory('BP');
    render(
      <TableProvider store={store}>
        <Panels />
      </TableProvider>,
    );
    act(() => {
      store.getState().setSettings({ dealSpeed: 'normal' });
      store.getState().placeBet('banker');
      store.getState().deal();
    });
    expect(store.getState().phase).toBe('dealing');
    for (const road of ['bead-plate', 'big-road']) expect(marks(road)).toHaveLength(2);
    expect(screen.getByTestId('bead-plate')).toHaveAccessibleName('Bead Plate: 2 marks, the latest Player');
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getAllByTestId('history-row').map((row) => row.dataset.hand)).toEqual(['2', '1']);
    expect(screen.getByText('Hands').nextElementSibling).toHaveTextContent('2');
    act(() => store.getState().finishReveal());
    // The panels follow the felt's settle (ui-contract.md, Timing): read with a retrying assertion.
    await waitFor(() =>
      expect(screen.getAllByTestId('history-row').map((row) => row.dataset.hand)).toEqual(['3', '2', '1']),
    );
    await user.click(screen.getByRole('tab', { name: 'Scoreboard' }));
    expect(marks('bead-plate')).toHaveLength(3);
  });
});

/** @vitest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { fakeLocks } from '../store/fakeLocks';
import { makeTable, memoryStorage } from '../store/helpers';

/** This tab's table, opened while another tab already holds it. */
function openSecondTab() {
  const storage = memoryStorage();
  const locks = fakeLocks();
  const other = makeTable({ storage, lock: locks.tab(), instant: true }).store;
  locks.answer();
  const { store } = makeTable({ storage, lock: locks.tab(), instant: true });
  const user = userEvent.setup();
  render(<App store={store} instant />);
  act(() => locks.answer());
  return { store, other, locks, user };
}

describe('a table open in another tab', () => {
  it('says so over an inert table, and keys do nothing', async () => {
    const { user } = openSecondTab();
    const notice = await screen.findByRole('alertdialog', { name: 'This table is open in another tab.' });
    await waitFor(() => expect(notice).toHaveFocus());
    expect(notice).toHaveAttribute('data-testid', 'table-elsewhere');
    expect(screen.getByTestId('table')).toHaveAttribute('inert');
    await user.keyboard('{ArrowUp}{End}{Enter}');
    expect(screen.getByTestId('railing')).toHaveAttribute('data-cents', '500');
    expect(screen.getByTestId('bet-player')).toHaveAttribute('data-cents', '0');
    expect(screen.getByTestId('table')).toHaveAttribute('data-phase', 'betting');
  });

  it('Play here takes the table over: the notice goes, the table plays, the other tab waits', async () => {
    const { user, other, locks } = openSecondTab();
    await user.click(await screen.findByTestId('play-here', {}));
    act(() => locks.answer());
    expect(screen.queryByTestId('table-elsewhere')).not.toBeInTheDocument();
    expect(screen.getByTestId('table')).not.toHaveAttribute('inert');
    expect(other.getState().hold).toBe('elsewhere');
    await user.keyboard('{End}{Enter}');
    expect(screen.getByTestId('table')).toHaveAttribute('data-phase', 'settled');
  });

  it('shows no notice while this tab holds the table', () => {
    const { store } = makeTable({ instant: true });
    render(<App store={store} instant />);
    expect(screen.queryByTestId('table-elsewhere')).not.toBeInTheDocument();
    expect(screen.getByTestId('table')).not.toHaveAttribute('inert');
  });
});

/** @vitest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { soundStore } from '../../src/sound/preference';
import { DEFAULT_SOUND } from '../../src/save/soundPreference';
import { SOUND_KEY } from '../../src/save/format';
import { makeTable } from '../store/helpers';

function renderTable() {
  const { store } = makeTable({ instant: true });
  const user = userEvent.setup();
  render(<App store={store} instant />);
  return { store, user };
}

const toggle = () => screen.getByTestId('sound-toggle');
/** The switch comes in a chunk of its own, just after the table. */
const switchHere = () => screen.findByTestId('sound-toggle');

beforeEach(() => {
  localStorage.clear();
  act(() => soundStore.setState(DEFAULT_SOUND));
});

describe('the sound switch', () => {
  it('is a button named Sound in the table menu, pressed while the sound is on', async () => {
    renderTable();
    await switchHere();
    const menu = screen.getByRole('navigation', { name: 'Table menu' });
    expect(within(menu).getByRole('button', { name: 'Sound', pressed: true })).toBe(toggle());
    expect(toggle()).toHaveAttribute('aria-keyshortcuts', 'M');
  });

  it('follows a click and the M key, and saves the choice on this device', async () => {
    const { user } = renderTable();
    await user.click(await switchHere());
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(localStorage.getItem(SOUND_KEY)!)).toEqual({ on: false, volume: 70 });
    await user.keyboard('m');
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-pressed', 'true'));
    await user.keyboard('M');
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-pressed', 'false'));
  });

  it('has the same switch and the volume in the table options', async () => {
    const { user } = renderTable();
    await user.click(screen.getByTestId('table-settings'));
    const dialog = await screen.findByRole('dialog', { name: 'Table options' });
    const sound = within(dialog).getByRole('group', { name: 'Sound' });
    const on = within(sound).getByRole('switch', { name: /Play sounds/ });
    const volume = within(sound).getByRole('slider', { name: 'Volume' });
    expect(on).toBeChecked();
    expect(volume).toHaveValue('70');
    expect(volume).toHaveAttribute('aria-valuetext', '70%');
    await user.click(on);
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    fireEvent.change(volume, { target: { value: '35' } });
    expect(soundStore.getState().volume).toBe(35);
    expect(within(sound).getByText('35%')).toBeInTheDocument();
    // The sound is the device's, not the table's: it may change during a deal, when the table options are locked.
    expect(on).toBeEnabled();
  });

  it('does not start anything or throw on a first click where there is no Web Audio', async () => {
    const { user, store } = renderTable();
    expect('AudioContext' in window).toBe(false);
    await user.click(screen.getByTestId('bet-player'));
    await user.keyboard('{Enter}');
    expect(store.getState().phase).toBe('settled');
  });
});

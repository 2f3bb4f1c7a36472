/** @vitest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import Lab from '../../src/lab/Lab';
import { SYSTEM_IDS } from '../../src/rules/lab';
import { words } from '../../src/lab/words/en';

async function lab() {
  render(<Lab shown />);
  return screen.findByTestId('lab');
}

describe("the lab's form", () => {
  test('the systems are a group of labelled checkboxes under a legend, Flat and Martingale chosen at first', async () => {
    const view = await lab();
    const group = within(view).getByRole('group', { name: 'Systems to compare' });
    expect(group).toBe(within(view).getByTestId('lab-system'));
    expect(group.tagName).toBe('FIELDSET');
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).value)).toEqual([...SYSTEM_IDS]);
    for (const id of SYSTEM_IDS)
      expect(within(group).getByRole('checkbox', { name: words.system[id] })).toHaveAttribute('value', id);
    expect(boxes.filter((b) => (b as HTMLInputElement).checked).map((b) => (b as HTMLInputElement).value)).toEqual([
      'flat',
      'martingale',
    ]);
    expect(within(view).queryByRole('listbox')).toBeNull();
  });

  test('ticking and unticking changes the chosen set, each chosen one’s rule shown; the last one stays chosen', async () => {
    const user = userEvent.setup();
    const view = await lab();
    const group = within(view).getByRole('group', { name: 'Systems to compare' });
    const box = (id: (typeof SYSTEM_IDS)[number]) => within(group).getByRole('checkbox', { name: words.system[id] });
    await user.click(box('paroli'));
    expect(
      within(view)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`Flat: ${words.rule.flat}`, `Martingale: ${words.rule.martingale}`, `Paroli: ${words.rule.paroli}`]);
    await user.click(box('martingale'));
    await user.click(box('flat'));
    expect(box('paroli')).toBeChecked();
    expect(box('flat')).not.toBeChecked();
    expect(box('paroli')).toBeDisabled();
    await user.click(box('paroli'));
    expect(box('paroli')).toBeChecked();
    expect(group).toHaveAccessibleDescription('Each plays the same shoes; one at least stays chosen.');
    await user.click(box('flat'));
    expect(box('paroli')).toBeEnabled();
  });

  test('the sessions field states the one cap, and a run above it is refused in the same words', async () => {
    const user = userEvent.setup();
    const view = await lab();
    const sessions = within(view).getByTestId('lab-sessions');
    expect(sessions).toHaveAccessibleDescription('at most 200,000 sessions');
    await user.clear(sessions);
    await user.type(sessions, '200001');
    await user.click(within(view).getByTestId('lab-run'));
    expect(within(view).getByRole('status')).toHaveTextContent('Cannot run: at least 1 and at most 200,000 sessions.');
    expect(within(view).getByTestId('lab-progress')).toHaveAttribute('aria-valuenow', '0');
  });

  test('each menu takes its choice: a casino shoe says what it costs, six decks, EZ, Player', async () => {
    const user = userEvent.setup();
    const view = await lab();
    expect(within(view).queryByText(words.casinoCost)).toBeNull();
    await user.selectOptions(within(view).getByTestId('lab-shoe'), 'casino');
    expect(within(view).getByTestId('lab-shoe')).toHaveAccessibleDescription(words.casinoCost);
    await user.selectOptions(within(view).getByTestId('lab-decks'), '6');
    expect(within(view).getByTestId('lab-decks')).toHaveDisplayValue('6 decks');
    await user.selectOptions(within(view).getByTestId('lab-game'), 'ez');
    expect(within(view).getByTestId('lab-game')).toHaveDisplayValue('EZ Baccarat');
    await user.selectOptions(within(view).getByTestId('lab-bet'), 'player');
    expect(within(view).getByTestId('lab-bet')).toHaveDisplayValue('Player');
  });
});

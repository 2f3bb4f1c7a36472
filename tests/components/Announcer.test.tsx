/** @vitest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import * as variantRules from '../../src/rules/variantRules';
import { pressed } from '../helpers/pressed';
import { makeTable } from '../store/helpers';

/**
 * The announcer's region, once its words' chunk is here and listens (the region is in the first
 * HTML; the page's load event waits for the chunk, as a test waits here).
 */
async function listening(): Promise<HTMLElement> {
  await act(async () => void (await import('../../src/components/Announcer')));
  return screen.getByTestId('announcer');
}

describe('the announcer, for screen readers', () => {
  it('says what each betting key changed, in a polite live region of its own; the sound key too', async () => {
    const { store } = makeTable({ instant: true, variantRules, options: { sideBets: true } });
    const user = userEvent.setup();
    render(<App store={store} instant />);
    const announcer = await listening();
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    const says = (text: string) => expect(announcer).toHaveTextContent(text);
    await user.keyboard('2');
    says('Banker $5.00, bankroll $995.00');
    await user.keyboard('1');
    says('Player $5.00, bankroll $990.00');
    await user.keyboard('4');
    says('Player Pair $5.00, bankroll $985.00');
    await user.keyboard('{Backspace}');
    says('Took back $5.00 from Player Pair, bankroll $990.00');
    await user.keyboard('x');
    says('Player $10.00, Banker $10.00, bankroll $980.00');
    await user.keyboard('{Delete}');
    says('Bets cleared, bankroll $1,000.00');
    // Undo of the only chip on the table says the chip taken back, its button as its key.
    await user.keyboard('2');
    await user.click(screen.getByTestId('undo'));
    says('Took back $5.00 from Banker, bankroll $1,000.00');
    await user.keyboard('3{Enter}');
    await user.keyboard('{Delete}r');
    expect(announcer.textContent).toMatch(/^Tie \$5\.00, bankroll \$[\d,.]+$/);
    expect(screen.getByTestId('message')).toBeEmptyDOMElement();
    // Every change of the next chip is said (the arrows step the railing).
    await user.keyboard('{ArrowUp}');
    says('Chip $6.00');
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    says('Chip $16.00');
    await user.keyboard('{ArrowDown}');
    says('Chip $15.00');
    await user.keyboard('m');
    await screen.findByText('Sound off');
    await user.keyboard('m');
    await screen.findByText('Sound on');
  });

  it.each([
    ['zh-Hans', '发牌', '筹码 $6.00'],
    ['zh-Hant', '發牌', '籌碼 $6.00'],
  ] as const)('says the chip in %s', async (language, deal, said) => {
    const { store } = makeTable({ instant: true, options: { language } });
    const user = userEvent.setup();
    render(<App store={store} instant />);
    const announcer = await listening();
    await waitFor(() => expect(screen.getByTestId('deal')).toHaveTextContent(deal));
    // The table may still be drawing its lazy parts (the panels' first turns) as the key is pressed.
    await pressed(user, '{ArrowUp}');
    await waitFor(() => expect(announcer).toHaveTextContent(said));
  });
});

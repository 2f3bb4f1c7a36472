/** @vitest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TableProvider } from '../../../src/store/TableContext';
import LimitsForm from '../../../src/components/session/LimitsForm';
import { dollars } from '../../../src/rules';
import * as honestSession from '../../../src/store/honestSession';
import { makeTable } from '../../store/helpers';

const NOON = new Date(2026, 10, 23, 12, 0, 0).getTime();

async function limitsForm() {
  const { store } = makeTable({ session: honestSession });
  await waitFor(() => expect(store.getState().honest).toBeDefined());
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <TableProvider store={store}>
      <LimitsForm />
    </TableProvider>,
  );
  const limits = () => store.getState().honest!.getState().record.limits;
  const ask = async (kind: 'loss' | 'wager', typed: string) => {
    const field = screen.getByTestId(`${kind}-limit`);
    await user.clear(field);
    if (typed !== '') await user.type(field, typed);
    await user.keyboard('{Enter}');
  };
  return { limits, ask, said: (kind: 'loss' | 'wager') => screen.getByTestId(`${kind}-limit-said`) };
}

describe('the limits form', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOON);
  });
  afterEach(() => void vi.useRealTimers());

  it('confirms a limit set in words, and refuses one below the $5 minimum bet, saying why', async () => {
    const { limits, ask, said } = await limitsForm();
    await ask('loss', '2.5');
    expect(limits().loss.value).toBeNull();
    expect(said('loss')).toHaveTextContent(
      'Not set: a limit below the $5.00 minimum bet would close the table for the rest of the day. Type 5 or more, or leave the field empty for no limit.',
    );
    expect(screen.getByTestId('loss-limit')).toHaveAttribute('aria-invalid', 'true');
    await ask('loss', '25');
    expect(limits().loss.value).toBe(dollars(25));
    expect(said('loss')).toHaveTextContent('Done: your daily loss limit is $25.00, from now.');
    expect(screen.getByTestId('loss-limit')).toHaveAttribute('aria-invalid', 'false');
  });

  it.each(['abc', '-5'])('says in words that %j is not an amount, and changes nothing', async (typed) => {
    const { limits, ask, said } = await limitsForm();
    await ask('wager', typed);
    expect(said('wager')).toHaveTextContent(
      'Not an amount: type dollars, like 20 or 20.50, or leave the field empty for no limit.',
    );
    expect(screen.getByTestId('wager-limit')).toHaveAccessibleDescription(
      'Not an amount: type dollars, like 20 or 20.50, or leave the field empty for no limit.',
    );
    expect(limits().wager.value).toBeNull();
  });

  it('shows the limit in force and the raise waiting: "$20.00 today; $100.00 from …", and a removal likewise', async () => {
    const { limits, ask, said } = await limitsForm();
    await ask('loss', '20');
    await ask('loss', '100');
    expect(said('loss')).toHaveTextContent(
      'Asked: a higher loss limit, or none, takes effect after 24 hours; until then the limit in force stays.',
    );
    expect(limits().loss).toMatchObject({ value: dollars(20), pending: { value: dollars(100) } });
    const pending = screen.getByTestId('limit-pending');
    expect(pending).toHaveTextContent(/^Loss limit: \$20\.00 today; \$100\.00 from Nov 24, 12:00\sPM\.$/);
    await ask('wager', '50');
    await ask('wager', '');
    expect(pending).toHaveTextContent(/Wager limit: \$50\.00 today; no limit from Nov 24, 12:00\sPM\.$/);
  });
});

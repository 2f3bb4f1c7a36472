import { act } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';

/**
 * Keys pressed in an awaited act, for a press while the table may still be drawing a lazy part
 * (the panels' first turns, a language's words): the press's transition then renders together with
 * that part's and may suspend. userEvent wraps each key's events in a synchronous act, which drops a
 * render that suspends in it (React warns "A component suspended inside an `act` scope, but the
 * `act` call was not awaited"); the root keeps that dropped task as its scheduled one, every later
 * update reuses it, and nothing the root renders commits again. An awaited act goes on flushing
 * until what the render waits for is here, as a browser's scheduler does.
 */
export async function pressed(user: ReturnType<typeof userEvent.setup>, keys: string): Promise<void> {
  await act(() => user.keyboard(keys));
}

import { describe, expect, it, vi } from 'vitest';
import { webLocks } from '../../src/app/tableLock';

type Callback = (lock: Lock | null) => unknown;

/** A LockManager that answers one request the way the test says. */
function lockManager(respond: (options: LockOptions, callback: Callback) => Promise<unknown>) {
  const calls: { name: string; options: LockOptions; held?: unknown }[] = [];
  const locks = {
    request: (name: string, options: LockOptions, callback: Callback) => {
      const call: (typeof calls)[number] = { name, options };
      calls.push(call);
      return respond(options, (lock) => (call.held = callback(lock)));
    },
  } as unknown as LockManager;
  return { locks, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const aLock = { name: 'baccarat.table', mode: 'exclusive' } as Lock;

describe('the table as a Web Lock', () => {
  it('asks only for a free table when opening, and says so when another tab holds it', async () => {
    const { locks, calls } = lockManager(async (_options, callback) => callback(null));
    const answer = vi.fn();
    webLocks(locks, 'baccarat.table').request(false, answer, vi.fn());
    await flush();
    expect(calls[0]).toMatchObject({ name: 'baccarat.table', options: { ifAvailable: true } });
    expect(answer).toHaveBeenCalledWith(false);
  });

  it('keeps the lock for as long as the page lives once it is granted', async () => {
    const { locks, calls } = lockManager(async (_options, callback) => callback(aLock));
    const answer = vi.fn();
    webLocks(locks, 'baccarat.table').request(false, answer, vi.fn());
    await flush();
    expect(answer).toHaveBeenCalledWith(true);
    const released = await Promise.race([calls[0]!.held, flush().then(() => 'still held')]);
    expect(released).toBe('still held');
  });

  it('Play here steals the table, and a tab it was stolen from learns that it lost it', async () => {
    let steal: (reason: unknown) => void = () => {};
    const { locks, calls } = lockManager(
      (_options, callback) =>
        new Promise((_resolve, reject) => {
          callback(aLock);
          steal = reject;
        }),
    );
    const answer = vi.fn();
    const lost = vi.fn();
    webLocks(locks, 'baccarat.table').request(true, answer, lost);
    await flush();
    expect(calls[0]!.options).toEqual({ steal: true });
    expect([answer.mock.calls, lost.mock.calls.length]).toEqual([[[true]], 0]);
    steal(new DOMException('stolen', 'AbortError'));
    await flush();
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('plays as the only tab when the browser refuses the request itself', async () => {
    const { locks } = lockManager(() => Promise.reject(new DOMException('opaque origin', 'SecurityError')));
    const answer = vi.fn();
    const lost = vi.fn();
    webLocks(locks, 'baccarat.table').request(false, answer, lost);
    await flush();
    expect(answer).toHaveBeenCalledWith(true);
    expect(lost).not.toHaveBeenCalled();
  });
});

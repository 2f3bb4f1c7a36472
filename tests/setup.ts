import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
});

// A rendered App starts fetching its lazy parts (the animated ones, at once): a file whose tests
// end sooner must not tear its environment down under a chunk still loading (an unhandled
// EnvironmentTeardownError, seen once the suite ran faster).
afterAll(async () => {
  await vi.dynamicImportSettled();
});

// The dialogs, the notices and the panels are lazy chunks: on a loaded 2-core machine one can
// take more than the default second to arrive, and the tests check behaviour, never speed.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has <dialog> but not its modal methods; Chromium's are tested by the e2e suite.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

import { vi } from 'vitest';

/** The page's media queries as a device answers them: a finger (`pointer: coarse`) or a mouse. Undo with `vi.unstubAllGlobals()`. */
export function pointer(kind: 'coarse' | 'fine') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === `(pointer: ${kind})`,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

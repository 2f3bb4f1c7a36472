import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    globals: false,
    // Tests check behaviour, never speed (npm run bench measures that): a property test or a
    // lazy chunk may take many seconds on a loaded 2-core machine without being wrong.
    testTimeout: 30_000,
  },
});

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'playwright-report', 'test-results', '.cache'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Inject an Rng.' }],
      // Browser globals that read like local names: a missing `const close` must not compile
      // silently into window.close.
      'no-restricted-globals': ['error', 'close', 'open', 'name', 'event', 'status', 'length', 'parent', 'top', 'self', 'stop', 'find', 'print'],
    },
  },
  {
    // The rules are a pure library: nothing from the UI, the browser or the clock.
    files: ['src/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-*', 'zustand', 'zustand/*', 'framer-motion', '../*', '!./*'] },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Inject an Rng.' },
        { object: 'Date', property: 'now', message: 'The rules take no time.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='setTimeout']", message: 'No timers in the rules.' },
      ],
    },
  },
  {
    // The lab is part of the rules, one folder down: it may import the rules beside it, nothing above them.
    files: ['src/rules/lab/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', 'zustand', 'zustand/*', 'framer-motion', '../../*'] }],
    },
  },
);

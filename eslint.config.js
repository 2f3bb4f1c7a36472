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
      'no-restricted-globals': [
        'error',
        'close',
        'open',
        'name',
        'event',
        'status',
        'length',
        'parent',
        'top',
        'self',
        'stop',
        'find',
        'print',
      ],
    },
  },
  {
    // The tests' referee (and the page reader that hands it the cards shown) is written from
    // house-rules.md alone: it imports nothing of the game, so a mistake there cannot hide here.
    files: ['tests/referee/**/*.ts', 'e2e/contract.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)src(/|$)',
              message: 'The referee is independent of the game: it imports nothing from src/.',
            },
          ],
        },
      ],
    },
  },
  // Fences per floor (docs/architecture.md): rules <- table <- save <- store <- app, i18n, sound <- components.
  // Each floor names the floors above it, so an import running backwards fails lint.
  {
    // The table's state, moves and selectors: pure, on the rules alone.
    files: ['src/table/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'zustand',
                'zustand/*',
                '../save/*',
                '../store/*',
                '../app/*',
                '../i18n/*',
                '../sound/*',
                '../squeeze/*',
                '../components/*',
              ],
              message: 'src/table imports only src/rules.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='setTimeout']", message: 'No timers in the table.' },
      ],
    },
  },
  {
    // The saved format, its reader and writer: the rules and the table's vocabulary.
    files: ['src/save/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'zustand',
                'zustand/*',
                '../store/*',
                '../app/*',
                '../i18n/*',
                '../sound/*',
                '../squeeze/*',
                '../components/*',
              ],
              message: 'src/save imports only src/rules and src/table.',
            },
          ],
        },
      ],
    },
  },
  {
    // The store: rules, table and save below it; nothing of the app, the words, the sounds or the views.
    files: ['src/store/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../app/*', '../i18n/*', '../sound/*', '../components/*'],
              message: 'src/store imports only src/rules, src/table and src/save.',
            },
          ],
        },
      ],
    },
  },
  {
    // The words sit beside the app: they never import it, nor the views.
    files: ['src/i18n/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../app/*', '../components/*'], message: 'src/i18n never imports src/app or src/components.' },
          ],
        },
      ],
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
    // The lab and the school are part of the rules, one folder down: they may import the rules beside them, nothing above them.
    files: ['src/rules/lab/**/*.ts', 'src/rules/school/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-*', 'zustand', 'zustand/*', 'framer-motion', '../../*'] },
      ],
    },
  },
);

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The floors of src/, lowest first: what each top-level folder owns and the floors it may import.
 * A floor imports only floors listed before it, so no import runs upwards; the fences below are
 * built from this table, and docs/architecture.md's table of floors is checked against it and
 * against the code's imports (tests/architecture/floors.test.ts). `pure`: no React, zustand,
 * framer-motion, timers or clock, compiled without the DOM in one program (tsconfig.pure.json).
 * The entries at the root of src/ (main.tsx, App.tsx, prerender.tsx) stand on every floor.
 * A lazy `import()` (a chunk: the route table's pages, a language's words) is no import here.
 */
export const FLOORS = [
  {
    floor: 'rules',
    owns: 'the game as a pure library: cards, shoes, the drawing rules, limits and the stake sum, settlements, odds and their pricing, roads, the session’s limits, the lab’s and the school’s arithmetic',
    mayImport: [],
    pure: true,
  },
  {
    floor: 'squeeze',
    owns: 'what a squeezed card shows as it is lifted: the pips’ layout, read by the card and its words',
    mayImport: ['rules'],
  },
  {
    floor: 'table',
    owns: 'the table as data: its vocabulary, state, moves and MOVES_BY_PHASE (mayPlay, canDeal), selectors, the deal’s pace, notices, the committed shoe’s moves, the honest session’s record and moves, the history export, the odds after the cards seen',
    mayImport: ['rules'],
    pure: true,
  },
  {
    floor: 'save',
    owns: 'the saved formats and their readers and writers (the table, the session record), the loaders of the lazy rules',
    mayImport: ['rules', 'table'],
  },
  {
    floor: 'store',
    owns: 'the zustand shells: the table’s store, the honest session’s store, the save subscription, the tab lock’s port, the React binding (useTable)',
    mayImport: ['rules', 'table', 'save'],
  },
  {
    floor: 'sound',
    owns: 'the sound preference’s store and the cues a change of the table plays',
    mayImport: ['rules', 'table', 'save', 'store'],
  },
  {
    floor: 'i18n',
    owns: 'the words in three languages and the one way to load them',
    mayImport: ['rules', 'squeeze', 'table', 'store'],
  },
  {
    floor: 'parts',
    owns: 'view pieces shared by the panels and the pages beside them: the road grid and its words',
    mayImport: ['rules', 'table', 'store', 'i18n'],
  },
  {
    floor: 'story',
    owns: 'the shoe’s story and the past shoes, shown in the scoreboard',
    mayImport: ['rules', 'table', 'store', 'i18n', 'parts'],
  },
  {
    floor: 'app',
    owns: 'wiring: the address, the keymap and commands, the route table, the dealer’s clock, the tab lock (Web Locks)',
    mayImport: ['rules', 'table', 'save', 'store', 'sound', 'i18n'],
  },
  {
    floor: 'components',
    owns: 'the table’s React views, drawn from selectors; the one dialog',
    mayImport: ['rules', 'squeeze', 'table', 'save', 'store', 'sound', 'i18n', 'parts', 'story', 'app'],
  },
  {
    floor: 'how',
    owns: 'the page “How baccarat works” (#how)',
    mayImport: ['rules', 'table', 'store', 'i18n', 'parts', 'app', 'components'],
  },
  {
    floor: 'lab',
    owns: 'the lab of betting systems (#lab) and its workers',
    mayImport: ['rules', 'table', 'store', 'i18n', 'parts', 'app', 'components'],
  },
  {
    floor: 'school',
    owns: 'the school of drills (#school)',
    mayImport: ['rules', 'table', 'store', 'i18n', 'parts', 'app', 'components', 'lab'],
  },
  {
    floor: 'verify',
    owns: 'the stand-alone page that verifies an exported shoe (verify.html)',
    mayImport: ['rules', 'table', 'i18n'],
  },
];

const PURE_PACKAGES = ['react', 'react-*', 'react-dom', 'react-dom/*', 'zustand', 'zustand/*', 'framer-motion'];
const ENTRIES = ['App', 'main', 'prerender'];

/** How deep a file may sit in its floor's folder; a deeper one is a lint error of its own (see `fence`). */
const DEPTHS = [1, 2, 3, 4];

/**
 * The fence of one floor: every other floor it may not import, the entries, and for a pure floor
 * the UI's packages. A relative import reaches src/ by as many `../` as the file is deep in its
 * floor, so each depth has its own pattern: `src/rules/school/count.ts` may import `../lab/…`
 * (src/rules/lab), `src/school/School.tsx` may not import `../rules/…`'s neighbour `../lab/…`
 * unless its floor says so.
 */
function fence({ floor, mayImport, pure }) {
  const barred = FLOORS.map((f) => f.floor).filter((f) => f !== floor && !mayImport.includes(f));
  const may = mayImport.length === 0 ? 'itself' : mayImport.map((f) => `src/${f}`).join(', ');
  const message = `src/${floor} imports only ${may} (FLOORS in eslint.config.js).`;
  const purity = pure && {
    'no-restricted-properties': [
      'error',
      { object: 'Math', property: 'random', message: 'Inject an Rng.' },
      { object: 'Date', property: 'now', message: 'Pure code takes the time it is given (a clock).' },
    ],
    'no-restricted-syntax': [
      'error',
      { selector: "CallExpression[callee.name='setTimeout']", message: `No timers in src/${floor}.` },
      { selector: "CallExpression[callee.name='setInterval']", message: `No timers in src/${floor}.` },
    ],
  };
  return DEPTHS.map((depth) => ({
    files: [`src/${floor}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth}}(${[...barred, ...ENTRIES].join('|')})(/|\\.tsx?$|$)`,
              caseSensitive: true,
              message,
            },
            {
              regex: `^(\\.\\./){${depth + 1},}`,
              message: `An import that climbs out of src/: ${message}`,
            },
            ...(pure
              ? [{ group: PURE_PACKAGES, message: `src/${floor} is pure: no React, zustand or framer-motion.` }]
              : []),
          ],
        },
      ],
      ...purity,
    },
  }));
}

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
  ...FLOORS.flatMap(fence),
  {
    // A file deeper than the fences reach would be unfenced.
    files: [`src/*/${'*/'.repeat(DEPTHS.length)}**/*.{ts,tsx}`],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program', message: "Too deep for the floors' fences (DEPTHS in eslint.config.js)." },
      ],
    },
  },
);

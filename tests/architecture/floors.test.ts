/**
 * The house's floors (FLOORS in eslint.config.js) against the code and the architecture page:
 * every folder of src/ is a floor, no floor imports one above it, no import circle (type imports
 * included), no module that only re-exports another, and docs/architecture.md shows FLOORS as it is.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { floorOf, importCycles, importGraph, type ModuleNode } from './importGraph';

const SRC = join(import.meta.dirname, '../../src');
const DOC = join(import.meta.dirname, '../../docs/architecture.md');

interface Floor {
  readonly floor: string;
  readonly owns: string;
  readonly mayImport: readonly string[];
  readonly pure?: boolean;
}

/**
 * FLOORS as eslint.config.js writes it, the very table its fences are built from: read as text,
 * since loading the config would load ESLint's plugins (seconds of every `npm test`).
 */
const FLOORS: readonly Floor[] = (() => {
  const config = readFileSync(join(import.meta.dirname, '../../eslint.config.js'), 'utf8');
  const literal = /^export const FLOORS = (\[[\s\S]*?^\]);$/m.exec(config);
  if (literal === null) throw new Error('eslint.config.js has no `export const FLOORS = [ … ];`');
  return new Function(`return ${literal[1]}`)() as Floor[];
})();

const graph = importGraph(SRC);
const names = FLOORS.map((f) => f.floor);
const rank = new Map(names.map((name, i) => [name, i]));
const floorOfFile = (file: string): string | null => (file.includes('/') ? floorOf(file) : null); // null: an entry at src/'s root

/** The table of floors as docs/architecture.md shows it, drawn from FLOORS. */
export function floorsTable(): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  return [
    '| Floor | Owns | May import |',
    '| --- | --- | --- |',
    ...FLOORS.map(
      ({ floor, owns, mayImport, pure }) =>
        `| \`src/${floor}\` | ${cell(owns)}${pure ? ' (pure)' : ''} | ${
          mayImport.length === 0 ? 'nothing' : mayImport.map((f) => `\`${f}\``).join(', ')
        } |`,
    ),
  ].join('\n');
}

describe('the floors of src/', () => {
  it('name every top-level folder of src/, and nothing else', () => {
    const folders = readdirSync(SRC).filter((name) => statSync(join(SRC, name)).isDirectory());
    expect([...names].sort()).toEqual(folders.sort());
    expect(new Set(names).size).toBe(names.length);
  });

  it('let a floor import only floors below it', () => {
    for (const { floor, mayImport } of FLOORS)
      for (const below of mayImport) {
        expect(rank.has(below), `${floor} may import ${below}, which is no floor`).toBe(true);
        expect(rank.get(below)!, `${floor} may import ${below}, which is above it`).toBeLessThan(rank.get(floor)!);
      }
  });

  it('are what the code imports: no module imports a floor its own does not name', () => {
    const strays: string[] = [];
    for (const { file, imports } of graph.values()) {
      const from = floorOfFile(file);
      if (from === null) continue;
      const may = FLOORS.find((f) => f.floor === from)!.mayImport;
      for (const target of imports) {
        const to = floorOfFile(target);
        if (to !== from && (to === null || !may.includes(to))) strays.push(`${file} → ${target}`);
      }
    }
    expect(strays).toEqual([]);
  });

  it('keep React and zustand out of the pure floors', () => {
    const pure = new Set(FLOORS.filter((f) => f.pure).map((f) => f.floor));
    const impure = [...graph.values()]
      .filter(({ file }) => pure.has(floorOfFile(file) ?? ''))
      .flatMap(({ file, packages }) => packages.map((name) => `${file} → ${name}`));
    expect(impure).toEqual([]);
  });

  it('compile the pure floors, and only those, without the DOM or Node (tsconfig.pure.json, run by npm run typecheck)', () => {
    const config = JSON.parse(readFileSync(join(SRC, '../tsconfig.pure.json'), 'utf8')) as {
      include: string[];
      compilerOptions: { lib: string[]; types: string[] };
    };
    const pure = FLOORS.filter((f) => f.pure).map((f) => `src/${f.floor}`);
    expect([...config.include].sort()).toEqual(pure.sort());
    expect(config.compilerOptions.lib.filter((lib) => /dom/i.test(lib))).toEqual([]);
    expect(config.compilerOptions.types).toEqual([]);
    const packageJson = JSON.parse(readFileSync(join(SRC, '../package.json'), 'utf8')) as {
      scripts: { typecheck: string };
    };
    expect(packageJson.scripts.typecheck).toContain('tsc -p tsconfig.pure.json');
  });
});

describe('the imports of src/', () => {
  it('close no circle, type imports included (a lazy import() is no edge)', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('find the circle this check is for', () => {
    const circle = new Map<string, ModuleNode>();
    circle.set('x/a.ts', { file: 'x/a.ts', imports: ['x/b.ts'], packages: [], lazy: [], onlyReExports: false });
    circle.set('x/b.ts', { file: 'x/b.ts', imports: ['x/a.ts'], packages: [], lazy: [], onlyReExports: false });
    expect(importCycles(circle)).toEqual([['x/a.ts', 'x/b.ts']]);
  });

  it('have no module that only re-exports another (a folder’s index.ts and a lazy chunk’s entry define a surface)', () => {
    const chunks = new Set([...graph.values()].flatMap((m) => m.lazy));
    const shims = [...graph.values()]
      .filter((m) => m.onlyReExports && !/(^|\/)index\.tsx?$/.test(m.file) && !chunks.has(m.file))
      .map((m) => m.file);
    expect(shims).toEqual([]);
  });
});

describe('docs/architecture.md', () => {
  it('shows the floors as FLOORS has them (generate the table from floorsTable() when FLOORS changes)', () => {
    const doc = readFileSync(DOC, 'utf8');
    const between = /<!-- FLOORS[^>]*-->\n([\s\S]*?)\n<!-- \/FLOORS -->/.exec(doc);
    expect(between, 'the table of floors between <!-- FLOORS --> and <!-- /FLOORS -->').not.toBeNull();
    expect(between![1]).toBe(floorsTable());
  });

  it('names only files and folders of src/ that exist', () => {
    const doc = readFileSync(DOC, 'utf8');
    const paths = [...doc.matchAll(/`((?:src\/)?(?:[a-z0-9]+\/)+[A-Za-z0-9.]+\.(?:tsx?|css))`/g)].map((m) => m[1]!);
    const missing = paths
      .map((path) => (path.startsWith('src/') ? path : `src/${path}`))
      .filter((path) => names.includes(path.split('/')[1]!))
      .filter((path) => {
        try {
          return !statSync(join(SRC, '..', path)).isFile();
        } catch {
          return true;
        }
      });
    expect(missing).toEqual([]);
  });
});

describe('README.md', () => {
  const readme = readFileSync(join(SRC, '../README.md'), 'utf8');

  it('is a first page: at most 200 lines, with the commands that play and test the table', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm ci && npm test');
  });

  it('links only to pages that exist', () => {
    const links = [...readme.matchAll(/\]\(((?:docs\/)[^)#]+)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !statSync(join(SRC, '..', link), { throwIfNoEntry: false })?.isFile())).toEqual([]);
  });
});

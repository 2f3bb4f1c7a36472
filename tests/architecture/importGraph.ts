import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** One module of src/ and the modules it names in its static `import`/`export … from` statements. */
export interface ModuleNode {
  file: string; // 'store/tableShell.ts', relative to src/
  imports: string[]; // relative modules of src/ it imports (type imports included), resolved
  packages: string[]; // bare specifiers: 'react', 'zustand/vanilla'
  lazy: string[]; // modules of src/ it loads with a dynamic import() (a chunk): no edge of the graph
  onlyReExports: boolean; // every statement is `export … from`
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return null; // a CSS file, an asset
}

/**
 * The text of a module with its comments blanked and every string's and template's contents
 * blanked except a module specifier's (a string right after `from`, `import` or `import(`), so the
 * patterns below see only code. Cheaper than a TypeScript parse: the test runs in every `npm test`.
 */
function codeOf(text: string): string {
  let out = '';
  let i = 0;
  const keepsString = () => /(\bfrom|\bimport|\bimport\s*\()\s*$/.test(out.slice(-20));
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === "'" || c === '"' || c === '`') {
      const keep = c !== '`' && keepsString();
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      const body = text.slice(i + 1, j);
      out += c + (keep ? body : body.replace(/[^\n]/g, ' ')) + c;
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

const STATIC =
  /(?:^|[;}\n])\s*(import|export)\b(?:\s+type)?([^;'"`]*?)\bfrom\s*(['"])([^'"]+)\3|(?:^|[;}\n])\s*import\s*(['"])([^'"]+)\5/g;
const DYNAMIC = /\bimport\s*\(\s*(['"])([^'"]+)\1\s*\)/g;
const RE_EXPORT = /\bexport\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s*from\s*(['"])[^'"]+\1\s*;?/g;

/**
 * The static import graph of `root` (src/): `import …`, `import type …`, `export … from`.
 * A dynamic `import()` (a lazy chunk, or a type written `typeof import('…')`) is no edge: it
 * runs later, so it closes no circle at load.
 */
export function importGraph(root: string): Map<string, ModuleNode> {
  const graph = new Map<string, ModuleNode>();
  for (const path of sourceFiles(root)) {
    const code = codeOf(readFileSync(path, 'utf8'));
    const imports = new Set<string>();
    const packages = new Set<string>();
    const lazy = new Set<string>();
    const named = (name: string, into: Set<string>) => {
      if (!name.startsWith('.')) {
        if (into === imports) packages.add(name);
        return;
      }
      const target = resolveModule(path, name);
      if (target) into.add(relative(root, target));
    };
    for (const m of code.matchAll(STATIC)) named(m[4] ?? m[6]!, imports);
    for (const m of code.matchAll(DYNAMIC)) named(m[2]!, lazy);
    const reExports = [...code.matchAll(RE_EXPORT)].length;
    const file = relative(root, path);
    graph.set(file, {
      file,
      imports: [...imports].sort(),
      packages: [...packages].sort(),
      lazy: [...lazy].sort(),
      onlyReExports: reExports > 0 && code.replace(RE_EXPORT, '').trim() === '',
    });
  }
  return graph;
}

/** Every import circle of the graph, each as the files around it (first file repeated at the end). */
export function importCycles(graph: Map<string, ModuleNode>): string[][] {
  // Tarjan's strongly connected components; a component of more than one file, or a file that
  // imports itself, holds a circle.
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    order.set(file, index);
    low.set(file, index);
    index++;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file)?.imports ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, order.get(next)!));
    }
    if (low.get(file) === order.get(file)) {
      const component: string[] = [];
      let top: string;
      do {
        top = stack.pop()!;
        onStack.delete(top);
        component.push(top);
      } while (top !== file);
      const selfLoop = graph.get(file)?.imports.includes(file) ?? false;
      if (component.length > 1 || selfLoop) cycles.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return cycles;
}

/** The top-level folder of src/ a module lives in ('store'), or the file's name for src/App.tsx. */
export const floorOf = (file: string): string => file.split('/')[0]!.replace(/\.tsx?$/, '');

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** One module of src/ and the modules it names in its static `import`/`export … from` statements. */
export interface ModuleNode {
  file: string; // 'store/tableShell.ts', relative to src/
  imports: string[]; // relative modules of src/ it imports (type imports included), resolved
  packages: string[]; // bare specifiers: 'react', 'zustand/vanilla'
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
 * The static import graph of `root` (src/): `import …`, `import type …`, `export … from`.
 * A dynamic `import()` (a lazy chunk, or a type written `typeof import('…')`) is no edge: it
 * runs later, so it closes no circle at load.
 */
export function importGraph(root: string): Map<string, ModuleNode> {
  const graph = new Map<string, ModuleNode>();
  for (const path of sourceFiles(root)) {
    const text = readFileSync(path, 'utf8');
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false);
    const imports = new Set<string>();
    const packages = new Set<string>();
    let reExports = 0;
    for (const statement of source.statements) {
      let specifier: ts.Expression | undefined;
      if (ts.isImportDeclaration(statement)) specifier = statement.moduleSpecifier;
      else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
        specifier = statement.moduleSpecifier;
        reExports++;
      }
      if (!specifier || !ts.isStringLiteral(specifier)) continue;
      const name = specifier.text;
      if (!name.startsWith('.')) {
        packages.add(name);
        continue;
      }
      const target = resolveModule(path, name);
      if (target) imports.add(relative(root, target));
    }
    const file = relative(root, path);
    graph.set(file, {
      file,
      imports: [...imports].sort(),
      packages: [...packages].sort(),
      onlyReExports: reExports > 0 && reExports === source.statements.length,
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

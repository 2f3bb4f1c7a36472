import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The longest a function in src/ may be, a component's markup included: split anything longer. */
const MAX_LINES = 80;

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

/** Every function, arrow function and method of a file, with its name (or where it starts) and length in lines. */
function functionsOf(file: string): { name: string; lines: number }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { name: string; lines: number }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const name = node.name !== undefined && ts.isIdentifier(node.name) ? node.name.text : `(line ${start + 1})`;
      found.push({ name: `${file}: ${name}`, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the code in src/', () => {
  it(`has no function over ${MAX_LINES} lines`, () => {
    const long = sources('src')
      .flatMap(functionsOf)
      .filter((f) => f.lines > MAX_LINES)
      .map((f) => `${f.name} (${f.lines} lines)`);
    expect(long).toEqual([]);
  });
});

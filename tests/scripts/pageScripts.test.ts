import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutComments } from '../../scripts/pageScripts';

describe('the built pages’ inline scripts', () => {
  it('lose their whole-line comments and keep every statement, and the page outside them is untouched', () => {
    const page = [
      '<p>// a paragraph of the table, not a comment</p>',
      '<script>',
      '  // why the next line is there',
      '  var a = "http://x"; // a trailing note stays',
      '    // indented deeper',
      '  go(a);',
      '</script>',
    ].join('\n');
    expect(withoutComments(page)).toBe(
      [
        '<p>// a paragraph of the table, not a comment</p>',
        '<script>',
        '  var a = "http://x"; // a trailing note stays',
        '  go(a);',
        '</script>',
      ].join('\n'),
    );
  });

  it('leave index.html’s scripts whole: as many, each without a comment line, each still parsing', () => {
    const page = readFileSync('index.html', 'utf8');
    const scripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    const before = scripts(page);
    const after = scripts(withoutComments(page));
    expect(after).toHaveLength(before.length);
    after.forEach((code, i) => {
      expect(code).not.toMatch(/^\s*\/\//m);
      expect(() => new Function(code)).not.toThrow();
      expect(code.length).toBeLessThanOrEqual(before[i]!.length);
    });
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')) as unknown;
const pkg = read('package.json') as { allowScripts?: Record<string, boolean> };
const lock = read('package-lock.json') as { packages: Record<string, { hasInstallScript?: boolean }> };

/** The package's name from its place in the lockfile: node_modules/@scope/name or node_modules/a/node_modules/b. */
const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('npm ci', () => {
  it("reviews every dependency's install script in package.json's allowScripts, so npm 11 installs without a warning", () => {
    const scripted = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && entry.hasInstallScript === true)
      .map(([path]) => nameOf(path));
    expect(scripted).toContain('esbuild'); // its postinstall checks the platform binary it ships
    const allowed = pkg.allowScripts ?? {};
    const reviewed = (name: string) =>
      Object.keys(allowed).some((entry) => entry === name || entry.startsWith(`${name}@`));
    expect(scripted.filter((name) => !reviewed(name))).toEqual([]);
  });
});

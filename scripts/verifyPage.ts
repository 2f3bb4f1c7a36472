/**
 * A Vite plugin that builds verify.html (the committed shoe checked offline, src/verify) as a
 * page of its own, in a second small build, and adds it to the table's build: the table's chunks
 * stay as they are (a second entry in the same build would share chunks with the first load),
 * and the service worker, which precaches the whole build, keeps the page for offline use.
 */
import { resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

export function verifyPage(): Plugin {
  let root = process.cwd();
  return {
    name: 'baccarat:verify-page',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = resolve(config.root);
    },
    async generateBundle() {
      const built = (await build({
        root,
        configFile: false,
        logLevel: 'warn',
        build: {
          write: false,
          target: 'es2022',
          modulePreload: { polyfill: false },
          rolldownOptions: { input: { verify: resolve(root, 'verify.html') } },
        },
      })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
      for (const output of Array.isArray(built) ? built : [built]) {
        for (const item of output.output) {
          this.emitFile({
            type: 'asset',
            fileName: item.fileName,
            source: item.type === 'chunk' ? item.code : item.source,
          });
        }
      }
    },
  };
}

/**
 * A Vite plugin that replaces Vite's preload helper (`__vitePreload`, which wraps every dynamic
 * import of the build) with a smaller one of the same shape.
 *
 * With `build.modulePreload: false` the only dependencies the helper is ever given are a lazy
 * chunk's stylesheets (22 of the first load's 24 dynamic imports have none at all), yet Vite's
 * helper also preloads scripts, reads a CSP nonce and reports errors by an event, and it costs
 * the first load 437 B gzipped (vitejs/vite#13952). This one links each stylesheet once, unless
 * the page links it already (the table's own, in index.html), and imports the chunk once its
 * stylesheets have loaded, or failed: a part drawn without its styles beats a part not drawn.
 */
import type { Plugin } from 'vite';

/** Vite's id of its helper module, which its import analysis imports into every chunk. */
const helperId = '\0vite/preload-helper.js';

/** The helper, run in the page: `base` is the build's base URL, dependencies are relative to it. */
export function lazyStyles(base: string, page: Document) {
  const linked: Record<string, Promise<unknown>> = {};
  return (load: () => Promise<unknown>, dependencies?: readonly string[]) =>
    Promise.all(
      (dependencies ?? [])
        .filter((dependency) => dependency.endsWith('.css'))
        .map((dependency) => {
          const href = base + dependency;
          return (linked[href] ??= page.querySelector(`link[rel=stylesheet][href="${href}"]`)
            ? Promise.resolve()
            : new Promise((settle) => {
                const link = page.createElement('link');
                link.rel = 'stylesheet';
                link.href = href;
                link.onload = link.onerror = settle;
                page.head.append(link);
              }));
        }),
    ).then(load);
}

export function lazyStylesHelper(): Plugin {
  let base = '/';
  return {
    name: 'baccarat:lazy-styles',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === helperId ? helperId : null;
    },
    load(id) {
      if (id !== helperId) return null;
      return `export const __vitePreload = (${lazyStyles.toString()})(${JSON.stringify(base)}, document);`;
    },
  };
}

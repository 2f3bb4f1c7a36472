/**
 * A Vite plugin for the build's stylesheets: the table's own in the first HTML, and a smaller
 * preload helper than Vite's for the lazy chunks' own.
 *
 * The table's stylesheet (7.4 KB gzipped) is written into index.html as a `<style>` that keeps
 * its address (`data-href`): a first visit paints after one request, not two (Lighthouse's
 * mobile FCP 1.43-1.60 s -> 1.26-1.34 s), and the page's HTML and its first styles fit the first
 * round trip of a connection (about 14 KB).
 *
 * Vite's preload helper (`__vitePreload`) wraps every dynamic import of the build.
 * With `build.modulePreload: false` the only dependencies the helper is ever given are a lazy
 * chunk's stylesheets (22 of the first load's 24 dynamic imports have none at all), yet Vite's
 * helper also preloads scripts, reads a CSP nonce and reports errors by an event, and it costs
 * the first load 437 B gzipped (vitejs/vite#13952). This one links each stylesheet once, unless
 * the page has it already (the table's own, in index.html), and imports the chunk once its
 * stylesheets have loaded, or failed: a part drawn without its styles beats a part not drawn.
 */
import type { Plugin, Rolldown } from 'vite';

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
          return (linked[href] ??= page.querySelector(`link[rel=stylesheet][href="${href}"],style[data-href="${href}"]`)
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

/** A page's stylesheet links, each replaced by the stylesheet itself, from the build's output. */
export function inlineStylesheets(html: string, base: string, bundle: Rolldown.OutputBundle): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) => {
    const asset = bundle[href.slice(base.length)];
    return asset?.type === 'asset' ? `<style data-href="${href}">${String(asset.source)}</style>` : link;
  });
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
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => inlineStylesheets(html, base, context.bundle ?? {}),
    },
  };
}

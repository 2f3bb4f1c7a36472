/**
 * A Vite plugin for the built page's entry script: Vite writes it as a module script in the
 * head, fetched while the page is parsed; here it becomes a call of index.html's
 * `afterFirstPaint` at the end of the page, which fetches it once the prerendered table's first
 * paint is on screen (and holds the load event meanwhile).
 *
 * Why: the first paint needs none of it. Fetched with the page, the entry (86 KB gzipped) was
 * often compiled and evaluated before the first paint (traced: the paint after it), and
 * Lighthouse's simulation counted its whole download in the first and largest paints (a
 * module script of high priority that has arrived by the paint is taken to block it):
 * mobile FCP and LCP 1.28-1.48 s with it, 0.71-0.75 s without (docs/performance.md, 29 November 2026,
 * perf10). Only `vite build` runs it; the dev server loads main.tsx as index.html says.
 */
import type { Plugin } from 'vite';

/** The template index.html's render-blocking `<link rel="expect">` waits for: the table is parsed. */
const PARSED = '<template id="table-parsed"></template>';

export function entryAfterPaint(): Plugin {
  return {
    name: 'baccarat:entry-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // Only the table's page: verify.html is a page of its own.
        if (!context.path.endsWith('/index.html')) return html;
        const entries = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/g)];
        if (entries.length !== 1 || !html.includes(PARSED))
          throw new Error('entry-after-paint: index.html should have one module script and the table-parsed template');
        const [tag, src] = entries[0]!;
        return html
          .replace(tag, '')
          .replace(PARSED, `${PARSED}<script>afterFirstPaint(${JSON.stringify(src)})</script>`);
      },
    },
  };
}

/**
 * A Vite plugin for the built page's entry script: Vite writes it as a module script in the
 * head, fetched as soon as the page's first bytes are read; here it becomes a call of
 * index.html's `afterFirstPaint`, which fetches it at once on a slow line and otherwise once the
 * prerendered table's first paint is on screen (holding the load event meanwhile).
 *
 * Why: the first paint needs none of it. Fetched with the page, the entry (86 KB gzipped) was
 * often compiled and run before the first paint (traced: the paint after it), and Lighthouse's
 * simulation counted its whole download in the first and largest paints (a module script of
 * high priority that has arrived by the paint is taken to block it): mobile FCP and LCP
 * 1.28-1.48 s with it, about 0.75 s without (docs/performance.md, Lighthouse on 29 November 2026).
 *
 * The rule (index.html): where the page's first byte, else its last, came 100 ms or more after its
 * request, the entry (six times the page's bytes, another round trip) cannot come before the first
 * paint, and is fetched at once, its fetch holding the load event. Where the page came quickly (a
 * fast line, the service worker's cache), it is fetched once a `paint` entry says the first paint
 * is presented (else after a frame and a timer), the load held meanwhile by the frame index.html
 * makes as the table's parse ends (without it the load event comes as parsing ends, before the
 * table is interactive: measured). A hidden page, which paints nothing, fetches it at once.
 * Only `vite build` runs it; the dev server loads main.tsx as index.html says.
 */
import type { Plugin } from 'vite';

export function entryAfterPaint(): Plugin {
  return {
    name: 'baccarat:entry-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // Only the table's page: verify.html is a page of its own.
        if (!context.path.endsWith('/index.html')) return html;
        const entries = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/g)];
        const defined = html.indexOf('function afterFirstPaint(');
        if (entries.length !== 1 || defined < 0 || defined > entries[0]!.index)
          throw new Error('entry-after-paint: index.html should define afterFirstPaint before its one module script');
        const [tag, src] = entries[0]!;
        return html.replace(tag, `<script>afterFirstPaint(${JSON.stringify(src)})</script>`);
      },
    },
  };
}

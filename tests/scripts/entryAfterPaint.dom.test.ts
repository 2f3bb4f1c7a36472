/** @vitest-environment jsdom */
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { entryAfterPaint } from '../../scripts/entryAfterPaint';

type Page = typeof window & { afterFirstPaint: (src: string) => void; holdLoad: () => unknown };
const page = window as Page;

// index.html's afterFirstPaint as the page has it, and a holdLoad that only counts.
let holds = 0;
beforeAll(() => {
  const html = readFileSync('index.html', 'utf8');
  const script = /<script>\s*(?:\/\/.*\s*)*function afterFirstPaint[\s\S]*?<\/script>/.exec(html)![0];
  window.eval(script.replace(/^<script>|<\/script>$/g, ''));
  page.holdLoad = () => holds++;
});

/** The navigation's timing as the page reads it: its first and last byte, ms after the request. */
function navigation(responseStart: number, responseEnd: number) {
  const timing = { requestStart: 0, responseStart, responseEnd };
  vi.stubGlobal('performance', { getEntriesByType: (type: string) => (type === 'navigation' ? [timing] : []) });
}
const entries = () => [...document.head.querySelectorAll('script[type=module]')].map((s) => s.getAttribute('src'));
let observed: ((list: unknown, observer: { disconnect(): void }) => void) | undefined;
class PaintObserver {
  static supportedEntryTypes = ['paint'];
  constructor(callback: typeof observed) {
    observed = callback;
  }
  observe() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  observed = undefined;
  holds = 0;
});

describe('the built page’s entry script', () => {
  it('is fetched at once where the page’s first byte came slowly: the first paint could not wait for it', () => {
    navigation(150, 160);
    page.afterFirstPaint('/assets/entry.js');
    expect(entries()).toEqual(['/assets/entry.js']);
  });

  it('on a fast line, is fetched once the first paint is presented (the frame holding the load is the parse’s)', () => {
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    navigation(20, 40);
    page.afterFirstPaint('/assets/entry.js');
    expect(entries()).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
    expect(holds).toBe(0); // made as the table's parse ended (index.html), not in a task after the paint
    expect(entries()).toEqual([]);
    observed!([], { disconnect() {} });
    expect(entries()).toEqual(['/assets/entry.js']);
    // A page hidden meanwhile asks again: the script is fetched once.
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(entries()).toEqual(['/assets/entry.js']);
  });

  it('is fetched at once where the page’s last byte came slowly, though its first came quickly', () => {
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    navigation(20, 400);
    page.afterFirstPaint('/assets/entry.js');
    document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
    expect(entries()).toEqual(['/assets/entry.js']);
    expect(holds).toBe(0);
  });
});

describe('the build’s page', () => {
  const transform = (html: string) => {
    const hook = entryAfterPaint().transformIndexHtml as { handler: IndexHtmlTransformHook };
    return hook.handler.call({} as never, html, { path: '/index.html' } as IndexHtmlTransformContext);
  };

  it('calls afterFirstPaint in place of Vite’s module script', () => {
    const html =
      '<script>function afterFirstPaint(src) {}</script><script type="module" crossorigin src="/assets/a.js"></script>';
    expect(transform(html)).toBe(
      '<script>function afterFirstPaint(src) {}</script><script>afterFirstPaint("/assets/a.js")</script>',
    );
  });

  it('refuses a page without afterFirstPaint before its one module script', () => {
    expect(() => transform('<script type="module" src="/assets/a.js"></script>')).toThrow(/afterFirstPaint/);
  });
});

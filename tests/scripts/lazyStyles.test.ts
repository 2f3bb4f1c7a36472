/**
 * @vitest-environment jsdom
 */
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { inlineStylesheets, lazyStyles } from '../../scripts/lazyStyles';

/** The build's helper for a lazy chunk's stylesheets, in place of Vite's preload helper. */
describe('the lazy chunks’ stylesheets', () => {
  const stylesheets = () =>
    [...document.querySelectorAll('link[rel=stylesheet]')].map((link) => link.getAttribute('href'));
  const loaded = (href: string) =>
    document.querySelector<HTMLLinkElement>(`link[href="${href}"]`)!.onload!(new Event('load'));

  it('links each stylesheet once, and imports the chunk only once its stylesheets have loaded', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/table.css">';
    const preload = lazyStyles('/', document);
    let imported = 0;
    const load = () => Promise.resolve(++imported);

    const first = preload(load, ['assets/table.css', 'assets/school.css']);
    const second = preload(load, ['assets/school.css']);
    await Promise.resolve();
    // The table's own stylesheet is linked by the page already: it is not linked again.
    expect(stylesheets()).toEqual(['/assets/table.css', '/assets/school.css']);
    expect(imported).toBe(0);

    loaded('/assets/school.css');
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(stylesheets()).toEqual(['/assets/table.css', '/assets/school.css']);
  });

  it('imports a chunk that has no stylesheet at once, and one whose stylesheet failed to load', async () => {
    document.head.innerHTML = '';
    const preload = lazyStyles('/base/', document);
    expect(await preload(() => Promise.resolve('plain'))).toBe('plain');
    expect(await preload(() => Promise.resolve('empty'), [])).toBe('empty');

    const failing = preload(() => Promise.resolve('unstyled'), ['assets/gone.css']);
    await Promise.resolve();
    document.querySelector<HTMLLinkElement>('link[href="/base/assets/gone.css"]')!.onerror!(new Event('error'));
    expect(await failing).toBe('unstyled');
  });

  it('finds the table’s stylesheet in the first HTML, and links nothing for it', async () => {
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/table.css"><link rel="stylesheet" href="/elsewhere.css"></head>';
    const bundle = {
      'assets/table.css': { type: 'asset', source: '.felt{color:green}' },
    } as unknown as Rolldown.OutputBundle;
    const page = inlineStylesheets(html, '/', bundle);
    // The table's own is written in; a stylesheet the build did not make stays a link.
    expect(page).toBe(
      '<head><style data-href="/assets/table.css">.felt{color:green}</style><link rel="stylesheet" href="/elsewhere.css"></head>',
    );

    document.head.innerHTML = page.slice('<head>'.length, -'</head>'.length);
    expect(await lazyStyles('/', document)(() => Promise.resolve('drawn'), ['assets/table.css'])).toBe('drawn');
    expect(document.querySelectorAll('link[href="/assets/table.css"]')).toHaveLength(0);
  });
});

/**
 * A Vite plugin that writes the table, rendered by React's server renderer, into the built
 * page: the felt, the spots, the railing and the controls are on screen before the JavaScript
 * arrives, and main.tsx hydrates them. It builds src/prerender.tsx for Node (a second, small
 * build), runs it, and puts its HTML in `<div id="root">`. Only `vite build` runs it; the dev
 * server serves the empty page, which main.tsx renders from scratch.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rolldown } from 'vite';

const ENTRY = 'src/prerender.tsx';
const ROOT = '<div id="root"></div>';

type PrerenderModule = typeof import('../src/prerender');

async function loadPrerender(root: string): Promise<PrerenderModule> {
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      ssr: ENTRY,
      write: false,
      sourcemap: false,
      minify: false,
      rolldownOptions: {
        // The prerender imports the lazy parts it draws (the shoe meter, the rules of every option)
        // at once, as Node needs them: that they stay lazy in the page is the page's build's business.
        onLog(level, log, handler) {
          if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log);
        },
      },
    },
  })) as Rolldown.RolldownOutput;
  const chunks = output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (entry === undefined) throw new Error(`prerender: building ${ENTRY} gave no entry chunk`);
  // Written where Node resolves react and the rest from the project's node_modules; a fresh
  // folder each time, as Node caches a module by its address.
  const dir = join(root, '.cache', 'prerender', String(Date.now()));
  rmSync(dirname(dir), { recursive: true, force: true });
  for (const chunk of chunks) {
    mkdirSync(dirname(join(dir, chunk.fileName)), { recursive: true });
    writeFileSync(join(dir, chunk.fileName), chunk.code);
  }
  return (await import(pathToFileURL(join(dir, entry.fileName)).href)) as PrerenderModule;
}

export function prerender(): Plugin {
  let root = process.cwd();
  return {
    name: 'baccarat:prerender',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = resolve(config.root);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        // Only the table's page: verify.html is a page of its own.
        if (!context.path.endsWith('/index.html')) return html;
        if (!html.includes(ROOT)) throw new Error(`prerender: index.html has no ${ROOT}`);
        const { prerenderTable } = await loadPrerender(root);
        // One page, in English: a table in another language replaces it (main.tsx), its words hidden meanwhile (index.html).
        const page = prerenderTable('en');
        return html.replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`).replace(
          ROOT,
          // The parts of the table's other shapes, which index.html's script puts in it before the first paint.
          `<div id="root">${page.html}</div>` +
            Object.entries(page.pieces)
              .map(([id, piece]) => `<template id="shape-${id}">${piece}</template>`)
              .join(''),
        );
      },
    },
  };
}

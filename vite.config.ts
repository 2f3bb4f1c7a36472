import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { lazyStylesHelper } from './scripts/lazyStyles.ts';
import { entryAfterPaint } from './scripts/entryAfterPaint.ts';
import { pageScriptsWithoutComments } from './scripts/pageScripts.ts';
import { prerender } from './scripts/prerender.ts';
import { verifyPage } from './scripts/verifyPage.ts';

export default defineConfig({
  plugins: [
    react(),
    // A smaller helper for the lazy chunks' stylesheets than Vite's preload helper (scripts/lazyStyles.ts).
    lazyStylesHelper(),
    // The table's HTML in the built page, rendered by React at build time (scripts/prerender.ts).
    prerender(),
    // The entry script fetched once the first paint is on screen (scripts/entryAfterPaint.ts).
    entryAfterPaint(),
    // Their inline scripts without the comments that explain them to a reader (scripts/pageScripts.ts).
    pageScriptsWithoutComments(),
    // verify.html, a page of its own in the build (scripts/verifyPage.ts).
    verifyPage(),
    // Installable and offline: Workbox precaches the build. A new version waits for the
    // player (registerType 'prompt'): the table says an update is ready rather than switching mid-hand.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'robots.txt'],
      manifest: {
        name: 'Baccarat — Punto Banco table',
        short_name: 'Baccarat',
        description:
          'A faithful single-player Punto Banco baccarat table: 8-deck shoe, exact third-card rules, 5% Banker commission.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0b4d2c',
        background_color: '#06251a',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,txt}'],
        navigateFallback: '/index.html',
      },
    }),
  ],
  build: {
    target: 'es2022',
    // No preload helper nor list of each lazy chunk's dependencies in the first load: a lazy
    // chunk fetches its own imports when it runs (they are small, and precached for offline play).
    modulePreload: false,
    sourcemap: true,
    // Everything the first load needs in one chunk: left to itself the bundler splits the modules
    // the entry shares with a lazy chunk (the variants' rules) into small chunks of their own,
    // and their wrappers and the preload helper cost the first load about 2 KB.
    // The first load names each of its lazy chunks (26 of them), and a name does not compress:
    // a chunk's file is its hash alone (133 B less of the first load than `[name]-[hash]`; the
    // source maps still name every module). Seven characters, as the bundler asks from 64 chunks on.
    rolldownOptions: {
      output: {
        chunkFileNames: 'assets/[hash:7].js',
        // The same for a lazy chunk's stylesheet, which the first load names to fetch beside it.
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css')) ? 'assets/[hash:7].css' : 'assets/[name]-[hash][extname]',
        codeSplitting: { groups: [{ name: 'table', tags: ['$initial'] }] },
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './compileHints.ts';
import { fontPreload } from './fontPreload.ts';
import { precompileMessages } from './precompileMessages.ts';
import { precompress } from './precompress.ts';
import { serverPagesFile } from './serverPages.ts';

/** The chunk of everything a start needs (see codeSplitting below). */
const APP_CHUNK = 'app';

/**
 * Small modules that the home page and many other pages use (cards, prices, badges, links, the
 * content sections' frame, scrollers): one chunk of their own, instead of a file of a few hundred
 * bytes each (with its own request, and the import and export lines between them).
 */
const SHARED_PIECES =
  /[\\/](VisuallyHidden|Badge|Tag|Price|ProductCard|HomeProductCard|EmptyState|HorizontalScroller|StepArrows|SlideDots|SectionTitle|ContentSection|ContentImage)[\\/]|[\\/](visuallyHidden\.module|card\.module|productGrid\.module|chatClearance\.module|dataColour|numberText|links|homeContent)\./;

/** index.html and the module it starts. */
const ENTRY_MODULES = /[\\/](index\.html|src[\\/]main\.tsx)$/;

/** In development the API runs beside Vite (see scripts/dev.mjs); production serves both from one origin. */
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:8081';

export default defineConfig(({ isSsrBuild }) => ({
  // What the server needs of each page goes with the server-render bundle (dist/.server), which it reads.
  plugins: [
    react(),
    precompileMessages(),
    fontPreload(),
    precompress(),
    ...(isSsrBuild ? [serverPagesFile()] : [compileHints(APP_CHUNK)]),
  ],
  // The server-render bundle (dist/.server) needs no copy of the public files.
  publicDir: isSsrBuild ? false : 'public',
  server: { proxy: { '/api': apiOrigin } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The client's manifest names each page's chunks for the server-render build (serverPages.ts).
    manifest: !isSsrBuild,
    // All styles in one file (about 10 KB compressed): one request before the first paint, not one per chunk.
    cssCodeSplit: false,
    // The app chunk below is everything a start needs, on purpose; pnpm bench follows its size.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The server-render build: the render its worker thread runs, and the route loaders the server
      // runs for a page's data, head and status (no page among them).
      ...(isSsrBuild
        ? { input: { 'entry-server': 'src/entry-server.tsx', 'page-loader': 'src/serverRender/loadPage.ts' } }
        : {}),
      output: {
        codeSplitting: {
          // What the entry imports statically is needed at every start: one file instead of some thirty
          // small ones, each its own request and module task. The entry module itself stays the entry
          // (the manifest names it for the server-rendered page); the routes keep chunks of their own.
          groups: isSsrBuild
            ? []
            : [
                { name: APP_CHUNK, tags: ['$initial'], test: (id) => !ENTRY_MODULES.test(id) },
                { name: 'shared', test: SHARED_PIECES },
              ],
        },
      },
    },
  },
}));

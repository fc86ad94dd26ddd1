import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

/** In development the API runs beside Vite (see scripts/dev.mjs); production serves both from one origin. */
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:8081';

export default defineConfig({
  plugins: [react(), precompress()],
  server: { proxy: { '/api': apiOrigin } },
  build: { outDir: 'dist', emptyOutDir: true },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** In development the API runs beside Vite (see scripts/dev.mjs); production serves both from one origin. */
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:8081';

// The back office is served by the shop's server at /backoffice (packages/server/src/http/backoffice-app.ts).
export default defineConfig({
  base: '/backoffice/',
  plugins: [react()],
  server: { port: 5174, proxy: { '/api': apiOrigin } },
  // One chunk for a staff tool used all day on the shop's own machines (about 180 KB compressed).
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 700 },
});

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundBody } from './errors.ts';

/** Where the built back office is served; its API is under BACKOFFICE_API_PREFIX. */
export const BACKOFFICE_PATH = '/backoffice';

/**
 * Serves the built back office (packages/backoffice/dist) at /backoffice: its files as they are
 * (hashed assets kept for a year), and index.html for every other path under it, so the app's own
 * router shows the page. A missing asset is a 404, never index.html in a script's place.
 */
export async function registerBackofficeApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexHtml = await readFile(join(distDir, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: `${BACKOFFICE_PATH}/`,
    decorateReply: false,
    // One route per built file, so every other path under the prefix reaches the app below.
    wildcard: false,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.startsWith(join(distDir, 'assets'));
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendApp = async (request: { url: string; method: string }, reply: import('fastify').FastifyReply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (path.startsWith(`${BACKOFFICE_PATH}/assets/`)) {
      return reply.code(404).send(notFoundBody(request.method, path));
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  };
  app.get(BACKOFFICE_PATH, sendApp);
  app.get(`${BACKOFFICE_PATH}/*`, sendApp);
}

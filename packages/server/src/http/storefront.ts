import { relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isStorefrontRoute } from './storefront-routes.ts';

/** Vite's hashed bundles: their names change with their content, so they may be cached for good. */
const ASSETS_PREFIX = '/assets/';

/** Serves the built storefront at `/`; the not-found handler answers app routes with index.html. */
export async function registerStorefront(app: FastifyInstance, staticDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders(reply, filePath) {
      const immutable = relative(staticDir, filePath).startsWith(ASSETS_PREFIX.slice(1));
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/** Whether the not-found handler should answer with the app rather than an error. */
export function wantsStorefront(request: FastifyRequest, path: string): boolean {
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  // A missing bundle is a real 404: index.html in its place would fail as a script.
  return isRead && path !== '/api' && !path.startsWith('/api/') && !path.startsWith(ASSETS_PREFIX);
}

export function sendStorefront(reply: FastifyReply, path: string) {
  return reply.code(isStorefrontRoute(path) ? 200 : 404).sendFile('index.html');
}

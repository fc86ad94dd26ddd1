import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { AppDatabase } from '../db/open.ts';
import { holdsEtag, weakEtagOf } from './etag.ts';
import { readCache } from './read-cache.ts';

/**
 * How long shared caches (a CDN, a proxy, the browser) may keep each public read of the API, in
 * seconds, and how long after that they may still answer with it while they fetch it again. Each
 * read is listed by its path under the API prefix; the first match wins. Everything else (a signed-in
 * call, a write, a sign-in link, the health check) is `private, no-store`.
 *
 * - Thai addresses change with an administrative reform, not with the shop: a day.
 * - The category tree, content and legal pages change when staff edit them, and an edit shows at the
 *   next request: caches keep them but ask again each time (`no-cache`) with the ETag, and the server
 *   answers 304 from its own copy of the answer until the catalogue version changes (`kept`).
 * - Products, lists, search and builder parts carry prices and stock: thirty seconds, so a price
 *   change reaches everyone within a minute; the server prices every order itself regardless.
 */
type PublicRead =
  | { prefix: string; maxAge: number; staleWhileRevalidate: number; kept?: undefined }
  | { prefix: string; kept: true };

const PUBLIC_READS: PublicRead[] = [
  { prefix: '/addresses/', maxAge: 86_400, staleWhileRevalidate: 86_400 },
  { prefix: '/web/categories/tree', kept: true },
  { prefix: '/web/about', kept: true },
  { prefix: '/pages/', kept: true },
  { prefix: '/after-sales', kept: true },
  { prefix: '/web/product-detail/', maxAge: 30, staleWhileRevalidate: 300 },
  { prefix: '/web/search-product/', maxAge: 30, staleWhileRevalidate: 300 },
  { prefix: '/product-comparison/', maxAge: 30, staleWhileRevalidate: 300 },
  { prefix: '/spec-builder/parts/', maxAge: 30, staleWhileRevalidate: 300 },
];

export const PRIVATE_NO_STORE = 'private, no-store';

const publicRead = (method: string, path: string, secured: boolean) =>
  method === 'GET' && !secured ? PUBLIC_READS.find((entry) => path.startsWith(entry.prefix)) : undefined;

/** Whether the server keeps its own copy of a route's answers (see `registerReadCache`). */
export const keptInProcess = (method: string, path: string, secured: boolean): boolean =>
  publicRead(method, path, secured)?.kept === true;

/** The Cache-Control of a route of the API: public for a listed read, else private and not stored. */
export function cacheControlOf(method: string, path: string, secured: boolean): string {
  const read = publicRead(method, path, secured);
  if (!read) return PRIVATE_NO_STORE;
  return read.kept
    ? 'public, no-cache'
    : `public, max-age=${read.maxAge}, stale-while-revalidate=${read.staleWhileRevalidate}`;
}

/**
 * A public answer gets its ETag (one the server's own copy already carries, else a hash of the
 * body), and a request that already holds it gets 304 without the body.
 */
const publicAnswer =
  (cacheControl: string): onSendHookHandler =>
  async (request, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return payload;
    }
    const etag = String(reply.getHeader('etag') ?? weakEtagOf(payload));
    reply.header('cache-control', cacheControl).header('etag', etag);
    if (holdsEtag(request, etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  };

const privateAnswer: onSendHookHandler = async (_request, reply, payload) => {
  reply.header('cache-control', PRIVATE_NO_STORE);
  return payload;
};

/**
 * Gives every route of the API its caching, as it is registered: call before the API's routes.
 * A route is secured when the contract asks for a customer (it then has a security check).
 */
export function registerCachePolicy(app: FastifyInstance, apiPrefix: string, db: AppDatabase): void {
  const { answerFromCopy, keepAnswer } = readCache(db);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(apiPrefix)) return;
    const methods = [route.method].flat();
    const method = methods.includes('GET') ? 'GET' : String(methods[0]);
    const path = route.url.slice(apiPrefix.length);
    const secured = Boolean(route.onRequest) || Boolean(route.preHandler);
    const cacheControl = cacheControlOf(method, path, secured);
    const onSend = cacheControl === PRIVATE_NO_STORE ? privateAnswer : publicAnswer(cacheControl);
    route.onSend = [route.onSend ?? [], onSend].flat();
    if (keptInProcess(method, path, secured)) {
      route.preHandler = answerFromCopy;
      route.onSend.push(keepAnswer);
    }
  });
}

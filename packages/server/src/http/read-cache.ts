import type { FastifyRequest, onSendHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { readCatalogueVersion, VersionedCopies } from '../catalogue/catalogue-version.ts';
import type { AppDatabase } from '../db/open.ts';

/** How many answers are kept at most: one per address, the least recently used dropped first. */
const READ_CACHE_ENTRIES = 500;

interface KeptAnswer {
  payload: string;
  etag: string;
  contentType: string;
}

/**
 * The server's own copy of answers that change only with the catalogue or its content (the category
 * tree, content sections, legal and service pages). Each request reads the catalogue version, one
 * row; while it is the version an answer was made at, that answer is sent again without building
 * it. The version lives in the database, so an edit through any instance, or a re-seed, reaches
 * every instance at its next request: no timer, nothing stale.
 */
export function readCache(db: AppDatabase) {
  const kept = new VersionedCopies<KeptAnswer>(READ_CACHE_ENTRIES);
  const versionOf = new WeakMap<FastifyRequest, number>();

  const answerFromCopy: preHandlerAsyncHookHandler = async (request, reply) => {
    const version = await readCatalogueVersion(db);
    const answer = kept.find(request.url, version);
    if (answer) {
      return reply
        .header('content-type', answer.contentType)
        .header('etag', answer.etag)
        .send(answer.payload);
    }
    versionOf.set(request, version);
  };

  const keepAnswer: onSendHookHandler = async (request, reply, payload) => {
    const version = versionOf.get(request);
    const etag = reply.getHeader('etag');
    if (version !== undefined && reply.statusCode === 200 && typeof payload === 'string' && etag) {
      kept.keep(request.url, version, {
        payload,
        etag: String(etag),
        contentType: String(reply.getHeader('content-type')),
      });
    }
    return payload;
  };

  return { answerFromCopy, keepAnswer };
}

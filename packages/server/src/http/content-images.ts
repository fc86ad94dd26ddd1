import type { FastifyInstance } from 'fastify';
import { contentImageFolders, contentImages } from '../images/content-images.ts';
import { notFoundBody } from './errors.ts';
import { holdsEtag, weakEtagOf } from './etag.ts';

/** The pictures change only with a new release of the server: a day in caches, then revalidated by ETag. */
const CACHE_CONTROL = 'public, max-age=86400';

/** Serves the content pictures at /images/{home,spec,comset,promotions,chat,delivery}/…svg. */
export function registerContentImages(app: FastifyInstance): void {
  const etags = new Map([...contentImages].map(([path, body]) => [path, weakEtagOf(body)]));
  for (const folder of contentImageFolders) {
    app.get<{ Params: { file: string } }>(`/images/${folder}/:file`, (request, reply) => {
      const path = `/images/${folder}/${request.params.file}`;
      const body = contentImages.get(path);
      const etag = etags.get(path);
      if (body === undefined || etag === undefined) return reply.code(404).send(notFoundBody('GET', path));
      reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
      if (holdsEtag(request, etag)) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(body);
    });
  }
}

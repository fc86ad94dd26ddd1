import type { FastifyInstance } from 'fastify';
import type { PictureStore } from '../pictures/picture-store.ts';
import { notFoundBody } from './errors.ts';
import { holdsEtag } from './etag.ts';

/** A file named by its content's hash never changes: caches keep it for a year without asking. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Serves uploaded pictures at /images/uploads/{id}.webp from the picture store (a folder or S3). */
export function registerUploadedPictures(app: FastifyInstance, store: PictureStore): void {
  app.get<{ Params: { file: string } }>('/images/uploads/:file', async (request, reply) => {
    const { file } = request.params;
    const notFound = () => reply.code(404).send(notFoundBody('GET', `/images/uploads/${file}`));
    const id = /^([0-9a-f]{32})\.webp$/.exec(file)?.[1];
    if (!id) return notFound();
    const etag = `"${id}"`;
    if (holdsEtag(request, etag))
      return reply.code(304).header('cache-control', CACHE_CONTROL).header('etag', etag).send();
    const bytes = await store.get(file);
    if (!bytes) return notFound();
    return reply.header('cache-control', CACHE_CONTROL).header('etag', etag).type('image/webp').send(bytes);
  });
}

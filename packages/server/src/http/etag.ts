import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * A weak validator of a body. Weak, because the answer goes out compressed to some clients and
 * plain to others: the bytes differ, the content does not.
 */
export function weakEtagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether the request's If-None-Match holds `etag`, compared weakly as a GET's condition is. */
export function holdsEtag(request: FastifyRequest, etag: string): boolean {
  const held = request.headers['if-none-match'];
  if (!held) return false;
  const opaque = etag.replace(/^W\//, '');
  return held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

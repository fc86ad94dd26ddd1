import type { FastifyInstance } from 'fastify';
import { HttpError } from './envelope.ts';

/** A host as a URL names it: letters, digits, `.`, `-` and `_`, or an IPv6 address in brackets; then a port. */
const HOST_SYNTAX = /^(?:[A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/** Whether a Host value is a host and optional port that a URL takes (so a port is at most 65535). */
export function isWellFormedHost(host: string): boolean {
  return HOST_SYNTAX.test(host) && URL.canParse(`http://${host}/`);
}

/**
 * A request whose Host (or, from a trusted proxy, X-Forwarded-Host) is not a host and port is
 * malformed (RFC 9112 §3.2): it is refused with 400 before any route runs, so nothing reads it.
 * Only an HTTP/1.0 request may come without a Host at all.
 */
export function registerHostCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const { host } = request;
    if (host !== '' && !isWellFormedHost(host)) {
      throw new HttpError(400, 'VALIDATION_FAILED', 'The Host of the request is malformed');
    }
  });
}

import type { FastifyInstance } from 'fastify';
import { HttpError } from './envelope.ts';

/** Request body types the contract uses besides JSON. */
export function registerBodyParsers(app: FastifyInstance): void {
  // Plain HTML forms (the test payment provider's page) post application/x-www-form-urlencoded.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  // text/html is only ever an answer (that page); fastify-openapi-glue wants a parser for every type
  // it sees, so this one refuses such requests just as Fastify does for any unknown type.
  app.addContentTypeParser('text/html', (_request, _payload, done) => {
    done(new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Requests with a text/html body are not accepted'));
  });
}

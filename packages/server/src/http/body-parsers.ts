import type { FastifyInstance } from 'fastify';
import { HttpError } from './envelope.ts';

/**
 * How deep a JSON body may nest arrays and objects. The contract's deepest body nests a few levels;
 * a deeper one is refused before it is parsed, so no code that walks a body (validation included)
 * can run out of stack on it.
 */
export const MAX_JSON_DEPTH = 64;

/** Request body parsers: JSON within its nesting limit, and the types the contract uses besides JSON. */
export function registerBodyParsers(app: FastifyInstance): void {
  // Fastify's own parser, which also refuses __proto__ and constructor.prototype keys.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(
        new HttpError(
          400,
          'VALIDATION_FAILED',
          `The body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep`,
        ),
      );
      return;
    }
    parseJson(request, body as string, done);
  });
  // Plain HTML forms (the test payment provider's page) post application/x-www-form-urlencoded.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  // text/html (that page) and application/pdf (tax invoices, receipts) are only ever answers;
  // fastify-openapi-glue wants a parser for every type it sees, so these refuse such requests just as
  // Fastify does for any unknown type.
  for (const answerOnly of ['text/html', 'application/pdf']) {
    app.addContentTypeParser(answerOnly, (_request, _payload, done) => {
      done(
        new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', `Requests with a ${answerOnly} body are not accepted`),
      );
    });
  }
}

/** Whether JSON text opens more than `limit` arrays and objects inside one another (brackets in strings are text). */
function nestsDeeperThan(json: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index++) {
    const char = json[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (++depth > limit) return true;
    } else if (char === ']' || char === '}') depth--;
  }
  return false;
}

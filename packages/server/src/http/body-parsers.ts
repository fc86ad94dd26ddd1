import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_IMPORT_BYTES } from '../catalogue-import/catalogue-sheet.ts';
import { XLSX_MEDIA_TYPE } from '../catalogue-import/catalogue-workbook.ts';
import { MAX_PICTURE_BYTES, pictureTooLarge } from '../pictures/prepare-picture.ts';
import { HttpError } from './envelope.ts';

/** The types a picture upload may be sent as; what it really is is read from its bytes. */
export const PICTURE_MEDIA_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'application/octet-stream',
];

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
  // Picture uploads, read only by the operations that take them and cut off past their size limit.
  app.addContentTypeParser(PICTURE_MEDIA_TYPES, async (request: FastifyRequest, payload: Readable) => {
    const sent = request.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase() ?? '';
    const body = request.routeOptions.schema?.body as { content?: Record<string, unknown> } | undefined;
    if (!body?.content?.[sent]) {
      throw new HttpError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        `Requests with a ${sent} body are not accepted here`,
      );
    }
    if (Number(request.headers['content-length']) > MAX_PICTURE_BYTES) throw pictureTooLarge();
    const chunks: Buffer[] = [];
    let length = 0;
    for await (const chunk of payload) {
      length += (chunk as Buffer).length;
      if (length > MAX_PICTURE_BYTES) throw pictureTooLarge();
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  });
  // A catalogue sheet uploaded for import, up to the import's own size limit: its bytes, which the
  // import reads as a workbook or CSV text by what they are, whatever type they were sent as.
  app.addContentTypeParser(
    ['text/csv', XLSX_MEDIA_TYPE],
    { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES },
    (_request, body, done) => done(null, body),
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

import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { DomainError, type DomainErrorKind, type ErrorCode } from '../domain-error.ts';
import { errorBody, HttpError } from './envelope.ts';
import { specWording } from './spec-wording.ts';
import { validationIssue } from './validation.ts';

/** Codes of errors raised by Fastify itself (malformed JSON, body too large …). */
const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Every failure leaves as the error envelope; unexpected ones are logged and never show internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const error = securityCause(thrown);
    if (error.validation) {
      const details = error.validation.map(validationIssue);
      const message = specWording(request.method, request.routeOptions.url ?? '', details) ?? error.message;
      return reply.code(400).send(errorBody('VALIDATION_FAILED', message, details));
    }
    if (error instanceof DomainError) {
      const { retryAfterSeconds, issues, ...named } = error.params;
      if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
      return reply.code(statusOfKind[error.kind]).send(errorBody(error.code, error.message, issues, named));
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send(errorBody(error.code, error.message, error.errors, { limit: error.limit }));
    }
    if (isUnavailable(error)) {
      request.log.warn({ err: error }, 'database or provider unavailable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(
          errorBody('SERVICE_UNAVAILABLE', 'The shop cannot answer right now. Please try again in a moment.'),
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(codeByStatus[status] ?? 'BAD_REQUEST', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send(errorBody('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'));
  });
}

/** The status each kind of domain refusal is answered with. */
const statusOfKind: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupportedType: 415,
  unprocessable: 422,
  tooManyRequests: 429,
  notImplemented: 501,
};

/** When a client may ask again after a 503: the pool gives up on a connection within five seconds. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Error codes that mean a dependency cannot answer now rather than that the request is wrong: the
 * database is down, restarting, out of connections or cancelled a statement that ran too long (its
 * SQLSTATE class 08 and these), or a connection was refused or dropped.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // A provider's connection dropped or never opened (Node's fetch).
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  '53300',
  '57014',
  '57P01',
  '57P02',
  '57P03',
]);

/** A failure worth a retry (503): the error, or one it wraps (a query error wraps the driver's). */
function isUnavailable(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; cause instanceof Error && depth < 5; depth++) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    // node-postgres says these in words: no connection within the pool's timeout, or one cut mid-query.
    if (/timeout exceeded when trying to connect|Connection terminated/i.test(cause.message)) return true;
    // A provider call past its AbortSignal.timeout.
    if (cause.name === 'TimeoutError') return true;
    cause = cause.cause;
  }
  return false;
}

/** The longest path parameter the router takes (Fastify's default); no SKU, id or name is longer. */
export const MAX_PATH_PARAMETER_LENGTH = 100;

/**
 * What the router refuses before any route runs (a malformed URL, a path segment over its length
 * limit) is bad input like any other: 400 in the error envelope, not Fastify's own answer.
 */
export function answerFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? `A part of the path is longer than ${MAX_PATH_PARAMETER_LENGTH} characters`
      : 'The address of the request is malformed';
  reply.code(400).send(errorBody('VALIDATION_FAILED', message));
}

/** fastify-openapi-glue wraps what a security handler threw; answer with that error itself. */
function securityCause(error: FastifyError): FastifyError {
  const { errors } = error as { errors?: unknown };
  const cause = Array.isArray(errors)
    ? errors.find((item) => item instanceof HttpError || item instanceof DomainError)
    : undefined;
  return cause ?? error;
}

/** The answer to a path that no route serves. */
export function notFoundBody(method: string, path: string) {
  return errorBody('NOT_FOUND', `Not found: ${method} ${path}`);
}

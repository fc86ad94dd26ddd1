import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { errorBody, HttpError } from './envelope.ts';
import { specWording } from './spec-wording.ts';
import { validationIssue } from './validation.ts';

/** Codes of errors raised by Fastify itself (malformed JSON, body too large …). */
const codeByStatus: Record<number, string> = {
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
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.errors));
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
  const cause = Array.isArray(errors) ? errors.find((item) => item instanceof HttpError) : undefined;
  return cause ?? error;
}

/** The answer to a path that no route serves. */
export function notFoundBody(method: string, path: string) {
  return errorBody('NOT_FOUND', `Not found: ${method} ${path}`);
}

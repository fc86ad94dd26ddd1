import type { components } from '@probuild/api-client/schema';
import type { DomainErrorParams, ErrorCode } from '../domain-error.ts';

/** The error envelope of both contracts (the back office's codes as well as the storefront's). */
export type ErrorBody = Omit<components['schemas']['Error'], 'code'> & { code: ErrorCode };
export type ErrorDetail = NonNullable<ErrorBody['errors']>[number];

/** The success envelope every answer uses. */
export function ok<T>(data: T, message = 'OK'): { success: true; data: T; message: string } {
  return { success: true, data, message };
}

/** A 201 answer in the success envelope: what a create made. */
export function created<T>(reply: { code(statusCode: number): unknown }, data: T) {
  reply.code(201);
  return ok(data);
}

/** The error envelope: the code, its default message, the fields at fault and what the code names. */
export function errorBody(
  code: ErrorCode,
  message: string,
  errors?: ErrorDetail[],
  params: Omit<DomainErrorParams, 'issues' | 'retryAfterSeconds'> = {},
): ErrorBody {
  const named = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
  return { success: false, message, code, ...(errors ? { errors } : {}), ...named };
}

/** Thrown by handlers for an expected failure: answered with its status, code and message. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: ErrorDetail[],
    /** The limit that was reached, for the client to name (`QUANTITY_LIMIT`, unpaid orders). */
    readonly limit?: number,
  ) {
    super(message);
  }
}

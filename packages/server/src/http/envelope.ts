import type { components } from '@probuild/api-client/schema';

export type ErrorBody = components['schemas']['Error'];
export type ErrorDetail = NonNullable<ErrorBody['errors']>[number];

/** The success envelope every answer uses. */
export function ok<T>(data: T, message = 'OK'): { success: true; data: T; message: string } {
  return { success: true, data, message };
}

export function errorBody(code: string, message: string, errors?: ErrorDetail[], limit?: number): ErrorBody {
  return {
    success: false,
    message,
    code,
    ...(errors ? { errors } : {}),
    ...(limit === undefined ? {} : { limit }),
  };
}

/** Thrown by handlers for an expected failure: answered with its status, code and message. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: ErrorDetail[],
    /** The limit that was reached, for the client to name (`QUANTITY_LIMIT`, unpaid orders). */
    readonly limit?: number,
  ) {
    super(message);
  }
}

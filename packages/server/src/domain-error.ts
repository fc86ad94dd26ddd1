import type { components as backoffice } from '@probuild/api-client/backoffice/schema';
import type { components } from '@probuild/api-client/schema';

/** The codes of the contracts' `ErrorCode`s: a code neither lists does not compile. */
export type ErrorCode = components['schemas']['ErrorCode'] | backoffice['schemas']['ErrorCode'];

/**
 * What kind of refusal a domain error is; `http/` alone turns a kind into a status:
 * invalid 400, unauthenticated 401, forbidden 403, notFound 404, conflict 409, tooLarge 413,
 * unsupportedType 415, unprocessable 422, tooManyRequests 429, notImplemented 501.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooLarge'
  | 'unsupportedType'
  | 'unprocessable'
  | 'tooManyRequests'
  | 'notImplemented';

/** A field a refusal is about: its path in the request (`/body/email`) and what is wrong with it. */
export interface DomainErrorIssue {
  path: string;
  message: string;
  /** What is wrong, for clients to word (a product's `ProductProblem`). */
  code?: backoffice['schemas']['ProductProblem'];
}

/**
 * What a client may name in its own words: the limit reached, the product and the units of it left,
 * an amount in satang, when to try again, the fields at fault.
 */
export interface DomainErrorParams {
  limit?: number;
  sku?: string;
  productName?: { th: string; en?: string };
  unitsLeft?: number;
  amount?: number;
  retryAfterSeconds?: number;
  issues?: DomainErrorIssue[];
}

/**
 * An expected refusal of a domain operation: a stable code, the parameters a client may name and a
 * message (safe to show, for clients that do not know the code yet).
 */
export class DomainError extends Error {
  override name = 'DomainError';

  constructor(
    readonly kind: DomainErrorKind,
    readonly code: ErrorCode,
    message: string,
    readonly params: DomainErrorParams = {},
  ) {
    super(message);
  }
}

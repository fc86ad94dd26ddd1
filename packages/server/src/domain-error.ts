/** What kind of refusal a domain error is; `http/` alone turns a kind into a status. */
export type DomainErrorKind = 'conflict' | 'unprocessable' | 'tooManyRequests';

/**
 * An expected refusal of a domain operation: a stable code, the parameters a client may name (the
 * limit reached, when to try again) and a message.
 */
export class DomainError extends Error {
  override name = 'DomainError';

  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly params: { limit?: number; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }
}

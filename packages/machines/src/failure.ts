import { type ApiError, toApiError } from '@probuild/api-client';
import { type Message, type MessageId, message, textMessage } from './messages.ts';

/** What an injected actor rejected with, as the api-client's error kinds. */
export function failureOf(thrown: unknown): ApiError {
  return toApiError(thrown);
}

export function isUnauthorized(thrown: unknown): boolean {
  const error = toApiError(thrown);
  return error.kind === 'http' && error.status === 401;
}

/**
 * The spec's usual rule for a failed fetch: an answer from the server shows its message (or the
 * default when it sent none); no answer at all (network, timeout, aborted) shows the connection text.
 */
export function fetchFailureMessage(
  thrown: unknown,
  texts: { failed: MessageId; connection: MessageId },
): Message {
  const error = toApiError(thrown);
  if (error.kind !== 'http') return message(texts.connection);
  return error.message.trim() ? textMessage(error.message) : message(texts.failed);
}

/** Content sections (home, spec, after-sales): server message, else 'error fetching data'. */
export function contentFailureMessage(thrown: unknown): Message {
  return fetchFailureMessage(thrown, {
    failed: 'content.fetchFailed',
    connection: 'content.connectionFailed',
  });
}

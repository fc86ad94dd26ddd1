import { type ApiError, errorCodeMessage, toApiError } from '@probuild/api-client';
import { type Message, type MessageId, message } from './messages.ts';

/** What an injected actor rejected with, as the api-client's error kinds. */
export function failureOf(thrown: unknown): ApiError {
  return toApiError(thrown);
}

export function isUnauthorized(thrown: unknown): boolean {
  const error = toApiError(thrown);
  return error.kind === 'http' && error.status === 401;
}

/**
 * Why a call failed, in the catalogues' words: the text of the server's code, the connection texts
 * when no answer came, else 'server error' (5xx) or 'something went wrong'. The server's own words are
 * never shown.
 */
export function reasonMessage(error: ApiError): Message {
  if (error.kind === 'network') return message('error.networkError');
  if (error.kind === 'timeout') return message('error.timeout');
  const codeText = errorCodeMessage(error);
  if (codeText) return codeText;
  return error.kind === 'http' && error.status >= 500
    ? message('error.serverError')
    : message('error.unknown');
}

/**
 * The spec's usual rule for a failed fetch: an answer from the server shows the text of its code (or
 * the default for a code this client does not know); no answer at all (network, timeout, aborted)
 * shows the connection text.
 */
export function fetchFailureMessage(
  thrown: unknown,
  texts: { failed: MessageId; connection: MessageId },
): Message {
  const error = toApiError(thrown);
  if (error.kind !== 'http') return message(texts.connection);
  return errorCodeMessage(error) ?? message(texts.failed);
}

/** Content sections (home, spec, after-sales): server message, else 'error fetching data'. */
export function contentFailureMessage(thrown: unknown): Message {
  return fetchFailureMessage(thrown, {
    failed: 'content.fetchFailed',
    connection: 'content.connectionFailed',
  });
}

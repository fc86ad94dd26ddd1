import type { ApiError } from './apiError.ts';
import { type ClientMessage, type ClientMessageId, textMessage } from './clientMessages.ts';

// Which text a failed call shows, per the shop's error catalogues (login, register, add to cart). The
// texts themselves are in clientMessages.<locale>.json; none of the failure texts reads as a success.

const fixed = (id: ClientMessageId): ClientMessage => ({ id });

/**
 * The server's own message, when the server sent one. Every error body of the contract carries a
 * `code`; without it the message is only the HTTP status text (a proxy page, an empty body), which
 * the catalogues' "server message, else …" rules must not show.
 */
function serverMessage(error: ApiError): ClientMessage | undefined {
  if (error.kind !== 'http' || error.code === undefined || !error.message.trim()) return undefined;
  return textMessage(error.message.trim());
}

function isServerFailure(error: ApiError): boolean {
  return error.kind === 'http' && error.status >= 500 && error.status <= 599;
}

/** No answer at all: the connection failed or the server was too slow. */
function transportMessage(error: ApiError): ClientMessage | undefined {
  if (error.kind === 'network') return fixed('error.networkError');
  if (error.kind === 'timeout') return fixed('error.timeout');
  return undefined;
}

/**
 * A call that would have sent mail or SMS past the shop's limits for now (`TOO_MANY_MESSAGES`),
 * wherever one is made: registration, a profile save with a new email, a verification link or code.
 */
export function tooManyMessagesMessage(error: ApiError): ClientMessage | undefined {
  return error.kind === 'http' && error.code === 'TOO_MANY_MESSAGES'
    ? fixed('error.tooManyMessages')
    : undefined;
}

/** Login popup: 401, 422 (server message), 5xx, network; otherwise server message, else 'Login failed'. */
export function loginErrorMessage(error: ApiError): ClientMessage {
  if (error.kind === 'http' && error.status === 401) return fixed('error.invalidCredentials');
  if (error.kind === 'http' && error.status === 422) {
    return serverMessage(error) ?? fixed('error.invalidData');
  }
  if (isServerFailure(error)) return fixed('error.serverError');
  return transportMessage(error) ?? serverMessage(error) ?? fixed('error.loginFailed');
}

/**
 * Register form: 400 (server message), 409, 5xx, mail over its limits, network; otherwise
 * 'Registration failed'.
 */
export function registerErrorMessage(error: ApiError): ClientMessage {
  if (error.kind === 'http' && error.status === 400) {
    return serverMessage(error) ?? fixed('error.invalidData');
  }
  if (error.kind === 'http' && error.status === 409) return fixed('error.emailExists');
  if (isServerFailure(error)) return fixed('error.serverError');
  return tooManyMessagesMessage(error) ?? transportMessage(error) ?? fixed('error.registrationFailed');
}

/** The limits of what one customer may hold, by the server's code, each with the limit it names. */
const HOLDING_LIMITS: Record<string, ClientMessageId> = {
  QUANTITY_LIMIT: 'error.quantityLimit',
  EMAIL_NOT_VERIFIED: 'error.emailNotVerifiedOrders',
  TOO_MANY_UNPAID_ORDERS: 'error.tooManyUnpaidOrders',
};

/**
 * A refusal for a limit of what one customer may hold (units of one product in the cart and unpaid
 * orders, unpaid orders at once), in the reader's language; undefined for any other failure.
 */
export function holdingLimitMessage(error: ApiError): ClientMessage | undefined {
  if (error.kind !== 'http' || error.code === undefined || error.limit === undefined) return undefined;
  const id = HOLDING_LIMITS[error.code];
  return id ? { id, values: { limit: error.limit } } : undefined;
}

/**
 * Add to cart on the product detail page: 401, a limit of what a customer may hold, 422 (server
 * message), 5xx, network; otherwise server message, else 'Failed to add product to cart'.
 */
export function addToCartErrorMessage(error: ApiError): ClientMessage {
  if (error.kind === 'http' && error.status === 401) return fixed('error.pleaseLogin');
  const limit = holdingLimitMessage(error);
  if (limit) return limit;
  if (error.kind === 'http' && error.status === 422) {
    return serverMessage(error) ?? fixed('error.invalidData');
  }
  if (isServerFailure(error)) return fixed('error.serverError');
  return transportMessage(error) ?? serverMessage(error) ?? fixed('error.addToCartFailed');
}

/**
 * Add to cart from the comparison page: an unknown product is 'Product not found'; otherwise a limit
 * of what a customer may hold, the server's message, the connection text, else 'Error adding product
 * to cart'.
 */
export function compareAddToCartErrorMessage(error: ApiError): ClientMessage {
  if (error.kind === 'http' && error.status === 404) return fixed('error.productNotFound');
  return (
    holdingLimitMessage(error) ??
    serverMessage(error) ??
    transportMessage(error) ??
    fixed('error.addToCartError')
  );
}

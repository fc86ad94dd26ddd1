import type { ApiError } from './apiError.ts';
import type { ClientMessage } from './clientMessages.ts';
import { errorCodeMessage, fixed, isServerFailure, transportMessage } from './errorMessages.ts';

// Which text a failed add to cart shows, per the shop's error catalogues.

/** The limits of what one customer may hold. */
const HOLDING_LIMITS = new Set<string>(['QUANTITY_LIMIT', 'EMAIL_NOT_VERIFIED', 'TOO_MANY_UNPAID_ORDERS']);

/**
 * A refusal for a limit of what one customer may hold (units of one product in the cart and unpaid
 * orders, unpaid orders at once), in the reader's language; undefined for any other failure.
 */
export function holdingLimitMessage(error: ApiError): ClientMessage | undefined {
  if (error.kind !== 'http' || error.code === undefined || error.limit === undefined) return undefined;
  return HOLDING_LIMITS.has(error.code) ? errorCodeMessage(error) : undefined;
}

/**
 * Add to cart on the product detail page: 401, a limit of what a customer may hold, 422 (its code's
 * text), 5xx, network; otherwise its code's text, else 'Failed to add product to cart'.
 */
export function addToCartErrorMessage(error: ApiError): ClientMessage {
  if (error.kind === 'http' && error.status === 401) return fixed('error.pleaseLogin');
  const limit = holdingLimitMessage(error);
  if (limit) return limit;
  if (error.kind === 'http' && error.status === 422) {
    return errorCodeMessage(error) ?? fixed('error.invalidData');
  }
  if (isServerFailure(error)) return fixed('error.serverError');
  return transportMessage(error) ?? errorCodeMessage(error) ?? fixed('error.addToCartFailed');
}

/**
 * Add to cart from the comparison page: an unknown product is 'Product not found'; otherwise a limit
 * of what a customer may hold, its code's text, the connection text, else 'Error adding product
 * to cart'.
 */
export function compareAddToCartErrorMessage(error: ApiError): ClientMessage {
  if (error.kind === 'http' && error.status === 404) return fixed('error.productNotFound');
  return (
    holdingLimitMessage(error) ??
    errorCodeMessage(error) ??
    transportMessage(error) ??
    fixed('error.addToCartError')
  );
}

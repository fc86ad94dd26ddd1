import type { ApiError, ErrorCode } from './apiError.ts';
import type { ClientMessage, ClientMessageId } from './clientMessages.ts';

// Which text a failed call shows: the text of each code of the contract, in the catalogues of both
// languages (the flows' own rules are in authErrorMessages.ts and cartErrorMessages.ts, each loaded
// with the flows that use it). None of the failure texts reads as a success. The server's `message`
// is never shown.

/** A text with no values. */
export const fixed = (id: ClientMessageId): ClientMessage => ({ id });

/** The catalogue text of each code of the contract. */
export const ERROR_CODE_MESSAGES: Record<ErrorCode, ClientMessageId> = {
  VALIDATION_FAILED: 'error.invalidData',
  BAD_REQUEST: 'error.invalidData',
  UNAUTHORIZED: 'error.pleaseLogin',
  FORBIDDEN: 'error.forbidden',
  NOT_FOUND: 'error.notFound',
  PAYLOAD_TOO_LARGE: 'error.payloadTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'error.invalidData',
  RATE_LIMITED: 'error.rateLimited',
  INTERNAL_ERROR: 'error.serverError',
  NOT_IMPLEMENTED: 'error.serverError',
  SERVICE_UNAVAILABLE: 'error.serviceUnavailable',
  INVALID_CREDENTIALS: 'error.invalidCredentials',
  MALFORMED_IDENTIFIER: 'error.malformedIdentifier',
  ACCOUNT_SUSPENDED: 'error.accountSuspended',
  EMAIL_EXISTS: 'error.emailExists',
  ACCOUNT_EMAIL_UNVERIFIED: 'error.accountEmailUnverified',
  SOCIAL_TOKEN_INVALID: 'error.socialTokenInvalid',
  PROVIDER_NOT_SUPPORTED: 'error.providerNotSupported',
  PROVIDER_NOT_CONFIGURED: 'error.providerNotConfigured',
  REDIRECT_URI_NOT_ALLOWED: 'error.redirectUriNotAllowed',
  STATE_INVALID: 'error.stateInvalid',
  CODE_EXCHANGE_FAILED: 'error.codeExchangeFailed',
  TOKEN_EXCHANGE_FAILED: 'error.codeExchangeFailed',
  CURRENT_PASSWORD_INCORRECT: 'error.currentPasswordIncorrect',
  NO_PASSWORD_SET: 'error.noPasswordSet',
  PASSWORD_UNCHANGED: 'error.passwordUnchanged',
  VERIFICATION_TOKEN_INVALID: 'error.verificationLinkInvalid',
  EMAIL_MISMATCH: 'error.emailMismatch',
  ALREADY_VERIFIED: 'error.alreadyVerified',
  VERIFICATION_CODE_INVALID: 'error.verificationCodeInvalid',
  RESET_TOKEN_INVALID: 'error.resetLinkInvalid',
  TOO_MANY_MESSAGES: 'error.tooManyMessages',
  PRODUCT_NOT_FOUND: 'error.productNotFound',
  CATEGORY_MISMATCH: 'error.categoryMismatch',
  TOO_MANY_BUILDS: 'error.tooManyBuilds',
  OUT_OF_STOCK: 'error.outOfStock',
  QUANTITY_LIMIT: 'error.quantityLimit',
  INVALID_OPTION: 'error.invalidOption',
  BUNDLE_LIMIT: 'error.bundleLimit',
  CART_NOT_FOUND: 'error.cartNotFound',
  CART_ITEM_NOT_FOUND: 'error.cartItemNotFound',
  CART_EMPTY: 'error.cartEmpty',
  ADDRESS_MISMATCH: 'error.addressMismatch',
  AMBIGUOUS_DISTRICT: 'error.ambiguousDistrict',
  TOO_MANY_ADDRESSES: 'error.tooManyAddresses',
  SHIPPING_ADDRESS_REQUIRED: 'error.shippingAddressRequired',
  PAYMENT_METHOD_REQUIRED: 'error.paymentMethodRequired',
  INVALID_PAYMENT_METHOD: 'error.invalidPaymentMethod',
  INVALID_DISCOUNT_CODE: 'error.invalidDiscountCode',
  DISCOUNT_CODE_EXPIRED: 'error.discountCodeExpired',
  DISCOUNT_MIN_SPEND: 'error.discountMinSpend',
  DISCOUNT_CODE_USED_UP: 'error.discountCodeUsedUp',
  DISCOUNT_CODE_LIMIT_REACHED: 'error.discountCodeLimitReached',
  IDEMPOTENCY_KEY_REUSED: 'error.idempotencyKeyReused',
  TOTAL_CHANGED: 'error.totalChanged',
  ORDER_TOTAL_TOO_LOW: 'error.orderTotalTooLow',
  ORDER_NOT_PAYABLE: 'error.orderNotPayable',
  TOO_MANY_UNPAID_ORDERS: 'error.tooManyUnpaidOrders',
  EMAIL_NOT_VERIFIED: 'error.emailNotVerifiedOrders',
  PAYMENT_FAILED: 'error.paymentFailed',
};

const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CODE_MESSAGES, code);

/**
 * Codes the client gives failures of calls beyond the shop's API: the card vault of the payment
 * provider, which the browser calls itself.
 */
const CLIENT_CODE_MESSAGES: Record<string, ClientMessageId> = {
  CARD_REFUSED: 'error.cardRefused',
  CARD_VAULT_FAILED: 'error.paymentFailed',
};

/** Codes that say no more than their status: a screen shows its own text for them. */
const STATUS_ONLY_CODES = new Set<ErrorCode>([
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'NOT_FOUND',
  'INTERNAL_ERROR',
  'NOT_IMPLEMENTED',
]);

/**
 * The catalogue text of a refusal's code, with the values its placeholders name (the limit, the
 * product (its name per language, else its SKU), the units left, an amount); undefined when
 * the answer had no code of the contract (a proxy page, an empty body, a code this client does not
 * know) or one that says no more than its status, so that the screen shows its own text.
 */
export function errorCodeMessage(error: ApiError): ClientMessage | undefined {
  if (error.kind !== 'http' || error.code === undefined) return undefined;
  const clientCode = CLIENT_CODE_MESSAGES[error.code];
  if (clientCode) return { id: clientCode };
  if (!isErrorCode(error.code)) return undefined;
  if (STATUS_ONLY_CODES.has(error.code)) return undefined;
  const values: NonNullable<ClientMessage['values']> = {};
  if (error.limit !== undefined) values.limit = error.limit;
  if (error.sku !== undefined) values.sku = error.sku;
  if (error.unitsLeft !== undefined) values.unitsLeft = error.unitsLeft;
  // Satang; the catalogues show it in baht (`::scale/0.01`).
  if (error.amount !== undefined) values.amount = error.amount;
  const product = error.productName ?? (error.sku === undefined ? undefined : { th: error.sku });
  if (product) values.product = product;
  const id = ERROR_CODE_MESSAGES[error.code];
  return Object.keys(values).length ? { id, values } : { id };
}

export function isServerFailure(error: ApiError): boolean {
  return error.kind === 'http' && error.status >= 500 && error.status <= 599;
}

/** No answer at all: the connection failed or the server was too slow. */
export function transportMessage(error: ApiError): ClientMessage | undefined {
  if (error.kind === 'network') return fixed('error.networkError');
  if (error.kind === 'timeout') return fixed('error.timeout');
  return undefined;
}

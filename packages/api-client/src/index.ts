export {
  type ApiError,
  type ApiErrorField,
  ApiRequestError,
  type ErrorCode,
  type ErrorParams,
  toApiError,
} from './apiError.ts';
export { loginErrorMessage, registerErrorMessage, tooManyMessagesMessage } from './authErrorMessages.ts';
export {
  addToCartErrorMessage,
  compareAddToCartErrorMessage,
  holdingLimitMessage,
} from './cartErrorMessages.ts';
export {
  API_BASE_PATH,
  API_TIMEOUT_MS,
  type ApiClient,
  type ApiClientOptions,
  type ApiQueries,
  createApiClient,
  createApiQueries,
} from './client.ts';
export type {
  ClientMessage,
  ClientMessageId,
} from './clientMessages.ts';
export {
  ADDRESS_PURPOSES,
  type AddressPurpose,
  isOneOf,
  ORDER_STATES,
  type OrderState,
  PAYMENT_FAILURE_CODES,
  PAYMENT_METHODS,
  type PaymentFailureCode,
  type PaymentMethod,
  SHIPPING_METHODS,
  type ShippingMethod,
} from './contractEnums.ts';
export * from './discountCodeName.ts';
export { ERROR_CODE_MESSAGES, errorCodeMessage } from './errorMessages.ts';
export { LANGUAGE_PARAM, type Locale, type LocalizedText, localeOfSearch, localize } from './localize.ts';
export { PAYMENT_FAILURE_MESSAGES } from './paymentFailureMessages.ts';
export { saveDownload } from './saveDownload.ts';
export type { components, operations, paths } from './schema';
export { type SearchResult, searchResultsOf } from './searchResults.ts';
export {
  languageCookieAssignment,
  languageOfCookies,
  SESSION_COOKIE,
  sessionCookieAssignment,
  sessionTokenOfCookies,
} from './sessionCookie.ts';
export { INSTALMENT_PLAN, SHOP_NAME } from './shopTerms.ts';
export * from './sku.ts';
export {
  clearStoredSession,
  hasStoredSession,
  type SessionStorageLike,
  STORAGE_KEYS,
} from './storageKeys.ts';

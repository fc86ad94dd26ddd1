import { toApiError } from '@probuild/api-client';
import type { MessageId } from './i18n/messages.ts';

const KNOWN: readonly string[] = [
  'SKU_TAKEN',
  'PRODUCT_INVALID',
  'INVALID_CREDENTIALS',
  'TOTP_INVALID',
  'STAFF_DEACTIVATED',
  'RATE_LIMITED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'EMAIL_EXISTS',
  'WEAK_PASSWORD',
  'CURRENT_PASSWORD_INCORRECT',
  'PASSWORD_UNCHANGED',
  'LAST_OWNER',
  'STAFF_NOT_FOUND',
  'ORDER_NOT_FOUND',
  'INVALID_TRACKING_NUMBER',
  'ILLEGAL_FULFILMENT_STEP',
  'WRONG_SHIPPING_METHOD',
  'UNITS_WITHOUT_SERIAL',
  'LINE_FULLY_PACKED',
  'SERIAL_ALREADY_SOLD',
  'SERIAL_PATTERN_MISMATCH',
  'SERIAL_NOT_FOUND',
  'ORDER_NOT_PAID',
  'ORDER_CANCELLED',
  'NOTHING_TO_REFUND',
  'REFUND_TOO_MUCH',
  'REFUND_LINE_UNKNOWN',
  'IDEMPOTENCY_KEY_REUSED',
  'VALIDATION_FAILED',
  'CONTENT_NOT_FOUND',
  'CONTENT_KEY_EXISTS',
  'CONTENT_SINGLE_ITEM',
  'CONTENT_ORDER_MISMATCH',
  'LEGAL_VERSION_NOT_FOUND',
  'LEGAL_VERSION_EXISTS',
  'LEGAL_VERSION_IN_EFFECT',
  'LEGAL_DATE_PAST',
  'DISCOUNT_CODE_NOT_FOUND',
  'DISCOUNT_CODE_EXISTS',
  'DISCOUNT_PERCENT_RANGE',
  'DISCOUNT_AMOUNT_TOO_SMALL',
  'DISCOUNT_PERIOD_INVALID',
  'PRODUCT_NOT_FOUND',
  'PICTURE_TYPE_NOT_ACCEPTED',
  'PICTURE_TOO_LARGE',
  'PICTURE_TOO_MANY_PIXELS',
  'PICTURE_UNREADABLE',
  'PICTURE_LIMIT_REACHED',
  'PICTURES_CHANGED',
  'STOCK_TOO_LOW',
  'STOCK_CHANGED',
];

/** The text id of a failed call: its code's own text, else a network or a general one. */
export function errorTextId(thrown: unknown): MessageId {
  const error = toApiError(thrown);
  if (error.kind !== 'http') return 'error.network';
  return error.code && KNOWN.includes(error.code) ? (`error.${error.code}` as MessageId) : 'error.other';
}

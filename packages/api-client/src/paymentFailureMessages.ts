import type { ClientMessageId } from './clientMessages.ts';
import type { PaymentFailureCode } from './contractEnums.ts';

/** The catalogue text of each reason a payment fails for. */
export const PAYMENT_FAILURE_MESSAGES: Record<PaymentFailureCode, ClientMessageId> = {
  declined: 'payment.failure.declined',
  insufficient_funds: 'payment.failure.insufficient_funds',
  invalid_security_code: 'payment.failure.invalid_security_code',
  provider_unavailable: 'payment.failure.provider_unavailable',
  already_paid: 'payment.failure.already_paid',
  paid_too_late: 'payment.failure.paid_too_late',
  amount_mismatch: 'payment.failure.amount_mismatch',
};

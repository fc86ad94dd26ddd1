import type { components } from '@probuild/api-client/schema';
import type { PaymentMethod } from '../orders/checkout-input.ts';

export type PaymentStatus = components['schemas']['PaymentStatus'];
export type PaymentFailureCode = components['schemas']['PaymentFailureCode'];
export type Bank = components['schemas']['InternetBankingCheckout']['bank'];

/** What the shop asks a provider to charge; the amount is always the order's total. */
export interface ChargeRequest {
  checkoutId: string;
  orderNumber: string;
  amount: number;
  method: PaymentMethod;
  cardToken?: string;
  bank?: Bank;
  /** TrueMoney wallet phone, digits. */
  phone?: string;
  /** Where the provider sends the browser back: GET /api/v1/payments/return?checkout_id=… */
  returnUri: string;
  /** The origin of this server, for pages it hosts itself (the test provider's). */
  serverOrigin: string;
}

/** A charge as the provider reports it. */
export interface Charge {
  id: string;
  status: PaymentStatus;
  amount: number;
  currency: string;
  authorizeUri: string | null;
  qrCode: { imageUrl: string; expiresAt: string } | null;
  /** Why a failed charge failed, in the shop's terms; null unless it failed. */
  failureCode: PaymentFailureCode | null;
  /** The provider's own words on a failure. */
  failureMessage: string | null;
  transaction: string | null;
  /** The shop's checkout id the charge carries (its metadata), when the provider keeps one. */
  checkoutId?: string | null;
}

/** A provider refused the request (bad token, method not enabled …); the message is safe to show. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/** Part or all of a successful charge to give back; `reference` is the shop's id of the refund. */
export interface RefundRequest {
  chargeId: string;
  /** In satang; never more than the charge has left. */
  amount: number;
  reference: string;
}

/** A refund as the provider reports it. */
export interface ProviderRefund {
  id: string;
  amount: number;
}

export interface PaymentProvider {
  name: 'test' | 'omise';
  createCharge(request: ChargeRequest): Promise<Charge>;
  /** The charge as the provider has it now; undefined when it does not know it. */
  retrieveCharge(chargeId: string): Promise<Charge | undefined>;
  /**
   * The charge made for a checkout whose creation never answered (a timeout, a dropped connection, a
   * crash): looked up by the checkout id it carries, among the charges made from `since` on.
   */
  findCheckoutCharge(checkoutId: string, since: Date): Promise<Charge | undefined>;
  /** Gives the whole of a successful charge back to the payer; answers the provider's refund id. */
  refundCharge(charge: Charge): Promise<string>;
  /**
   * Gives `amount` of a successful charge back. A PaymentProviderError means the provider refused
   * it (nothing was refunded); any other error leaves the outcome unknown (read it with findRefund).
   */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** The refund of a charge made with the shop's `reference`; undefined when the provider has none. */
  findRefund(chargeId: string, reference: string): Promise<ProviderRefund | undefined>;
}

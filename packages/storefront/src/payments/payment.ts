import type { components } from '@probuild/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { paymentConfigQuery } from '../api/paymentConfigQuery.ts';
import { type CardDetails, createCardToken, EMPTY_CARD } from './cardToken.ts';

type CheckoutRequest = components['schemas']['CheckoutRequest'];
type PaymentMethod = CheckoutRequest['method'];

export const BANKS = ['bay', 'bbl', 'ktb', 'scb'] as const;
export type Bank = (typeof BANKS)[number];

/** What some methods need besides the method: the bank, the TrueMoney phone number, or the card. */
export interface PaymentDetails {
  bank: Bank;
  phone: string;
  /** Typed only where the provider takes cards by token (it goes to the provider, not to the shop). */
  card: CardDetails;
}

export const EMPTY_PAYMENT_DETAILS: PaymentDetails = { bank: 'scb', phone: '', card: EMPTY_CARD };

/** A Thai mobile number as TrueMoney takes it. */
export const isMobileNumber = (phone: string) => /^0[689]\d{8}$/.test(phone.replace(/[\s-]/g, ''));

/**
 * A card token for the built-in test provider, which takes the card on its own page: the shop never
 * sees a card number. (A real provider's token comes from its vault, straight from the browser.)
 */
const testProviderCardToken = () => `tokn_test_${crypto.randomUUID().replaceAll('-', '')}`;

/**
 * The body of POST /payments/checkout for an order: the method with what it needs. A card is first
 * turned into a token at the provider the server names; the amount is never sent, the server has it.
 */
export async function checkoutRequest(
  queryClient: QueryClient,
  orderNumber: string,
  method: PaymentMethod,
  details: PaymentDetails,
): Promise<CheckoutRequest> {
  const common = { orderNumber, returnUri: window.location.origin };
  switch (method) {
    case 'credit_card': {
      const vault = (await queryClient.ensureQueryData(paymentConfigQuery)).data.cardTokens;
      const cardToken = vault ? await createCardToken(vault, details.card) : testProviderCardToken();
      return { ...common, method, cardToken };
    }
    case 'internet_banking':
      return { ...common, method, bank: details.bank };
    case 'truemoney':
      return { ...common, method, phone: details.phone };
    default:
      return { ...common, method };
  }
}

import type { OmiseSettings } from '../commerce-settings.ts';
import type {
  Bank,
  Charge,
  ChargeRequest,
  PaymentFailureCode,
  PaymentProvider,
  PaymentStatus,
} from './provider.ts';
import { PaymentProviderError } from './provider.ts';

/** The parts of an Omise charge object (https://docs.omise.co/charges-api) the shop reads. */
interface OmiseCharge {
  object: 'charge';
  id: string;
  amount: number;
  currency: string;
  status: 'pending' | 'successful' | 'failed' | 'expired' | 'reversed';
  paid: boolean;
  authorize_uri: string | null;
  failure_code: string | null;
  failure_message: string | null;
  transaction: string | null;
  expires_at?: string | null;
  source?: { type: string; scannable_code?: { image?: { download_uri?: string } } | null } | null;
  metadata?: Record<string, unknown> | null;
}

/**
 * Omise's failure codes (https://docs.omise.co/api-errors#charge-failure-codes) the shopper is told
 * apart; any other refusal is a plain decline (a lost or stolen card is not named to the payer).
 */
const OMISE_FAILURES: Record<string, PaymentFailureCode> = {
  insufficient_fund: 'insufficient_funds',
  invalid_security_code: 'invalid_security_code',
};

function failureCodeOf(charge: OmiseCharge): PaymentFailureCode | null {
  if (charge.status !== 'failed' && charge.failure_code === null) return null;
  return OMISE_FAILURES[charge.failure_code ?? ''] ?? 'declined';
}

/** The parts of an Omise refund object (https://docs.omise.co/refunds-api) the shop reads. */
interface OmiseRefund {
  object: 'refund';
  id: string;
  amount: number;
  metadata?: Record<string, unknown> | null;
}

/** A page of a charge's refunds. */
interface OmiseRefundList {
  object: 'list';
  data: OmiseRefund[];
  total: number;
  offset: number;
  limit: number;
}

/** A page of Omise's list of charges (https://docs.omise.co/api-pagination). */
interface OmiseList {
  object: 'list';
  data: OmiseCharge[];
  total: number;
  offset: number;
  limit: number;
}

interface OmiseError {
  object: 'error';
  code: string;
  message: string;
}

/**
 * Omise retired most Thai internet-banking sources in September 2025; Krungsri and Bangkok Bank
 * remain, and SCB and Krungthai customers pay through their mobile banking apps instead.
 */
export const omiseSourceOfBank: Record<Bank, string> = {
  bay: 'internet_banking_bay',
  bbl: 'internet_banking_bbl',
  scb: 'mobile_banking_scb',
  ktb: 'mobile_banking_ktb',
};

/** The charge fields of a request, as Omise's form-encoded `POST /charges` takes them. */
export function chargeForm(request: ChargeRequest): URLSearchParams {
  const form = new URLSearchParams({
    amount: String(request.amount),
    currency: 'thb',
    description: `ProBuild order ${request.orderNumber}`,
    'metadata[order_number]': request.orderNumber,
    'metadata[checkout_id]': request.checkoutId,
    return_uri: request.returnUri,
  });
  switch (request.method) {
    case 'credit_card':
      form.set('card', request.cardToken ?? '');
      break;
    case 'promptpay':
      form.set('source[type]', 'promptpay');
      break;
    case 'internet_banking':
      form.set('source[type]', omiseSourceOfBank[request.bank ?? 'bay']);
      break;
    case 'truemoney':
      form.set('source[type]', 'truemoney');
      form.set('source[phone_number]', request.phone ?? '');
      break;
  }
  return form;
}

const statusOf: Record<OmiseCharge['status'], PaymentStatus> = {
  pending: 'pending',
  successful: 'successful',
  failed: 'failed',
  expired: 'expired',
  reversed: 'failed',
};

function toCharge(charge: OmiseCharge): Charge {
  const qrImage =
    charge.source?.type === 'promptpay' ? charge.source.scannable_code?.image?.download_uri : undefined;
  const status = statusOf[charge.status] ?? 'failed';
  return {
    id: charge.id,
    // A successful status without `paid` is not money received.
    status: status === 'successful' && !charge.paid ? 'pending' : status,
    amount: charge.amount,
    currency: charge.currency.toUpperCase(),
    authorizeUri: charge.authorize_uri,
    qrCode:
      qrImage && charge.status === 'pending'
        ? {
            imageUrl: qrImage,
            expiresAt: charge.expires_at ?? new Date(Date.now() + 15 * 60_000).toISOString(),
          }
        : null,
    failureCode: failureCodeOf(charge),
    failureMessage: charge.failure_message,
    transaction: charge.transaction,
    checkoutId: typeof charge.metadata?.checkout_id === 'string' ? charge.metadata.checkout_id : null,
  };
}

/** Charges listed per page when a checkout's charge is looked for, and pages read at most. */
const LIST_PAGE_SIZE = 100;
const LIST_PAGES = 10;
/** How long after a checkout began its charge can have been made (the longest call, and then some). */
const CHARGE_WINDOW_MS = 10 * 60_000;

/** Omise's charges API with the secret key (HTTP Basic, the key as user name, no password). */
export function createOmiseProvider(settings: OmiseSettings): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${settings.secretKey}:`).toString('base64')}`;
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(path, settings.apiUrl), {
      ...init,
      headers: { ...init.headers, authorization, accept: 'application/json' },
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    const body = (await response.json()) as
      | OmiseCharge
      | OmiseRefund
      | OmiseList
      | OmiseRefundList
      | OmiseError;
    return { status: response.status, body };
  };
  return {
    name: 'omise',
    async createCharge(request) {
      const { body } = await call('/charges', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: chargeForm(request).toString(),
      });
      if (body.object === 'error') throw new PaymentProviderError(body.message);
      if (body.object !== 'charge') throw new Error(`Omise answered a ${body.object} for a new charge`);
      return toCharge(body);
    },
    async retrieveCharge(chargeId) {
      const { status, body } = await call(`/charges/${encodeURIComponent(chargeId)}`);
      if (status === 404) return undefined;
      if (body.object === 'error') throw new Error(`Omise answered ${status}: ${body.message}`);
      if (body.object !== 'charge') throw new Error(`Omise answered a ${body.object} for a charge`);
      return toCharge(body);
    },
    async findCheckoutCharge(checkoutId, since) {
      // Omise cannot filter by metadata: the charges made in the checkout's window are read in order.
      const window = new URLSearchParams({
        from: new Date(since.getTime() - 60_000).toISOString(),
        to: new Date(since.getTime() + CHARGE_WINDOW_MS).toISOString(),
        order: 'chronological',
        limit: String(LIST_PAGE_SIZE),
      });
      for (let page = 0; page < LIST_PAGES; page++) {
        window.set('offset', String(page * LIST_PAGE_SIZE));
        const { status, body } = await call(`/charges?${window}`);
        if (body.object === 'error') throw new Error(`Omise answered ${status}: ${body.message}`);
        if (body.object !== 'list') throw new Error(`Omise answered a ${body.object} for a list of charges`);
        const found = (body.data as OmiseCharge[]).find(
          (charge) => charge.metadata?.checkout_id === checkoutId,
        );
        if (found) return toCharge(found);
        if (body.offset + body.data.length >= body.total) return undefined;
      }
      throw new Error(`More than ${LIST_PAGES * LIST_PAGE_SIZE} charges in a checkout's window`);
    },
    async refundCharge(charge) {
      const { body } = await call(`/charges/${encodeURIComponent(charge.id)}/refunds`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ amount: String(charge.amount) }).toString(),
      });
      if (body.object === 'error') throw new PaymentProviderError(body.message);
      if (body.object !== 'refund') throw new Error(`Omise answered a ${body.object} for a refund`);
      return body.id;
    },
    async refund({ chargeId, amount, reference }) {
      const { body } = await call(`/charges/${encodeURIComponent(chargeId)}/refunds`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ amount: String(amount), 'metadata[reference]': reference }).toString(),
      });
      if (body.object === 'error') throw new PaymentProviderError(body.message);
      if (body.object !== 'refund') throw new Error(`Omise answered a ${body.object} for a refund`);
      return { id: body.id, amount: body.amount };
    },
    async findRefund(chargeId, reference) {
      const query = new URLSearchParams({ limit: String(LIST_PAGE_SIZE) });
      for (let page = 0; page < LIST_PAGES; page++) {
        query.set('offset', String(page * LIST_PAGE_SIZE));
        const { status, body } = await call(`/charges/${encodeURIComponent(chargeId)}/refunds?${query}`);
        if (body.object === 'error') throw new Error(`Omise answered ${status}: ${body.message}`);
        if (body.object !== 'list') throw new Error(`Omise answered a ${body.object} for a list of refunds`);
        const found = (body.data as OmiseRefund[]).find((refund) => refund.metadata?.reference === reference);
        if (found) return { id: found.id, amount: found.amount };
        if (body.offset + body.data.length >= body.total) return undefined;
      }
      throw new Error(`More than ${LIST_PAGES * LIST_PAGE_SIZE} refunds of charge ${chargeId}`);
    },
  };
}

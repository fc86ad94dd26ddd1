import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OmiseSettings } from '../../src/commerce-settings.ts';

/**
 * A local stand-in of Omise's charges API (https://docs.omise.co/charges-api), enough for the
 * shop's adapter: `POST /charges` (form-encoded; `card` or `source[type]`), `GET /charges/{id}`,
 * `GET /charges` (a page of the charges made between `from` and `to`, https://docs.omise.co/api-pagination),
 * `POST /charges/{id}/refunds` (https://docs.omise.co/refunds-api: part or all of a paid charge, never
 * more than it has left), `GET /charges/{id}/refunds` (a page of its refunds), HTTP Basic with the secret key. Card tokens decide the outcome as Omise's test cards do:
 * `tokn_test_3ds…` needs 3-D Secure (pending with an authorize_uri), `tokn_test_declined…` fails,
 * other tokens are charged at once. Sources wait (redirect or offline QR) until `complete()`.
 */
export interface OmiseStandIn {
  url: string;
  secretKey: string;
  charges: Map<string, StandInCharge>;
  /** The next `POST /charges` makes its charge, then drops the connection without answering. */
  dropNextChargeAnswer(): void;
  /** The next `POST /charges` makes its charge at once but answers only after `ms`. */
  delayNextChargeAnswer(ms: number): void;
  /** The next `POST /charges/{id}/refunds` makes its refund at once but answers only after `ms`. */
  delayNextRefundAnswer(ms: number): void;
  refunds: StandInRefund[];
  /** Every request received, e.g. to check that a webhook made the shop read the charge back. */
  requests: { method: string; path: string; form: URLSearchParams }[];
  /** The payer finishes (or abandons) a pending charge. */
  complete(chargeId: string, status: 'successful' | 'failed' | 'expired'): void;
  close(): Promise<void>;
}

export interface StandInCharge {
  object: 'charge';
  id: string;
  amount: number;
  currency: string;
  status: 'pending' | 'successful' | 'failed' | 'expired';
  paid: boolean;
  authorize_uri: string | null;
  return_uri: string | null;
  failure_code: string | null;
  failure_message: string | null;
  transaction: string | null;
  refunded_amount: number;
  expires_at: string;
  metadata: Record<string, string>;
  card: { object: 'card'; id: string } | null;
  source: {
    object: 'source';
    type: string;
    scannable_code: { image: { download_uri: string } } | null;
  } | null;
}

export interface StandInRefund {
  object: 'refund';
  id: string;
  amount: number;
  currency: string;
  charge: string;
  metadata: Record<string, string>;
}

const SOURCE_TYPES = new Set([
  'promptpay',
  'truemoney',
  'internet_banking_bay',
  'internet_banking_bbl',
  'mobile_banking_scb',
  'mobile_banking_ktb',
]);

const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Omise's failure codes and messages for a refused card (https://docs.omise.co/api-errors). */
const REJECTED = { code: 'payment_rejected', message: 'payment was rejected by the issuer' };
const INSUFFICIENT_FUND = {
  code: 'insufficient_fund',
  message: 'insufficient funds in the account or the card has reached the credit limit',
};

/** The shop's Omise settings for talking to a stand-in, giving up on an answer after `timeoutMs`. */
export const omiseSettingsOf = (omise: OmiseStandIn, timeoutMs: number): OmiseSettings => ({
  secretKey: omise.secretKey,
  publicKey: 'pkey_test_1',
  apiUrl: omise.url,
  vaultUrl: 'https://vault.example.test',
  timeoutMs,
});

export async function startOmiseStandIn(
  secretKey = `skey_test_${randomBytes(8).toString('hex')}`,
): Promise<OmiseStandIn> {
  const charges = new Map<string, StandInCharge>();
  const refunds: StandInRefund[] = [];
  const requests: OmiseStandIn['requests'] = [];
  let dropNextAnswer = false;
  let delayNextAnswerMs = 0;
  let delayNextRefundMs = 0;
  /** When each charge was made, for the list's `from` and `to`. */
  const createdAt = new Map<string, number>();
  let url = '';

  const error = (status: number, code: string, message: string) => ({
    status,
    body: { object: 'error', code, message },
  });

  function createCharge(form: URLSearchParams) {
    const amount = Number(form.get('amount'));
    if (!Number.isInteger(amount) || amount < 2000) {
      return error(400, 'invalid_charge', 'amount must be at least 2000');
    }
    if (form.get('currency')?.toLowerCase() !== 'thb')
      return error(400, 'invalid_charge', 'currency is not supported');
    const card = form.get('card');
    const sourceType = form.get('source[type]');
    if (!card && !sourceType) return error(400, 'invalid_charge', 'card or source is required');
    if (sourceType && !SOURCE_TYPES.has(sourceType)) {
      return error(400, 'invalid_charge', `source type ${sourceType} is not enabled`);
    }
    if (sourceType === 'truemoney' && !/^0\d{9}$/.test(form.get('source[phone_number]') ?? '')) {
      return error(400, 'invalid_charge', 'phone number is invalid');
    }
    if (card && !/^tokn_/.test(card)) return error(404, 'not_found', 'token was not found');
    const chargeId = id('chrg');
    const charge: StandInCharge = {
      object: 'charge',
      id: chargeId,
      amount,
      currency: 'THB',
      status: 'pending',
      paid: false,
      authorize_uri: null,
      return_uri: form.get('return_uri'),
      failure_code: null,
      failure_message: null,
      transaction: null,
      refunded_amount: 0,
      expires_at: new Date(Date.now() + 24 * 3600_000).toISOString(),
      metadata: Object.fromEntries(
        [...form]
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice(9, -1), value]),
      ),
      card: card ? { object: 'card', id: id('card') } : null,
      source: sourceType
        ? {
            object: 'source',
            type: sourceType,
            scannable_code:
              sourceType === 'promptpay'
                ? { image: { download_uri: `${url}/charges/${chargeId}/documents/qr.svg` } }
                : null,
          }
        : null,
    };
    charges.set(charge.id, charge);
    createdAt.set(charge.id, Date.now());
    if (card?.startsWith('tokn_test_declined')) settle(charge, 'failed');
    else if (card?.startsWith('tokn_test_insufficient')) settle(charge, 'failed', INSUFFICIENT_FUND);
    else if (card && !card.startsWith('tokn_test_3ds')) settle(charge, 'successful');
    else if (sourceType !== 'promptpay') charge.authorize_uri = `${url}/pay/${charge.id}`;
    return { status: 200, body: charge };
  }

  /** Only a paid charge is refunded, and never by more than is left of it. */
  function refund(chargeId: string, form: URLSearchParams) {
    const charge = charges.get(chargeId);
    if (!charge) return error(404, 'not_found', 'charge was not found');
    const amount = Number(form.get('amount'));
    if (!charge.paid) return error(400, 'failed_refund', 'charge is not paid');
    if (!Number.isInteger(amount) || amount <= 0 || amount > charge.amount - charge.refunded_amount) {
      return error(400, 'failed_refund', 'amount is more than the charge has left');
    }
    charge.refunded_amount += amount;
    const made: StandInRefund = {
      object: 'refund',
      id: id('rfnd'),
      amount,
      currency: 'thb',
      charge: chargeId,
      metadata: Object.fromEntries(
        [...form]
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice(9, -1), value]),
      ),
    };
    refunds.push(made);
    return { status: 200, body: made };
  }

  /** A page of a charge's refunds, oldest first. */
  function listRefunds(chargeId: string, query: URLSearchParams) {
    if (!charges.has(chargeId)) return error(404, 'not_found', 'charge was not found');
    const offset = Number(query.get('offset') ?? 0);
    const limit = Math.min(Number(query.get('limit') ?? 20), 100);
    const made = refunds.filter((made) => made.charge === chargeId);
    return {
      status: 200,
      body: { object: 'list', data: made.slice(offset, offset + limit), total: made.length, offset, limit },
    };
  }

  /** A page of the charges made between `from` and `to`, oldest first (or newest first on request). */
  function listCharges(query: URLSearchParams) {
    const from = Date.parse(query.get('from') ?? '1970-01-01T00:00:00Z');
    const to = Date.parse(query.get('to') ?? '9999-12-31T00:00:00Z');
    const offset = Number(query.get('offset') ?? 0);
    const limit = Math.min(Number(query.get('limit') ?? 20), 100);
    const made = [...charges.values()].filter((charge) => {
      const at = createdAt.get(charge.id) ?? 0;
      return at >= from && at <= to;
    });
    if (query.get('order') === 'reverse_chronological') made.reverse();
    return {
      status: 200,
      body: { object: 'list', data: made.slice(offset, offset + limit), total: made.length, offset, limit },
    };
  }

  function settle(charge: StandInCharge, status: 'successful' | 'failed' | 'expired', failure = REJECTED) {
    charge.status = status;
    charge.paid = status === 'successful';
    charge.transaction = status === 'successful' ? id('trxn') : null;
    if (status === 'failed') {
      charge.failure_code = failure.code;
      charge.failure_message = failure.message;
    }
  }

  const server: Server = createServer(async (request, response) => {
    const address = new URL(request.url ?? '/', 'http://stand-in');
    const path = address.pathname;
    const body = await readBody(request);
    requests.push({ method: request.method ?? '', path, form: new URLSearchParams(body) });
    const expected = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
    let answer: { status: number; body: unknown };
    if (request.headers.authorization !== expected) {
      answer = error(401, 'authentication_failure', 'authentication failed');
    } else if (request.method === 'POST' && path === '/charges') {
      answer = createCharge(new URLSearchParams(body));
      if (dropNextAnswer) {
        // The charge is made, but the shop never hears so: the connection drops before the answer.
        dropNextAnswer = false;
        request.socket.destroy();
        return;
      }
      if (delayNextAnswerMs > 0) {
        // The charge is made now; the answer comes after the shop has stopped waiting for it.
        const delay = delayNextAnswerMs;
        delayNextAnswerMs = 0;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    } else if (request.method === 'GET' && path === '/charges') {
      answer = listCharges(address.searchParams);
    } else if (request.method === 'POST' && /^\/charges\/[^/]+\/refunds$/.test(path)) {
      answer = refund(decodeURIComponent(path.split('/')[2] ?? ''), new URLSearchParams(body));
      if (delayNextRefundMs > 0) {
        // The refund is made now; the answer comes after the shop has stopped waiting for it.
        const delay = delayNextRefundMs;
        delayNextRefundMs = 0;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    } else if (request.method === 'GET' && /^\/charges\/[^/]+\/refunds$/.test(path)) {
      answer = listRefunds(decodeURIComponent(path.split('/')[2] ?? ''), address.searchParams);
    } else if (request.method === 'GET' && path.startsWith('/charges/')) {
      const charge = charges.get(decodeURIComponent(path.slice('/charges/'.length)));
      answer = charge ? { status: 200, body: charge } : error(404, 'not_found', 'charge was not found');
    } else {
      answer = error(404, 'not_found', 'not found');
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    secretKey,
    dropNextChargeAnswer: () => {
      dropNextAnswer = true;
    },
    delayNextChargeAnswer: (ms) => {
      delayNextAnswerMs = ms;
    },
    delayNextRefundAnswer: (ms) => {
      delayNextRefundMs = ms;
    },
    charges,
    refunds,
    requests,
    complete(chargeId, status) {
      const charge = charges.get(chargeId);
      if (!charge) throw new Error(`The stand-in has no charge ${chargeId}`);
      settle(charge, status);
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

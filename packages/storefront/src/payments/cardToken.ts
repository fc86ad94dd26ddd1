import { ApiRequestError, type components } from '@probuild/api-client';

export type CardTokenEndpoint = NonNullable<components['schemas']['PaymentConfig']['cardTokens']>;

/** A card as the shopper typed it: it goes to the provider only, never to the shop's server. */
export interface CardDetails {
  name: string;
  number: string;
  /** MM/YY */
  expiry: string;
  securityCode: string;
}

export const EMPTY_CARD: CardDetails = { name: '', number: '', expiry: '', securityCode: '' };

const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * Turns the card into a single-use token at the provider's vault, as its own script (Omise.js) does:
 * a form-encoded POST with the public key as HTTP Basic user. Nothing is charged either way. The
 * vault's statuses are not the shop's: a refused card (say, an invalid number) fails as
 * `CARD_REFUSED` (422), a vault that refuses the shop's key or fails as `CARD_VAULT_FAILED` (502), so
 * the shopper is never told their session ended; the vault's own words stay in `message`.
 */
export async function createCardToken(endpoint: CardTokenEndpoint, card: CardDetails): Promise<string> {
  const [month = '', year = ''] = card.expiry.split('/').map((part) => part.trim());
  const form = new URLSearchParams({
    'card[name]': card.name.trim(),
    'card[number]': digitsOf(card.number),
    'card[expiration_month]': String(Number(month)),
    'card[expiration_year]': String(2000 + Number(year)),
    'card[security_code]': digitsOf(card.securityCode),
  });
  let response: Response;
  try {
    response = await fetch(endpoint.url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`${endpoint.publicKey}:`)}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form,
    });
  } catch (error) {
    throw new ApiRequestError({
      kind: 'network',
      message: error instanceof Error ? error.message : String(error),
    });
  }
  const answer = (await response.json().catch(() => null)) as
    | { object: 'token'; id: string }
    | { object: 'error'; code?: string; message?: string }
    | null;
  if (response.ok && answer?.object === 'token' && typeof answer.id === 'string') return answer.id;
  const message = answer?.object === 'error' && answer.message ? answer.message : response.statusText;
  const cardRefused =
    response.status >= 400 && response.status < 500 && ![401, 403].includes(response.status);
  throw new ApiRequestError(
    cardRefused
      ? { kind: 'http', status: 422, message, code: 'CARD_REFUSED' }
      : { kind: 'http', status: 502, message, code: 'CARD_VAULT_FAILED' },
  );
}

/** The Luhn check digit rule every card number follows. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardProblem =
  | 'nameRequired'
  | 'numberInvalid'
  | 'expiryInvalid'
  | 'expired'
  | 'securityCodeInvalid';

/**
 * What is wrong with the card before it is sent, by field: a name, 13–19 digits passing the Luhn
 * check, an MM/YY expiry not before this month (Bangkok time), a 3- or 4-digit security code.
 */
export function cardProblems(card: CardDetails, now: Date): Partial<Record<keyof CardDetails, CardProblem>> {
  const problems: Partial<Record<keyof CardDetails, CardProblem>> = {};
  if (!card.name.trim()) problems.name = 'nameRequired';
  const number = digitsOf(card.number);
  if (number.length < 13 || number.length > 19 || !passesLuhn(number)) problems.number = 'numberInvalid';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) {
    problems.expiry = 'expiryInvalid';
  } else {
    const bangkok = new Date(now.getTime() + 7 * 60 * 60 * 1000);
    const thisMonth = (bangkok.getUTCFullYear() % 100) * 12 + bangkok.getUTCMonth() + 1;
    if (Number(expiry[2]) * 12 + month < thisMonth) problems.expiry = 'expired';
  }
  if (!/^\d{3,4}$/.test(card.securityCode.trim())) problems.securityCode = 'securityCodeInvalid';
  return problems;
}

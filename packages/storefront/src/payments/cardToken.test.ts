import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardProblems, createCardToken, EMPTY_CARD } from './cardToken.ts';

// A stand-in of Omise's vault (POST /tokens, https://docs.omise.co/tokens-api): HTTP Basic with the
// public key, form-encoded card fields; a token object, or an error object with its code.
const PUBLIC_KEY = 'pkey_test_5xp6c9y2n3s4d5f6g7h';
const DECLINED_NUMBER = '4111111111140011';
let vault: Server;
let url: string;
const received: URLSearchParams[] = [];

beforeAll(async () => {
  vault = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      const expected = `Basic ${Buffer.from(`${PUBLIC_KEY}:`).toString('base64')}`;
      if (request.method !== 'POST' || request.url !== '/tokens') return answer(404, { object: 'error' });
      if (request.headers.authorization !== expected) {
        return answer(401, {
          object: 'error',
          code: 'authentication_failure',
          message: 'authentication failed',
        });
      }
      const form = new URLSearchParams(body);
      received.push(form);
      if (form.get('card[number]') === DECLINED_NUMBER) {
        return answer(400, { object: 'error', code: 'invalid_card', message: 'number is invalid' });
      }
      answer(200, { object: 'token', id: `tokn_test_${received.length}`, card: { last_digits: '4242' } });
    });
  });
  await new Promise<void>((resolve) => vault.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(vault.address() as AddressInfo).port}/tokens`;
});
afterAll(() => new Promise<void>((resolve) => vault.close(() => resolve())));

const card = {
  name: ' Somchai Jaidee ',
  number: '4242 4242 4242 4242',
  expiry: '12/29',
  securityCode: '123',
};

describe('a card token from the provider’s vault', () => {
  it('sends the card’s fields as the vault takes them and answers the token id', async () => {
    await expect(createCardToken({ url, publicKey: PUBLIC_KEY }, card)).resolves.toMatch(/^tokn_test_\d+$/);
    expect(Object.fromEntries(received.at(-1) ?? [])).toEqual({
      'card[name]': 'Somchai Jaidee',
      'card[number]': '4242424242424242',
      'card[expiration_month]': '12',
      'card[expiration_year]': '2029',
      'card[security_code]': '123',
    });
  });

  it('fails as a refused card, or as a failed vault when it refuses the shop’s key', async () => {
    await expect(
      createCardToken({ url, publicKey: PUBLIC_KEY }, { ...card, number: DECLINED_NUMBER }),
    ).rejects.toMatchObject({
      error: { kind: 'http', status: 422, message: 'number is invalid', code: 'CARD_REFUSED' },
    });
    // The vault's 401 is about the shop's key, not the shopper's session.
    await expect(createCardToken({ url, publicKey: 'pkey_test_wrong' }, card)).rejects.toMatchObject({
      error: { kind: 'http', status: 502, message: 'authentication failed', code: 'CARD_VAULT_FAILED' },
    });
  });

  it('fails as a network failure when the vault cannot be reached', async () => {
    await expect(
      createCardToken({ url: 'http://127.0.0.1:9/tokens', publicKey: PUBLIC_KEY }, card),
    ).rejects.toMatchObject({ error: { kind: 'network' } });
  });
});

describe('what is wrong with a card before it is sent', () => {
  // 24 November 2026 in Bangkok.
  const now = new Date('2026-11-24T05:00:00Z');

  it('finds nothing wrong with a complete card', () => {
    expect(cardProblems(card, now)).toEqual({});
    expect(cardProblems({ ...card, expiry: '11/26', securityCode: '1234' }, now)).toEqual({});
  });

  it('names each wrong field', () => {
    expect(cardProblems(EMPTY_CARD, now)).toEqual({
      name: 'nameRequired',
      number: 'numberInvalid',
      expiry: 'expiryInvalid',
      securityCode: 'securityCodeInvalid',
    });
    // One digit off fails the Luhn check.
    expect(cardProblems({ ...card, number: '4242 4242 4242 4241' }, now)).toEqual({
      number: 'numberInvalid',
    });
    expect(cardProblems({ ...card, expiry: '13/29' }, now)).toEqual({ expiry: 'expiryInvalid' });
    expect(cardProblems({ ...card, expiry: '10/26' }, now)).toEqual({ expiry: 'expired' });
    expect(cardProblems({ ...card, securityCode: '12' }, now)).toEqual({
      securityCode: 'securityCodeInvalid',
    });
  });
});

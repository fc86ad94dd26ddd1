import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.ts';
import { callOperation } from './support/contract.ts';

describe('requests are checked against the contract before any handler runs', () => {
  const testApp = useTestApp();

  const login = (payload: unknown) =>
    callOperation(testApp.app, 'loginCustomer', {
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    });

  it('refuses a body with a property the contract does not have, naming it', async () => {
    const { status, body } = await login({
      identifier: 'somchai@example.com',
      password: 'secret',
      admin: true,
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'body/admin is not allowed',
      errors: [{ path: '/admin', message: 'is not allowed' }],
    });
  });

  it('does not convert body values to the declared types', async () => {
    const { status, body } = await login({ identifier: 12345, password: 'secret' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'body/identifier must be string' });
  });

  it('names a missing field', async () => {
    const { status, body } = await login({ identifier: 'somchai@example.com' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'body/password is required', errors: [{ path: '/password' }] });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/customers/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"identifier": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('converts query values to the declared types and refuses what does not convert', async () => {
    const refused = await callOperation(testApp.app, 'searchProducts', {
      query: { q: 'rtx', limit: 'many' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'querystring/limit must be integer' });

    const accepted = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/web/search-product/search?q=rtx&limit=5',
    });
    expect(accepted.statusCode).not.toBe(400);
  });
});

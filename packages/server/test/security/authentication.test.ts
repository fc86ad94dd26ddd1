import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../src/contract.ts';
import type { OperationId } from '../../src/http/operations.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { callOperation, callSuccessfully } from '../support/contract.ts';
import { PASSWORD } from '../support/customers.ts';
import { type Customer, customerWithEverything, requestsAt, snapshot } from './fixtures.ts';

type Operation = { operationId?: string; security?: Record<string, string[]>[] };

/** Every operation whose contract `security` names bearerAuth. */
function sessionOperations(): string[] {
  const contract = loadContract() as { paths: Record<string, Record<string, Operation>> };
  return Object.values(contract.paths).flatMap((item) =>
    Object.values(item).flatMap((operation) =>
      operation?.operationId && operation.security?.some((requirement) => 'bearerAuth' in requirement)
        ? [operation.operationId]
        : [],
    ),
  );
}

let testApp: TestApp;
let victim: Customer;
beforeAll(async () => {
  testApp = await createTestApp();
  victim = await customerWithEverything(testApp.app, testApp.database.db);
});
afterAll(() => testApp?.dispose());

describe('operations that need a session', () => {
  it('has a well-formed request in these tests for every one of them in the contract', () => {
    expect(Object.keys(requestsAt(victim)).sort()).toEqual(sessionOperations().sort());
  });

  it.each([
    ['no token', undefined],
    ['an empty bearer', 'Bearer '],
    ['another scheme', `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['an unknown token', `Bearer ${'A'.repeat(43)}`],
    ['an SQL-looking token', "Bearer ' OR '1'='1' --"],
  ])('answers 401 to %s and changes nothing', async (_, authorization) => {
    const before = await snapshot(testApp.app, victim);
    for (const [operationId, call] of Object.entries(requestsAt(victim))) {
      const headers = {
        ...(call.headers as Record<string, string>),
        ...(authorization ? { authorization } : {}),
      };
      const answer = await callOperation(testApp.app, operationId as OperationId, { ...call, headers });
      expect(answer.status, operationId).toBe(401);
      expect(answer.body, operationId).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
    expect(await snapshot(testApp.app, victim)).toEqual(before);
  });

  it('answers 401 to an anonymous call before looking at its parameters or body', async () => {
    const malformed = (values: unknown) =>
      values && typeof values === 'object'
        ? Object.fromEntries(Object.keys(values).map((name) => [name, 'not-a-valid-value']))
        : undefined;
    for (const [operationId, call] of Object.entries(requestsAt(victim))) {
      const answer = await callOperation(testApp.app, operationId as OperationId, {
        params: malformed(call.params),
        query: malformed(call.query),
        payload: call.payload === undefined ? undefined : { unexpected: ['field'] },
      });
      expect(answer.status, operationId).toBe(401);
    }
  });

  it('answers 401 to a token after logout', async () => {
    const { data } = await callSuccessfully(testApp.app, 'loginCustomer', {
      payload: { identifier: victim.email, password: PASSWORD },
    });
    const headers = { authorization: `Bearer ${data.token}` };
    await callSuccessfully(testApp.app, 'logoutCustomer', { headers });
    for (const [operationId, call] of Object.entries(requestsAt(victim))) {
      const answer = await callOperation(testApp.app, operationId as OperationId, {
        ...call,
        headers: { ...(call.headers as Record<string, string>), ...headers },
      });
      expect(answer.status, operationId).toBe(401);
    }
  });
});

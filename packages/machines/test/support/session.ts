import { STORAGE_KEYS } from '@probuild/api-client';
import { createActor } from 'xstate';
import {
  type DescribeError,
  type SessionCustomer,
  sessionMachine,
} from '../../src/session/sessionMachine.ts';
import { memoryStorage } from '../../src/storage.ts';
import { flush, pendingCalls } from './pendingCalls.ts';

export const ORIGIN = 'https://shop.example';

export const somchai: SessionCustomer = {
  id: 'c-1',
  firstName: 'Somchai',
  lastName: 'Jaidee',
  email: 'somchai@example.com',
};

/** Names the operation and the error kind or status, so a test sees what the machine passed. */
export const describeError: DescribeError = (operation, error) => ({
  id: 'text',
  values: { text: `${operation}: ${error.kind === 'http' ? error.status : error.kind}` },
});

export const storedSession = {
  [STORAGE_KEYS.customerToken]: 'token-1',
  [STORAGE_KEYS.customerData]: JSON.stringify(somchai),
};

/**
 * A session whose login and register are pending fakes, and whose cart-count requests the test
 * answers by event as the app does; `calls` reads and answers both alike ('fetchCartCount').
 */
export function startSession(stored: Record<string, string> = {}) {
  const storage = memoryStorage(stored);
  const pending = pendingCalls();
  const machine = sessionMachine.provide({
    actors: { login: pending.actor('login'), register: pending.actor('register') },
  });
  const actor = createActor(machine, { input: { storage, origin: ORIGIN, describeError } });
  const emitted: unknown[] = [];
  const counts: Array<{ request: number; customerId: string }> = [];
  actor.on('*', (event) => {
    if (event.type === 'countCart') counts.push({ request: event.request, customerId: event.customerId });
    else emitted.push(event);
  });
  actor.start();
  const COUNT = 'fetchCartCount';
  /** The newest count asked for, or with `stale` the one before it. */
  const countRequest = (stale: boolean) => {
    const found = counts.at(stale ? -2 : -1);
    if (!found) throw new Error('no cart count was asked for');
    return found.request;
  };
  const answerCount = async (outcome: 'done' | 'failed', value: unknown, stale = false) => {
    const request = countRequest(stale);
    actor.send(
      outcome === 'done'
        ? { type: 'CART_COUNTED', request, count: value as number }
        : { type: 'CART_COUNT_FAILED', request, error: value },
    );
    await flush();
  };
  const calls = {
    inputs: (name: string): unknown[] =>
      name === COUNT ? counts.map(({ customerId }) => ({ customerId })) : pending.inputs(name),
    count: (name: string) => (name === COUNT ? counts.length : pending.count(name)),
    resolve: (name: string, output: unknown) =>
      name === COUNT ? answerCount('done', output) : pending.resolve(name, output),
    resolveStale: (name: string, output: unknown) =>
      name === COUNT ? answerCount('done', output, true) : pending.resolveStale(name, output),
    reject: (name: string, error: unknown) =>
      name === COUNT ? answerCount('failed', error) : pending.reject(name, error),
  };
  return { actor, storage, calls, emitted, machine };
}

import { STORAGE_KEYS } from '@probuild/api-client';
import { createActor } from 'xstate';
import {
  type DescribeError,
  type SessionCustomer,
  sessionMachine,
} from '../../src/session/sessionMachine.ts';
import { memoryStorage } from '../../src/storage.ts';
import { pendingCalls } from './pendingCalls.ts';

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

export function startSession(stored: Record<string, string> = {}) {
  const storage = memoryStorage(stored);
  const calls = pendingCalls();
  const machine = sessionMachine.provide({
    actors: {
      login: calls.actor('login'),
      register: calls.actor('register'),
      fetchCartCount: calls.actor('fetchCartCount'),
    },
  });
  const actor = createActor(machine, { input: { storage, origin: ORIGIN, describeError } });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, storage, calls, emitted, machine };
}

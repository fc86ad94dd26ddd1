import { createActor } from 'xstate';
import { cookieConsentMachine } from '../../src/cookieConsent/cookieConsentMachine.ts';
import { memoryStorage } from '../../src/storage.ts';
import { pendingCalls } from './pendingCalls.ts';

export function startCookieConsent(stored: Record<string, string> = {}) {
  const storage = memoryStorage(stored);
  const actor = createActor(cookieConsentMachine, { input: { storage } }).start();
  // The consent makes no calls; path replays still expect a set of pending calls.
  return { actor, storage, calls: pendingCalls() };
}

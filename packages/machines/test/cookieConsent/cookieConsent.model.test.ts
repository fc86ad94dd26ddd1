import { STORAGE_KEYS } from '@probuild/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import {
  type CookieConsentEvent,
  cookieConsentMachine,
} from '../../src/cookieConsent/cookieConsentMachine.ts';
import { memoryStorage } from '../../src/storage.ts';
import { startCookieConsent } from '../support/cookieConsent.ts';
import { describePath, eventsFrom, replayPath, unreachedStates } from '../support/modelPaths.ts';

const scenarios = {
  'no stored choice': {},
  'a stored acceptance': { [STORAGE_KEYS.cookiesAccepted]: 'true' },
  'a stored refusal': { [STORAGE_KEYS.cookiesDeclined]: 'true' },
};

/** What storage must hold in each state. */
function expectedStorage(snapshot: AnyMachineSnapshot): Record<string, string> | null {
  if (snapshot.matches('accepted')) return { [STORAGE_KEYS.cookiesAccepted]: 'true' };
  if (snapshot.matches('declined')) return { [STORAGE_KEYS.cookiesDeclined]: 'true' };
  if (snapshot.matches('unknown')) return {};
  return null; // the dialog keeps whatever was chosen before until a new choice
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe.each(Object.entries(scenarios))('cookie consent model, starting with %s', (_, stored) => {
  // Every simple path: each walk that visits no state twice, timers included.
  const paths = getSimplePaths(cookieConsentMachine, {
    input: { storage: memoryStorage(stored) },
    events: eventsFrom<CookieConsentEvent>({}),
  });

  it('passes through every state but the transient check', () => {
    expect(unreachedStates(cookieConsentMachine, paths)).toEqual(['cookieConsent.checking']);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const run = startCookieConsent(stored);
    await replayPath(
      cookieConsentMachine,
      path,
      run,
      () => null,
      (snapshot) => {
        const expected = expectedStorage(snapshot);
        if (expected) expect(run.storage.contents()).toEqual(expected);
      },
    );
  });
});

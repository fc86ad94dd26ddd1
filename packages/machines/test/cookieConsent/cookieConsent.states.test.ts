import { STORAGE_KEYS } from '@probuild/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_BANNER_MS, COOKIE_DIALOG_DELAY_MS } from '../../src/constants.ts';
import type { CookieConsentEvent } from '../../src/cookieConsent/cookieConsentMachine.ts';
import { startCookieConsent } from '../support/cookieConsent.ts';

// What holds in each state of the consent, checked from a real start on a simulated clock.

const accepted = { [STORAGE_KEYS.cookiesAccepted]: 'true' };
const declined = { [STORAGE_KEYS.cookiesDeclined]: 'true' };
const CHOICES: CookieConsentEvent[] = [{ type: 'ACCEPT' }, { type: 'DECLINE' }];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Runs to the dialog from a first visit. */
function atDialog(stored: Record<string, string> = {}) {
  const run = startCookieConsent(stored);
  if (!run.actor.getSnapshot().matches('unknown')) run.actor.send({ type: 'MANAGE' });
  else vi.advanceTimersByTime(COOKIE_DIALOG_DELAY_MS);
  return run;
}

describe('unknown (no choice stored)', () => {
  it('stores nothing, ignores every choice and opens the dialog exactly at 1 s', () => {
    const run = startCookieConsent();
    for (const event of [...CHOICES, { type: 'MANAGE' } as const, { type: 'RESET' } as const]) {
      run.actor.send(event);
    }
    expect(run.storage.contents()).toEqual({});
    vi.advanceTimersByTime(COOKIE_DIALOG_DELAY_MS - 1);
    expect(run.actor.getSnapshot().value).toBe('unknown');
    vi.advanceTimersByTime(1);
    expect(run.actor.getSnapshot().value).toBe('dialog');
  });
});

describe('dialog', () => {
  it.each([
    ['a first visit', {}],
    ['Manage after accepting', accepted],
    ['Manage after declining', declined],
  ])('keeps what was stored until a choice, whatever the clock does (%s)', (_, stored) => {
    const run = atDialog(stored);
    expect(run.actor.getSnapshot().value).toBe('dialog');
    run.actor.send({ type: 'RESET' });
    vi.advanceTimersByTime(COOKIE_BANNER_MS * 10);
    expect(run.actor.getSnapshot().value).toBe('dialog');
    expect(run.storage.contents()).toEqual(stored);
  });

  it('Accept stores only the acceptance; Decline stores only the refusal', () => {
    const accepting = atDialog(declined);
    accepting.actor.send({ type: 'ACCEPT' });
    expect(accepting.storage.contents()).toEqual(accepted);
    const declining = atDialog(accepted);
    declining.actor.send({ type: 'DECLINE' });
    expect(declining.storage.contents()).toEqual(declined);
    expect(declining.actor.getSnapshot().value).toBe('declined');
  });
});

describe('accepted', () => {
  it('after a choice in the dialog, shows the banner for exactly 5 s, then stays quiet', () => {
    const run = atDialog();
    run.actor.send({ type: 'ACCEPT' });
    expect(run.actor.getSnapshot().value).toEqual({ accepted: 'banner' });
    vi.advanceTimersByTime(COOKIE_BANNER_MS - 1);
    expect(run.actor.getSnapshot().value).toEqual({ accepted: 'banner' });
    vi.advanceTimersByTime(1);
    expect(run.actor.getSnapshot().value).toEqual({ accepted: 'quiet' });
  });

  it('from storage, starts quiet with no banner and no dialog, and ignores choices', () => {
    const run = startCookieConsent(accepted);
    expect(run.actor.getSnapshot().value).toEqual({ accepted: 'quiet' });
    for (const event of CHOICES) run.actor.send(event);
    vi.advanceTimersByTime(COOKIE_DIALOG_DELAY_MS + COOKIE_BANNER_MS);
    expect(run.actor.getSnapshot().value).toEqual({ accepted: 'quiet' });
    expect(run.storage.contents()).toEqual(accepted);
  });

  it('Reset forgets the choice and the dialog comes back a second later', () => {
    const run = startCookieConsent(accepted);
    run.actor.send({ type: 'RESET' });
    expect(run.storage.contents()).toEqual({});
    expect(run.actor.getSnapshot().value).toBe('unknown');
    vi.advanceTimersByTime(COOKIE_DIALOG_DELAY_MS);
    expect(run.actor.getSnapshot().value).toBe('dialog');
  });
});

describe('declined', () => {
  it('from storage, shows nothing and ignores choices; Manage opens the dialog, Reset forgets', () => {
    const run = startCookieConsent(declined);
    expect(run.actor.getSnapshot().value).toBe('declined');
    for (const event of CHOICES) run.actor.send(event);
    vi.advanceTimersByTime(COOKIE_DIALOG_DELAY_MS + COOKIE_BANNER_MS);
    expect(run.actor.getSnapshot().value).toBe('declined');
    expect(run.storage.contents()).toEqual(declined);
    run.actor.send({ type: 'RESET' });
    expect(run.storage.contents()).toEqual({});
    expect(run.actor.getSnapshot().value).toBe('unknown');
  });
});

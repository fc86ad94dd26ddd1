import { STORAGE_KEYS } from '@probuild/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_BANNER_MS, COOKIE_DIALOG_DELAY_MS } from '../../src/constants.ts';
import { startCookieConsent } from '../support/cookieConsent.ts';

const accepted = { [STORAGE_KEYS.cookiesAccepted]: 'true' };
const declined = { [STORAGE_KEYS.cookiesDeclined]: 'true' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('cookie consent', () => {
  it('opens the dialog 1 s after start when no choice is stored', () => {
    const { actor } = startCookieConsent();
    expect(actor.getSnapshot().value).toBe('unknown');
    vi.advanceTimersByTime(COOKIE_DIALOG_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('unknown');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('dialog');
  });

  it('shows nothing when a choice is stored', () => {
    expect(startCookieConsent(accepted).actor.getSnapshot().value).toEqual({ accepted: 'quiet' });
    expect(startCookieConsent(declined).actor.getSnapshot().value).toBe('declined');
    const { actor } = startCookieConsent(declined);
    vi.advanceTimersByTime(10 * COOKIE_DIALOG_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('declined');
  });

  it('treats a flag that is not "true" as no choice', () => {
    const { actor } = startCookieConsent({ [STORAGE_KEYS.cookiesAccepted]: 'yes' });
    expect(actor.getSnapshot().value).toBe('unknown');
  });

  it('accepting stores its flag, removes the other and shows the banner for 5 s', () => {
    const { actor, storage } = startCookieConsent(declined);
    actor.send({ type: 'MANAGE' });
    actor.send({ type: 'ACCEPT' });
    expect(storage.contents()).toEqual(accepted);
    expect(actor.getSnapshot().value).toEqual({ accepted: 'banner' });
    vi.advanceTimersByTime(COOKIE_BANNER_MS - 1);
    expect(actor.getSnapshot().value).toEqual({ accepted: 'banner' });
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toEqual({ accepted: 'quiet' });
  });

  it('declining stores its flag and removes the other', () => {
    const { actor, storage } = startCookieConsent(accepted);
    actor.send({ type: 'MANAGE' });
    expect(actor.getSnapshot().value).toBe('dialog');
    actor.send({ type: 'DECLINE' });
    expect(storage.contents()).toEqual(declined);
    expect(actor.getSnapshot().value).toBe('declined');
  });

  it('Manage on the banner opens the dialog again', () => {
    const { actor } = startCookieConsent();
    vi.advanceTimersByTime(COOKIE_DIALOG_DELAY_MS);
    actor.send({ type: 'ACCEPT' });
    actor.send({ type: 'MANAGE' });
    expect(actor.getSnapshot().value).toBe('dialog');
  });

  it.each([
    ['the banner', accepted, true],
    ['a stored acceptance', accepted, false],
    ['a stored refusal', declined, false],
  ])('Reset from %s clears both flags and brings the dialog back', (_, stored, viaBanner) => {
    const { actor, storage } = startCookieConsent(viaBanner ? {} : stored);
    if (viaBanner) {
      vi.advanceTimersByTime(COOKIE_DIALOG_DELAY_MS);
      actor.send({ type: 'ACCEPT' });
    }
    actor.send({ type: 'RESET' });
    expect(storage.contents()).toEqual({});
    expect(actor.getSnapshot().value).toBe('unknown');
    vi.advanceTimersByTime(COOKIE_DIALOG_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('dialog');
  });
});

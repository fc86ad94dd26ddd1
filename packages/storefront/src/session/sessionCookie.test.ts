import { SESSION_COOKIE, STORAGE_KEYS } from '@probuild/api-client';
import { memoryStorage } from '@probuild/machines';
import { describe, expect, it } from 'vitest';
import { keepSessionCookie } from './sessionCookie.ts';

/** A document whose cookie assignments are recorded. */
function recordingDocument() {
  const writes: string[] = [];
  return {
    writes,
    set cookie(value: string) {
      writes.push(value);
    },
  };
}

function fakeSession() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change: () => {
      for (const listener of listeners) listener();
    },
  };
}

const signIn = (storage: ReturnType<typeof memoryStorage>, token: string) => {
  storage.setItem(STORAGE_KEYS.customerToken, token);
  storage.setItem(STORAGE_KEYS.customerData, JSON.stringify({ id: 'c1', email: 'a@example.com' }));
};

describe('the cart session cookie, kept by the app', () => {
  it('is written at start for a stored session, and removed at start for none', () => {
    const storage = memoryStorage();
    signIn(storage, 'token-1');
    const document = recordingDocument();
    keepSessionCookie(fakeSession(), storage, document, false);
    expect(document.writes).toEqual([
      expect.stringMatching(/^cart_session=token-1; Path=\/cart;/),
      expect.stringMatching(/^cart_language=th; Path=\/cart;/),
    ]);

    const guest = recordingDocument();
    keepSessionCookie(fakeSession(), memoryStorage(), guest, true);
    expect(guest.writes).toEqual([
      expect.stringMatching(/^cart_session=; Path=\/cart; Max-Age=0;.*Secure$/),
      expect.stringMatching(/^cart_language=; Path=\/cart; Max-Age=0;.*Secure$/),
    ]);
  });

  it('follows login and logout, and writes nothing when the session changes without its token', () => {
    const storage = memoryStorage();
    const session = fakeSession();
    const document = recordingDocument();
    keepSessionCookie(session, storage, document, false);
    signIn(storage, 'token-2');
    storage.setItem(STORAGE_KEYS.language, 'en');
    session.change();
    session.change();
    storage.removeItem(STORAGE_KEYS.customerToken);
    storage.removeItem(STORAGE_KEYS.customerData);
    session.change();
    expect(document.writes.map((write) => write.split(';')[0])).toEqual([
      `${SESSION_COOKIE.name}=`,
      `${SESSION_COOKIE.languageName}=`,
      `${SESSION_COOKIE.name}=token-2`,
      `${SESSION_COOKIE.languageName}=en`,
      `${SESSION_COOKIE.name}=`,
      `${SESSION_COOKIE.languageName}=`,
    ]);
  });

  it('does not copy a token stored without its customer, which is no session', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.customerToken, 'orphan');
    const document = recordingDocument();
    keepSessionCookie(fakeSession(), storage, document, false);
    expect(document.writes[0]).toMatch(/^cart_session=;/);
  });
});

import {
  hasStoredSession,
  languageCookieAssignment,
  STORAGE_KEYS,
  sessionCookieAssignment,
} from '@probuild/api-client';
import { readStoredLocale } from '../i18n/locale.ts';
import type { SessionHandle } from './sessionHandle.ts';

/**
 * Keeps the cart's cookies (api-client's sessionCookie.ts) in step with the stored session and
 * language: written at start (a session stored before the cookies existed, or whose cookies expired,
 * gets them; a change of language reloads the app) and again whenever the session changes (login,
 * logout, a social login). Each write states the storage as it is now, so tabs sharing it agree.
 */
export function keepSessionCookie(
  session: Pick<SessionHandle, 'subscribe'>,
  storage: Pick<Storage, 'getItem'>,
  document: { cookie: string },
  secure: boolean,
): void {
  let written: string | null | undefined;
  const write = () => {
    const token = hasStoredSession(storage) ? storage.getItem(STORAGE_KEYS.customerToken) : null;
    if (token === written) return;
    written = token;
    document.cookie = sessionCookieAssignment(token, secure);
    document.cookie = languageCookieAssignment(token === null ? null : readStoredLocale(storage), secure);
  };
  write();
  session.subscribe(write);
}

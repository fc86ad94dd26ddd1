import type { cookieConsentMachine } from '@probuild/machines';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';

export type CookieConsentActor = ActorRefFrom<typeof cookieConsentMachine>;

interface Slot {
  actor: CookieConsentActor | null;
  register: (actor: CookieConsentActor | null) => void;
}

const CookieConsentContext = createContext<Slot>({ actor: null, register: () => undefined });

/**
 * Where the cookie notice (loaded after hydration) puts its consent actor, so that a page (the cookie
 * policy) can ask for the choice again or reset it on the same actor the notice shows. Only the
 * readers of the slot render again when the actor arrives, not the children.
 */
export function CookieConsentSlot({ children }: { children: ReactNode }) {
  const [actor, register] = useState<CookieConsentActor | null>(null);
  const slot = useMemo(() => ({ actor, register }), [actor]);
  return <CookieConsentContext.Provider value={slot}>{children}</CookieConsentContext.Provider>;
}

/** The cookie consent actor once the notice has started it; null before (or outside the shell). */
export const useCookieConsentActor = () => useContext(CookieConsentContext).actor;

/** For the notice: put its actor in the slot while it is mounted. */
export const useRegisterCookieConsent = () => useContext(CookieConsentContext).register;

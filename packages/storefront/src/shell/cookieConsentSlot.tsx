import type { cookieConsentMachine } from '@probuild/machines';
import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';

export type CookieConsentActor = ActorRefFrom<typeof cookieConsentMachine>;

/** A holder of the actor that tells its readers when it changes. */
interface Slot {
  actor: CookieConsentActor | null;
  register: (actor: CookieConsentActor | null) => void;
  subscribe: (listener: () => void) => () => void;
}

function createSlot(): Slot {
  const listeners = new Set<() => void>();
  const slot: Slot = {
    actor: null,
    register: (actor) => {
      slot.actor = actor;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return slot;
}

const CookieConsentContext = createContext<Slot>(createSlot());

/**
 * Where the cookie notice (loaded after hydration) puts its consent actor, so that a page (the cookie
 * policy) can ask for the choice again or reset it on the same actor the notice shows. The context's
 * value never changes: a changed value would reach the page's server markup before it has hydrated,
 * and React would throw that markup away and render it again. Only the slot's readers hear of the actor.
 */
export function CookieConsentSlot({ children }: { children: ReactNode }) {
  const [slot] = useState(createSlot);
  return <CookieConsentContext.Provider value={slot}>{children}</CookieConsentContext.Provider>;
}

/** The cookie consent actor once the notice has started it; null before (or outside the shell). */
export function useCookieConsentActor(): CookieConsentActor | null {
  const slot = useContext(CookieConsentContext);
  return useSyncExternalStore(
    slot.subscribe,
    () => slot.actor,
    () => null,
  );
}

/** For the notice: put its actor in the slot while it is mounted. */
export const useRegisterCookieConsent = () => useContext(CookieConsentContext).register;

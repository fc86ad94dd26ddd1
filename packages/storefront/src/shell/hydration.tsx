import { createContext, type ReactNode, startTransition, use, useEffect, useState } from 'react';

/** Outside a provider (a story, a test) the app renders in the browser alone: hydrated from the start. */
const HydratedContext = createContext(true);

/**
 * Tells the app whether the server's markup is still being hydrated. Rendering that markup (on the
 * server, then while the browser hydrates it), `hydrated` is false; after the first commit it turns
 * true in a transition. So the parts that then change (the cookie notice, the cart count, a kept
 * build) render in slices React can pause for input: a store read with `useSyncExternalStore` that
 * differs from the server's value is rendered again synchronously, in one long task, and takes every
 * boundary still to hydrate with it. A boundary this change reaches before it is hydrated is hydrated
 * first, at the transition's priority, so its markup is kept (unlike a change made during hydration).
 */
export function HydrationProvider({
  serverMarkup,
  children,
}: {
  serverMarkup: boolean;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(!serverMarkup);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False while the server renders and while the browser hydrates that markup, true on every render
 * after: for parts that depend on what only the browser knows (stored choices) and are not in the
 * server's markup.
 */
export const useHydrated = (): boolean => use(HydratedContext);

import { useSyncExternalStore } from 'react';
import { useHydrated } from './hydration.tsx';

/**
 * One list per query, kept: a kept list answers `matches` from its own copy, while a new
 * `matchMedia` list evaluates the query afresh, and React reads the value again after every commit.
 */
const mediaLists = new Map<string, MediaQueryList>();

function mediaList(query: string): MediaQueryList {
  let list = mediaLists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    mediaLists.set(query, list);
  }
  return list;
}

/** Whether the window is at least `px` wide, following resizes (for parts that should not even render below). */
export function useMinWidth(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  // The server renders for the narrowest window. Until hydrated the browser reads the same, so a wider
  // window adds its parts in the transition that ends hydration, not in a synchronous render of its own.
  const hydrated = useHydrated();
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => hydrated && mediaList(query).matches,
    () => false,
  );
}

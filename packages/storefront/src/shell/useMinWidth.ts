import { useSyncExternalStore } from 'react';

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
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => mediaList(query).matches,
    // The server renders for the narrowest window; a wider one adds its parts once hydrated.
    () => false,
  );
}

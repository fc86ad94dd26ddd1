import { useSyncExternalStore } from 'react';

/** Whether the window is at least `px` wide, following resizes (for parts that should not even render below). */
export function useMinWidth(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    // The server renders for the narrowest window; a wider one adds its parts once hydrated.
    () => false,
  );
}

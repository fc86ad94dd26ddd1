import { STORAGE_KEYS } from '@probuild/api-client';

const KEY = STORAGE_KEYS.scrollBeforeReload;

/** How long the reloaded page may take to grow tall enough for the kept position. */
const RESTORE_WITHIN_MS = 3000;

interface KeptPosition {
  path: string;
  y: number;
}

/** Reloads the page, keeping where it is scrolled to for the reloaded page to return to. */
export function reloadInPlace(): void {
  const kept: KeptPosition = { path: window.location.pathname, y: window.scrollY };
  sessionStorage.setItem(KEY, JSON.stringify(kept));
  window.location.reload();
}

function takeKeptPosition(): KeptPosition | null {
  const raw = sessionStorage.getItem(KEY);
  if (raw === null) return null;
  sessionStorage.removeItem(KEY);
  try {
    const kept = JSON.parse(raw) as Partial<KeptPosition>;
    return typeof kept.y === 'number' && kept.path === window.location.pathname
      ? (kept as KeptPosition)
      : null;
  } catch {
    return null;
  }
}

/**
 * After `reloadInPlace`, scrolls back to the kept position as soon as the page is tall enough for it
 * (its sections render as their data arrives), giving up after a few seconds or when the shopper
 * scrolls first. Returns a function that stops trying.
 */
export function returnToKeptPosition(): () => void {
  const kept = takeKeptPosition();
  if (!kept) return () => undefined;
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) removeEventListener(type, stop);
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) {
    addEventListener(type, stop, { passive: true });
  }
  const attempt = () => {
    window.scrollTo(0, kept.y);
    if (Math.abs(window.scrollY - kept.y) <= 1 || performance.now() - started > RESTORE_WITHIN_MS) stop();
    else frame = requestAnimationFrame(attempt);
  };
  attempt();
  return stop;
}

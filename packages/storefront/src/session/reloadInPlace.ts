import { STORAGE_KEYS } from '@probuild/api-client';

const KEY = STORAGE_KEYS.scrollBeforeReload;

/**
 * How long the reloaded page is kept at its position: a busy phone may take seconds to render it,
 * and its sections grow (or briefly shrink, loading) as their data arrives.
 */
const RESTORE_WITHIN_MS = 10_000;

/** What the shopper does to take over the page. */
const SHOPPER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

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
 * After `reloadInPlace`, scrolls back to the kept position, and back again whenever the page has
 * moved from it (too short for it yet, or briefly shorter while a section loads), until the shopper
 * scrolls or presses, or a few seconds have passed. Returns a function that stops it.
 */
export function returnToKeptPosition(): () => void {
  const kept = takeKeptPosition();
  if (!kept) return () => undefined;
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of SHOPPER_INPUT) removeEventListener(type, stop);
  };
  for (const type of SHOPPER_INPUT) addEventListener(type, stop, { passive: true });
  const attempt = () => {
    if (Math.abs(window.scrollY - kept.y) > 1) window.scrollTo(0, kept.y);
    if (performance.now() - started > RESTORE_WITHIN_MS) stop();
    else frame = requestAnimationFrame(attempt);
  };
  attempt();
  return stop;
}

/**
 * Runs `work` in a task of its own once the browser is idle, or after `waitMs` at the latest (where
 * there is no requestIdleCallback, after `waitMs`). Returns the cancel, for an effect's cleanup.
 */
export function whenIdle(work: () => void, waitMs: number): () => void {
  if (typeof requestIdleCallback === 'undefined') {
    const timer = setTimeout(work, waitMs);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(work, { timeout: waitMs });
  return () => cancelIdleCallback(idle);
}

/**
 * Counts warranty checks per client address in one-minute windows, in this process's memory: a
 * guessing deterrent, not an account protection, so a per-instance count is enough (login
 * failures, which protect accounts, are counted in the database instead).
 */
export function createCheckLimiter(perMinute: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Seconds to wait when this address has used up the minute; 0 when the check may go ahead. */
    take(address: string): number {
      const time = now();
      if (windows.size > 10_000) {
        for (const [key, window] of windows) if (time - window.start >= 60_000) windows.delete(key);
      }
      const window = windows.get(address);
      if (!window || time - window.start >= 60_000) {
        windows.set(address, { start: time, count: 1 });
        return 0;
      }
      if (window.count >= perMinute) return Math.ceil((window.start + 60_000 - time) / 1000);
      window.count += 1;
      return 0;
    },
  };
}

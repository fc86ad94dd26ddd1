import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './envelope.ts';

/**
 * Counts requests per client address in one-minute windows, in this process's memory. It is a
 * deterrent against scripts (guessing serials, mass mailing, filling the share-link table), not an
 * account protection, so a per-instance count is enough: login failures, which protect accounts,
 * are counted in the database instead.
 */
export function createAddressLimiter(perMinute: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  /** Seconds to wait when this address has used up the minute; 0 when the request may go ahead. */
  function take(address: string): number {
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
  }
  return {
    /** Counts the request; when the address is over its minute, answers 429 with `retry-after`. */
    enforce(request: FastifyRequest, reply: FastifyReply, tooMany: string): void {
      const wait = take(request.ip);
      if (wait === 0) return;
      reply.header('retry-after', String(wait));
      throw new HttpError(429, 'RATE_LIMITED', `${tooMany}; please try again in ${wait} seconds`);
    },
  };
}

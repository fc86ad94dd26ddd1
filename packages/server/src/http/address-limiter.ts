import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDatabase } from '../db/open.ts';
import { countRequest } from '../db/request-counts.ts';
import { HttpError } from './envelope.ts';

/**
 * Counts one kind of request (`name`) per client address in one-minute windows. It is a deterrent
 * against scripts (guessing serials, mass mailing, filling the share-link table), not an account
 * protection: login failures, which protect accounts, have their own limiter.
 */
export function createAddressLimiter(db: AppDatabase, name: string, perMinute: number) {
  return {
    /** Counts the request; when the address is over its minute, answers 429 with `retry-after`. */
    async enforce(request: FastifyRequest, reply: FastifyReply, tooMany: string): Promise<void> {
      const wait = await countRequest(db, `${name} ${request.ip}`, perMinute);
      if (wait === 0) return;
      reply.header('retry-after', String(wait));
      throw new HttpError(429, 'RATE_LIMITED', `${tooMany}; please try again in ${wait} seconds`);
    },
  };
}

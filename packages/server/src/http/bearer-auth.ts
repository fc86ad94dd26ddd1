import type { FastifyRequest } from 'fastify';
import { findSession, type Session } from '../customers/sessions.ts';
import type { AppDatabase } from '../db/open.ts';
import { DomainError } from '../domain-error.ts';

const sessionOfRequest = new WeakMap<FastifyRequest, Session>();

/**
 * fastify-openapi-glue's security handlers: `bearerAuth` runs before every operation whose
 * contract `security` names it, so no customer route can forget it. It also refuses a
 * `{customerId}` path parameter that is not the token's customer; handlers look up carts,
 * addresses, orders and checkouts only among the signed-in customer's own.
 */
export function createSecurityHandlers(db: AppDatabase) {
  return {
    async bearerAuth(request: FastifyRequest) {
      const token = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw new DomainError('unauthenticated', 'UNAUTHORIZED', 'Please login first');
      const session = await findSession(db, token);
      if (!session) {
        throw new DomainError(
          'unauthenticated',
          'UNAUTHORIZED',
          'Your session has ended, please login again',
        );
      }
      const { customerId } = request.params as { customerId?: string };
      if (customerId !== undefined && customerId !== session.customerId) {
        throw new DomainError('forbidden', 'FORBIDDEN', 'Not allowed');
      }
      sessionOfRequest.set(request, session);
    },
  };
}

/** The session that bearerAuth found for this request. */
export function sessionOf(request: FastifyRequest): Session {
  const session = sessionOfRequest.get(request);
  if (!session) throw new Error('sessionOf called on an operation without bearerAuth');
  return session;
}

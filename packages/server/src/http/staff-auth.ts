import type { FastifyRequest } from 'fastify';
import type { AppDatabase } from '../db/open.ts';
import { DomainError } from '../domain-error.ts';
import type { Actor } from '../staff/audit.ts';
import { mayDo, type Permission } from '../staff/permissions.ts';
import { findStaffSession, type StaffSession, type StaffSessionStage } from '../staff/sessions.ts';

const sessionOfRequest = new WeakMap<FastifyRequest, StaffSession>();

function bearerToken(request: FastifyRequest): string {
  const token = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw new DomainError('unauthenticated', 'UNAUTHORIZED', 'Please sign in first');
  return token;
}

const sessionEnded = () =>
  new DomainError('unauthenticated', 'UNAUTHORIZED', 'Your session has ended, please sign in again');

/**
 * The back office's security handlers, run before every operation of its contract:
 * - `staffSession` needs a signed-in staff session whose role holds the permission the operation's
 *   scope names (PERMISSIONS), else 401 / 403;
 * - `staffChallenge` needs the short-lived token of a sign-in at the stage its scope names.
 * Customer tokens live in another table and are never found here.
 */
export function createStaffSecurityHandlers(db: AppDatabase) {
  return {
    async staffSession(request: FastifyRequest, _reply: unknown, scopes: Permission[] = []) {
      const session = await findStaffSession(db, bearerToken(request), 'signedIn');
      if (!session) throw sessionEnded();
      if (!scopes.every((permission) => mayDo(session.staff.role, permission))) {
        throw new DomainError('forbidden', 'FORBIDDEN', 'Your role may not do this');
      }
      sessionOfRequest.set(request, session);
    },
    async staffChallenge(request: FastifyRequest, _reply: unknown, [stage]: StaffSessionStage[] = []) {
      if (!stage) throw new Error('staffChallenge needs the stage as its scope');
      const session = await findStaffSession(db, bearerToken(request), stage);
      if (!session) throw sessionEnded();
      sessionOfRequest.set(request, session);
    },
  };
}

/** The staff session the security handler found for this request. */
export function staffSessionOf(request: FastifyRequest): StaffSession {
  const session = sessionOfRequest.get(request);
  if (!session) throw new Error('staffSessionOf called on an operation without staff security');
  return session;
}

/** The signed-in staff member as the audit log names who did a write. */
export function staffActorOf(request: FastifyRequest): Actor {
  const { staff } = staffSessionOf(request);
  return { id: staff.id, email: staff.email };
}

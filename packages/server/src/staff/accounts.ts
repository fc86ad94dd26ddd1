import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { normaliseEmail } from '../customers/customer-view.ts';
import { hashPassword } from '../customers/secrets.ts';
import type { AppDatabase } from '../db/open.ts';
import { staff, staffSessions } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { type Actor, recordAudit } from './audit.ts';
import { assertStrongStaffPassword } from './password-policy.ts';
import type { StaffRole } from './permissions.ts';
import { type StaffRow, staffSnapshot, staffView } from './staff-view.ts';

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

/**
 * Creates a staff account with a role and a first password (argon2id). Refuses a weak password
 * (WEAK_PASSWORD) and an email another staff account has (EMAIL_EXISTS).
 */
export async function createStaff(db: AppDatabase, actor: Actor, input: NewStaff) {
  const email = normaliseEmail(input.email);
  const name = input.name.trim();
  if (name === '') {
    throw new DomainError('invalid', 'VALIDATION_FAILED', 'The name is empty', {
      issues: [{ path: '/body/name', message: 'is empty' }],
    });
  }
  assertStrongStaffPassword(input.password, email);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({ email, name, role: input.role, passwordHash })
      .onConflictDoNothing({ target: staff.email })
      .returning();
    if (!row) throw new DomainError('conflict', 'EMAIL_EXISTS', 'A staff account has this email already');
    await recordAudit(tx, actor, {
      action: 'staff.create',
      targetType: 'staff',
      targetId: row.id,
      before: null,
      after: staffSnapshot(row),
    });
    return staffView(row);
  });
}

/** Every staff account: owners first, then managers, packers, editors; by name within a role. */
export async function listStaff(db: AppDatabase) {
  const rows = await db
    .select()
    .from(staff)
    .orderBy(
      sql`array_position(array['owner','manager','packer','editor'], ${staff.role})`,
      asc(staff.name),
      asc(staff.email),
    );
  return rows.map(staffView);
}

async function lockedStaff(db: AppDatabase, staffId: string): Promise<StaffRow> {
  const [row] = await db.select().from(staff).where(eq(staff.id, staffId)).for('update');
  if (!row) throw new DomainError('notFound', 'STAFF_NOT_FOUND', 'No such staff member');
  return row;
}

/** Ends every live session of a staff member; answers how many. */
async function endSessions(db: AppDatabase, staffId: string): Promise<number> {
  const ended = await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        sql`${staffSessions.expiresAt} > now()`,
      ),
    )
    .returning({ id: staffSessions.id });
  return ended.length;
}

/**
 * Changes a member's role, deactivates / reactivates the account or removes its authenticator (they
 * enrol a new one at their next sign-in). Any of these but a reactivation ends the member's sessions. The shop always keeps one active owner (LAST_OWNER).
 */
export async function updateStaff(
  db: AppDatabase,
  actor: Actor,
  staffId: string,
  change: { role?: StaffRole; active?: boolean; secondFactor?: false },
) {
  return db.transaction(async (tx) => {
    // One change of owners at a time, so two owners cannot demote each other at once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff owners'))`);
    const before = await lockedStaff(tx, staffId);
    const role = change.role ?? before.role;
    const active = change.active ?? before.deactivatedAt === null;
    const wasActiveOwner = before.role === 'owner' && before.deactivatedAt === null;
    if (wasActiveOwner && (role !== 'owner' || !active)) {
      const [others] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(staff)
        .where(and(eq(staff.role, 'owner'), isNull(staff.deactivatedAt), ne(staff.id, staffId)));
      if ((others?.count ?? 0) === 0) {
        throw new DomainError('conflict', 'LAST_OWNER', 'The shop needs at least one active owner');
      }
    }
    const [after] = await tx
      .update(staff)
      .set({
        role,
        deactivatedAt: active ? null : (before.deactivatedAt ?? sql`now()`),
        ...(change.secondFactor === false
          ? { totpSecret: null, totpPendingSecret: null, totpLastStep: null }
          : {}),
      })
      .where(eq(staff.id, staffId))
      .returning();
    if (!after) throw new DomainError('notFound', 'STAFF_NOT_FOUND', 'No such staff member');
    if (role !== before.role || !active || change.secondFactor === false) await endSessions(tx, staffId);
    await recordAudit(tx, actor, {
      action: 'staff.update',
      targetType: 'staff',
      targetId: staffId,
      before: staffSnapshot(before),
      after: staffSnapshot(after),
    });
    return staffView(after);
  });
}

/** Ends every session of a staff member (an owner's action); answers how many were live. */
export async function revokeStaffSessions(db: AppDatabase, actor: Actor, staffId: string) {
  return db.transaction(async (tx) => {
    const row = await lockedStaff(tx, staffId);
    const revoked = await endSessions(tx, staffId);
    await recordAudit(tx, actor, {
      action: 'staff.sessions.revoke',
      targetType: 'staff',
      targetId: row.id,
      before: null,
      after: { revoked },
    });
    return { revoked };
  });
}

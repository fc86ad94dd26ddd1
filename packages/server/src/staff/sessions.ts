import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { CommerceSettings } from '../commerce-settings.ts';
import { normaliseEmail } from '../customers/customer-view.ts';
import { forgetAddressFailures, reserveLoginAttempt } from '../customers/login-limiter.ts';
import { hashPassword, passwordMatches, randomToken, sha256 } from '../customers/secrets.ts';
import type { AppDatabase } from '../db/open.ts';
import { type STAFF_SESSION_STAGES, staff, staffSessions } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { recordAudit } from './audit.ts';
import { assertStrongStaffPassword } from './password-policy.ts';
import { SECOND_FACTOR_ROLES } from './permissions.ts';
import { openSecret, sealSecret } from './secret-box.ts';
import { type StaffRow, staffSnapshot, staffView } from './staff-view.ts';
import { acceptedTotpStep, newTotpSecret } from './totp.ts';

type LoginLimits = CommerceSettings['loginLimits'];
/** What signing staff in needs: the guessing limits, and the key their authenticator secrets are sealed with. */
export type StaffSignInSettings = Pick<CommerceSettings, 'loginLimits' | 'staffSecretKey'>;
export type StaffSessionStage = (typeof STAFF_SESSION_STAGES)[number];

/** A signed-in staff session lasts a working day. */
export const STAFF_SESSION_HOURS = 12;
/** A sign-in waiting for its second factor (or its enrolment) may finish within 5 minutes. */
export const STAFF_CHALLENGE_MINUTES = 5;

/**
 * The keys of staff accounts in the sign-in limiter, apart from customers' emails: a password
 * guess and a code guess each count like a customer's wrong password.
 */
const passwordKey = (email: string) => `staff ${email}`;
const codeKey = (email: string) => `staff code ${email}`;

export interface StaffSession {
  id: string;
  staff: StaffRow;
}

async function startSession(db: AppDatabase, row: StaffRow, stage: StaffSessionStage) {
  const token = randomToken();
  const lifetimeMs =
    stage === 'signedIn' ? STAFF_SESSION_HOURS * 3_600_000 : STAFF_CHALLENGE_MINUTES * 60_000;
  const expiresAt = new Date(Date.now() + lifetimeMs);
  await db.insert(staffSessions).values({ staffId: row.id, tokenHash: sha256(token), stage, expiresAt });
  if (stage === 'signedIn') {
    await db.update(staff).set({ lastSignInAt: sql`now()` }).where(eq(staff.id, row.id));
    await recordAudit(db, actorOf(row), signInWrite(row, 'staff.sign-in'));
  }
  return {
    stage,
    token,
    expiresAt: expiresAt.toISOString(),
    ...(stage === 'signedIn' ? { staff: staffView(row) } : {}),
  };
}

const actorOf = (row: StaffRow) => ({ id: row.id, email: row.email });
const signInWrite = (row: StaffRow, action: string) => ({
  action,
  targetType: 'staff',
  targetId: row.id,
  before: null,
  after: null,
});

function invalidCredentials() {
  return new DomainError('unauthenticated', 'INVALID_CREDENTIALS', 'Invalid email or password');
}

/**
 * Checks email and password under the customers' sign-in limits. Answers a signed-in session, or
 * (owners, managers and anyone enrolled) a short-lived token for the second factor or its enrolment.
 */
export async function signInStaff(
  db: AppDatabase,
  limits: LoginLimits,
  { email: typed, password, address }: { email: string; password: string; address: string },
) {
  const email = normaliseEmail(typed);
  const attempt = { email: passwordKey(email), address };
  await reserveLoginAttempt(db, limits, attempt);
  const [row] = await db.select().from(staff).where(eq(staff.email, email));
  if (!row) throw invalidCredentials();
  if (!(await passwordMatches(row.passwordHash, password))) {
    // Owners see guessing at a member's password in the log, beside the limits that stop it.
    await recordAudit(db, actorOf(row), signInWrite(row, 'staff.sign-in.refused'));
    throw invalidCredentials();
  }
  await forgetAddressFailures(db, attempt);
  if (row.deactivatedAt !== null) {
    throw new DomainError('forbidden', 'STAFF_DEACTIVATED', 'This staff account is deactivated');
  }
  if (row.totpSecret !== null) return startSession(db, row, 'secondFactor');
  if (SECOND_FACTOR_ROLES.includes(row.role)) return startSession(db, row, 'enrolment');
  return startSession(db, row, 'signedIn');
}

/** The live session of a token at `stage`: not expired, not revoked, its account active. */
export async function findStaffSession(
  db: AppDatabase,
  token: string,
  stage: StaffSessionStage,
): Promise<StaffSession | undefined> {
  const [row] = await db
    .select({ id: staffSessions.id, staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, sha256(token)),
        eq(staffSessions.stage, stage),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, sql`now()`),
        isNull(staff.deactivatedAt),
      ),
    );
  return row;
}

export async function endStaffSession(db: AppDatabase, sessionId: string): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: sql`now()` }).where(eq(staffSessions.id, sessionId));
}

/** A member signs out: their session ends, and the log says so. */
export async function signOutStaff(db: AppDatabase, session: StaffSession): Promise<void> {
  await db.transaction(async (tx) => {
    await endStaffSession(tx, session.id);
    await recordAudit(tx, actorOf(session.staff), signInWrite(session.staff, 'staff.sign-out'));
  });
}

/**
 * Takes a code for `secret` under the sign-in limits: a wrong code, or one of a step already used,
 * is TOTP_INVALID. Answers the step to keep as the last one used.
 */
async function acceptCode(
  db: AppDatabase,
  limits: LoginLimits,
  row: StaffRow,
  { secret, code, address }: { secret: string; code: string; address: string },
): Promise<number> {
  const attempt = { email: codeKey(row.email), address };
  await reserveLoginAttempt(db, limits, attempt);
  const step = acceptedTotpStep(secret, row.email, code);
  if (step === undefined || (row.totpLastStep !== null && step <= row.totpLastStep)) {
    throw new DomainError('unauthenticated', 'TOTP_INVALID', 'The code is wrong or already used');
  }
  await forgetAddressFailures(db, attempt);
  return step;
}

/** Finishes a sign-in with the authenticator's current code: the challenge ends, a session starts. */
export async function verifySecondFactor(
  db: AppDatabase,
  settings: StaffSignInSettings,
  challenge: StaffSession,
  { code, address }: { code: string; address: string },
) {
  const { staff: row } = challenge;
  if (row.totpSecret === null)
    throw new DomainError('unauthenticated', 'UNAUTHORIZED', 'Please sign in again');
  const secret = openSecret(settings.staffSecretKey, row.id, row.totpSecret);
  const step = await acceptCode(db, settings.loginLimits, row, { secret, code, address });
  return db.transaction(async (tx) => {
    // The step is kept only if no other request kept this one or a later one meanwhile.
    const [kept] = await tx
      .update(staff)
      .set({ totpLastStep: step })
      .where(and(eq(staff.id, row.id), sql`coalesce(${staff.totpLastStep}, -1) < ${step}`))
      .returning({ id: staff.id });
    if (!kept) throw new DomainError('unauthenticated', 'TOTP_INVALID', 'The code is wrong or already used');
    await endStaffSession(tx, challenge.id);
    return startSession(tx, row, 'signedIn');
  });
}

/** A new authenticator secret for an enrolling member, shown this once; kept when confirmed. */
export async function startEnrolment(
  db: AppDatabase,
  settings: StaffSignInSettings,
  challenge: StaffSession,
) {
  const { id, email } = challenge.staff;
  const { secret, uri } = newTotpSecret(email);
  const sealed = sealSecret(settings.staffSecretKey, id, secret);
  await db.update(staff).set({ totpPendingSecret: sealed }).where(eq(staff.id, id));
  return { secret, uri };
}

/** Keeps the enrolled secret once a code from it is right, then finishes signing in. */
export async function confirmEnrolment(
  db: AppDatabase,
  settings: StaffSignInSettings,
  challenge: StaffSession,
  { code, address }: { code: string; address: string },
) {
  const [row] = await db.select().from(staff).where(eq(staff.id, challenge.staff.id));
  const sealed = row?.totpPendingSecret;
  if (!row || !sealed) {
    throw new DomainError('conflict', 'ENROLMENT_NOT_STARTED', 'Ask for a new authenticator secret first');
  }
  const secret = openSecret(settings.staffSecretKey, row.id, sealed);
  const step = await acceptCode(db, settings.loginLimits, row, { secret, code, address });
  return db.transaction(async (tx) => {
    const [after] = await tx
      .update(staff)
      .set({ totpSecret: sealed, totpPendingSecret: null, totpLastStep: step })
      .where(and(eq(staff.id, row.id), eq(staff.totpPendingSecret, sealed)))
      .returning();
    if (!after)
      throw new DomainError('conflict', 'ENROLMENT_NOT_STARTED', 'Ask for a new authenticator secret first');
    await recordAudit(
      tx,
      { id: row.id, email: row.email },
      {
        action: 'staff.second-factor.enrol',
        targetType: 'staff',
        targetId: row.id,
        before: staffSnapshot(row),
        after: staffSnapshot(after),
      },
    );
    await endStaffSession(tx, challenge.id);
    return startSession(tx, after, 'signedIn');
  });
}

/**
 * A member changes their own password: the current one is checked under the sign-in limits (a
 * stolen session must not become a stolen account), the new one under the staff password rule.
 * Their other sessions end; this one goes on. Answers how many ended.
 */
export async function changeStaffPassword(
  db: AppDatabase,
  limits: LoginLimits,
  session: StaffSession,
  change: { currentPassword: string; newPassword: string; address: string },
): Promise<{ revoked: number }> {
  const { staff: member } = session;
  const attempt = { email: passwordKey(member.email), address: change.address };
  await reserveLoginAttempt(db, limits, attempt);
  if (!(await passwordMatches(member.passwordHash, change.currentPassword))) {
    throw new DomainError('unprocessable', 'CURRENT_PASSWORD_INCORRECT', 'The current password is wrong');
  }
  await forgetAddressFailures(db, attempt);
  if (change.newPassword === change.currentPassword) {
    throw new DomainError('unprocessable', 'PASSWORD_UNCHANGED', 'The new password is the current one');
  }
  assertStrongStaffPassword(change.newPassword, member.email);
  const passwordHash = await hashPassword(change.newPassword);
  return db.transaction(async (tx) => {
    await tx.update(staff).set({ passwordHash }).where(eq(staff.id, member.id));
    const others = await tx
      .update(staffSessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(staffSessions.staffId, member.id),
          ne(staffSessions.id, session.id),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: staffSessions.id });
    await recordAudit(tx, actorOf(member), {
      ...signInWrite(member, 'staff.password.change'),
      after: { otherSessionsEnded: others.length },
    });
    return { revoked: others.length };
  });
}

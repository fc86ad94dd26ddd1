import type { components } from '@probuild/api-client/schema';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { CommerceSettings } from '../commerce-settings.ts';
import type { AppDatabase } from '../db/open.ts';
import { customers } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { findCustomer } from './customer-store.ts';
import { normaliseEmail, normalisePhone } from './customer-view.ts';
import { recordRightPassword, reserveLoginAttempt } from './login-limiter.ts';
import { hashPassword, passwordMatches } from './secrets.ts';
import { type CustomerRow, createSession, revokeOtherSessions, type Session } from './sessions.ts';
import { sendEmailChange, sendEmailVerification, useEmailToken, useSmsCode } from './verification.ts';

type LoginLimits = CommerceSettings['loginLimits'];

// Deliberately loose: the contract's own format check has already run; this only tells an email
// from a user name or phone number typed into the same box.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const emailExists = () => new DomainError('conflict', 'EMAIL_EXISTS', 'Email already exists');
const invalidCredentials = () =>
  new DomainError('unauthenticated', 'INVALID_CREDENTIALS', 'Invalid email or password');

/** 409 when another customer signs in with this email. */
async function ensureEmailFree(db: AppDatabase, email: string, customerId: string): Promise<void> {
  const [taken] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.email, email), ne(customers.id, customerId)));
  if (taken) throw emailExists();
}

/** A new customer with a password; the email's verification link is queued with it. */
export async function registerCustomer(
  db: AppDatabase,
  registration: components['schemas']['RegistrationPayload'],
  { linkBase }: { linkBase: string },
): Promise<CustomerRow> {
  const email = normaliseEmail(registration.email);
  const passwordHash = await hashPassword(registration.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customers)
      .values({
        email,
        firstName: registration.firstName.trim(),
        lastName: registration.lastName.trim(),
        phone: normalisePhone(registration.phone),
        passwordHash,
        dateOfBirth: registration.dateOfBirth ?? null,
        gender: registration.gender ?? null,
        postalAddress: registration.address ?? null,
        preferences: registration.preferences ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw emailExists();
    await sendEmailVerification(tx, {
      customerId: row.id,
      clientAddress: null,
      email,
      linkBase,
      checkResend: false,
    });
    return row;
  });
}

/**
 * Signs a customer in with email and password from a client address, under the login limits: the
 * same work and the same refusal whether the email is unknown or the password wrong.
 */
export async function signInWithPassword(
  db: AppDatabase,
  limits: LoginLimits,
  { identifier, password, address }: { identifier: string; password: string; address: string },
): Promise<{ customer: CustomerRow; token: string; expiresAt: Date }> {
  if (!EMAIL_SHAPE.test(identifier.trim())) {
    throw new DomainError('unprocessable', 'MALFORMED_IDENTIFIER', 'Invalid email format');
  }
  const email = normaliseEmail(identifier);
  const attempt = { email, address };
  // Counted as a failure until the password proves right.
  await reserveLoginAttempt(db, limits, attempt);
  const [row] = await db.select().from(customers).where(eq(customers.email, email));
  if (!(await passwordMatches(row?.passwordHash ?? null, password)) || !row) throw invalidCredentials();
  await recordRightPassword(db, { customerId: row.id, ...attempt });
  if (row.status === 'suspended') {
    throw new DomainError('forbidden', 'ACCOUNT_SUSPENDED', 'This account is suspended. Please contact us.');
  }
  const { token, expiresAt } = await createSession(db, row.id);
  return { customer: await findCustomer(db, row.id), token, expiresAt };
}

/**
 * Saves the profile. A new email waits for its link (asking for the current one again drops a
 * pending change); a new phone number is unverified.
 */
export async function updateProfile(
  db: AppDatabase,
  customerId: string,
  profile: components['schemas']['ProfileUpdate'],
  { clientAddress, linkBase }: { clientAddress: string; linkBase: string },
): Promise<CustomerRow> {
  const email = normaliseEmail(profile.email);
  const phone = normalisePhone(profile.phone);
  return db.transaction(async (tx) => {
    const before = await findCustomer(tx, customerId);
    const emailChanged = email !== before.email;
    if (emailChanged) await ensureEmailFree(tx, email, customerId);
    const pendingEmail = emailChanged ? email : null;
    const [row] = await tx
      .update(customers)
      .set({
        firstName: profile.firstName.trim(),
        lastName: profile.lastName.trim(),
        pendingEmail,
        phone,
        phoneVerified: phone === before.phone ? before.phoneVerified : false,
        updatedAt: sql`now()`,
      })
      .where(eq(customers.id, customerId))
      .returning();
    if (emailChanged && email !== before.pendingEmail) {
      await sendEmailChange(tx, {
        customerId,
        clientAddress,
        currentEmail: before.email,
        newEmail: email,
        linkBase,
      });
    }
    return row as CustomerRow;
  });
}

/**
 * Sets a new password after the current one is proved; a wrong current password counts as a failed
 * sign-in, so a stolen session cannot guess it at will. The customer's other sessions end.
 */
export async function changePassword(
  db: AppDatabase,
  limits: LoginLimits,
  session: Session,
  {
    currentPassword,
    newPassword,
    address,
  }: { currentPassword: string; newPassword: string; address: string },
): Promise<{ revokedSessions: number }> {
  const customer = await findCustomer(db, session.customerId);
  if (customer.passwordHash === null) {
    throw new DomainError(
      'unprocessable',
      'NO_PASSWORD_SET',
      'This account signs in with a social account and has no password',
    );
  }
  await reserveLoginAttempt(db, limits, { email: customer.email, address });
  if (!(await passwordMatches(customer.passwordHash, currentPassword))) {
    throw new DomainError('unprocessable', 'CURRENT_PASSWORD_INCORRECT', 'The current password is incorrect');
  }
  await recordRightPassword(db, { customerId: customer.id, email: customer.email, address });
  if (await passwordMatches(customer.passwordHash, newPassword)) {
    throw new DomainError(
      'unprocessable',
      'PASSWORD_UNCHANGED',
      'The new password must differ from the current one',
    );
  }
  const passwordHash = await hashPassword(newPassword);
  const revokedSessions = await db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(customers.id, session.customerId));
    return revokeOtherSessions(tx, session.customerId, session.id);
  });
  return { revokedSessions };
}

/** Uses an email link: the account's email, or the change waiting for it, is verified. */
export async function verifyEmail(db: AppDatabase, token: string): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const { customerId, email } = await useEmailToken(tx, token);
    const customer = await findCustomer(tx, customerId);
    if (email === customer.pendingEmail) {
      // Another account may have taken the address since the change was asked for.
      await ensureEmailFree(tx, email, customerId);
    } else if (email !== customer.email) {
      // A link for an address the customer has since replaced confirms nothing.
      throw new DomainError(
        'notFound',
        'VERIFICATION_TOKEN_INVALID',
        'This verification link is invalid, used or expired',
      );
    }
    const [row] = await tx
      .update(customers)
      .set({ email, pendingEmail: null, emailVerified: true, updatedAt: sql`now()` })
      .where(eq(customers.id, customerId))
      .returning({ email: customers.email });
    return row as { email: string };
  });
}

/** Sends a link for the account's email while it is unverified, or for a new one waiting for it. */
export async function requestEmailVerification(
  db: AppDatabase,
  customerId: string,
  { email: asked, clientAddress, linkBase }: { email: string; clientAddress: string; linkBase: string },
) {
  const customer = await findCustomer(db, customerId);
  const email = normaliseEmail(asked);
  if (email !== customer.email && email !== customer.pendingEmail) {
    throw new DomainError('unprocessable', 'EMAIL_MISMATCH', 'This is not the email of your account');
  }
  if (email === customer.email && customer.emailVerified) {
    throw new DomainError('conflict', 'ALREADY_VERIFIED', 'This email is already verified');
  }
  return sendEmailVerification(db, { customerId: customer.id, clientAddress, email, linkBase });
}

/** Uses an SMS code: the phone number becomes the customer's, verified. */
export async function verifyPhone(
  db: AppDatabase,
  customerId: string,
  { phone: typed, code }: { phone: string; code: string },
): Promise<CustomerRow> {
  const phone = normalisePhone(typed);
  await useSmsCode(db, { customerId, phone, code });
  const [row] = await db
    .update(customers)
    .set({ phone, phoneVerified: true, updatedAt: sql`now()` })
    .where(eq(customers.id, customerId))
    .returning();
  return row as CustomerRow;
}

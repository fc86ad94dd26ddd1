import { and, eq, ne, sql } from 'drizzle-orm';
import { sessionOf } from '../customers/auth.ts';
import { findCustomer } from '../customers/customer-store.ts';
import { customerView, normaliseEmail, normalisePhone } from '../customers/customer-view.ts';
import { recordRightPassword, reserveLoginAttempt } from '../customers/login-limiter.ts';
import {
  PASSWORD_RESET_MINUTES,
  PASSWORD_RESETS_PER_ADDRESS_PER_MINUTE,
  requestPasswordReset,
  resetPassword,
} from '../customers/password-reset.ts';
import { hashPassword, passwordMatches } from '../customers/secrets.ts';
import {
  type CustomerRow,
  createSession,
  revokeOtherSessions,
  revokeSession,
} from '../customers/sessions.ts';
import {
  sendEmailChange,
  sendEmailVerification,
  sendPhoneVerification,
  useEmailToken,
  useSmsCode,
} from '../customers/verification.ts';
import type { AppDatabase } from '../db/open.ts';
import { customers } from '../db/schema/index.ts';
import { createAddressLimiter } from '../http/address-limiter.ts';
import { HttpError, ok } from '../http/envelope.ts';
import type { OperationHandlers } from '../http/operations.ts';
import type { HandlerContext } from './context.ts';

type CustomerOperations =
  | 'registerCustomer'
  | 'loginCustomer'
  | 'logoutCustomer'
  | 'getProfile'
  | 'updateProfile'
  | 'changePassword'
  | 'verifyEmail'
  | 'createEmailVerification'
  | 'createPhoneVerification'
  | 'verifyPhone'
  | 'requestPasswordReset'
  | 'resetPassword';

// Deliberately loose: the contract's own format check has already run; this only tells an email
// from a user name or phone number typed into the same box.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const emailExists = () => new HttpError(409, 'EMAIL_EXISTS', 'Email already exists');

/** 409 when another customer signs in with this email. */
async function ensureEmailFree(db: AppDatabase, email: string, customerId: string): Promise<void> {
  const [taken] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.email, email), ne(customers.id, customerId)));
  if (taken) throw emailExists();
}
const invalidCredentials = () => new HttpError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');

/** Operations tagged `customers` that use email and password (social sign-in is in social-login.ts). */
export function customerHandlers({
  database,
  settings,
}: HandlerContext): Pick<OperationHandlers, CustomerOperations> {
  const { db } = database;
  const resetRequests = createAddressLimiter(db, 'password reset', PASSWORD_RESETS_PER_ADDRESS_PER_MINUTE);
  // A deterrent against scripts filling the customer table and the outbox from one machine.
  const registrations = createAddressLimiter(db, 'registration', settings.registrationsPerMinute);

  return {
    async registerCustomer(request, reply) {
      await registrations.enforce(request, reply, 'Too many registrations from this address');
      const { body } = request;
      const email = normaliseEmail(body.email);
      const passwordHash = await hashPassword(body.password);
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(customers)
          .values({
            email,
            firstName: body.firstName.trim(),
            lastName: body.lastName.trim(),
            phone: normalisePhone(body.phone),
            passwordHash,
            dateOfBirth: body.dateOfBirth ?? null,
            gender: body.gender ?? null,
            postalAddress: body.address ?? null,
            preferences: body.preferences ?? null,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw emailExists();
        await sendEmailVerification(tx, {
          customerId: row.id,
          clientAddress: null,
          email,
          linkBase: settings.shopOrigin,
          checkResend: false,
        });
        return row;
      });
      reply.code(201);
      return ok(customerView(created), 'Registration successful, please login');
    },

    async loginCustomer(request, reply) {
      const { identifier, password } = request.body;
      if (!EMAIL_SHAPE.test(identifier.trim())) {
        throw new HttpError(422, 'MALFORMED_IDENTIFIER', 'Invalid email format');
      }
      const email = normaliseEmail(identifier);
      const attempt = { email, address: request.ip };
      // Counted as a failure until the password proves right.
      await reserveLoginAttempt(db, settings.loginLimits, reply, attempt);
      const [row] = await db.select().from(customers).where(eq(customers.email, email));
      // The same work and the same answer whether the email is unknown or the password wrong.
      if (!(await passwordMatches(row?.passwordHash ?? null, password)) || !row) throw invalidCredentials();
      await recordRightPassword(db, { customerId: row.id, ...attempt });
      if (row.status === 'suspended') {
        throw new HttpError(403, 'ACCOUNT_SUSPENDED', 'This account is suspended. Please contact us.');
      }
      const { token, expiresAt } = await createSession(db, row.id);
      const customer = await findCustomer(db, row.id);
      return ok({ customer: customerView(customer), token, expiresAt: expiresAt.toISOString() }, 'Signed in');
    },

    async logoutCustomer(request) {
      await revokeSession(db, sessionOf(request).id);
      return ok(null, 'Signed out');
    },

    async getProfile(request) {
      return ok(customerView(await findCustomer(db, sessionOf(request).customerId)));
    },

    async updateProfile(request) {
      const { customerId } = sessionOf(request);
      const { body } = request;
      const email = normaliseEmail(body.email);
      const phone = normalisePhone(body.phone);
      const updated = await db.transaction(async (tx) => {
        const before = await findCustomer(tx, customerId);
        const emailChanged = email !== before.email;
        if (emailChanged) await ensureEmailFree(tx, email, customerId);
        // A new email waits for its link; asking for the current one again drops a pending change.
        const pendingEmail = emailChanged ? email : null;
        const [row] = await tx
          .update(customers)
          .set({
            firstName: body.firstName.trim(),
            lastName: body.lastName.trim(),
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
            clientAddress: request.ip,
            currentEmail: before.email,
            newEmail: email,
            linkBase: settings.shopOrigin,
          });
        }
        return row as CustomerRow;
      });
      return ok(customerView(updated), 'Profile updated');
    },

    async changePassword(request, reply) {
      const session = sessionOf(request);
      const { currentPassword, newPassword } = request.body;
      const customer = await findCustomer(db, session.customerId);
      if (customer.passwordHash === null) {
        throw new HttpError(
          422,
          'NO_PASSWORD_SET',
          'This account signs in with a social account and has no password',
        );
      }
      // A wrong current password counts as a failed sign-in: a stolen session cannot guess it at will.
      await reserveLoginAttempt(db, settings.loginLimits, reply, {
        email: customer.email,
        address: request.ip,
      });
      if (!(await passwordMatches(customer.passwordHash, currentPassword))) {
        throw new HttpError(422, 'CURRENT_PASSWORD_INCORRECT', 'The current password is incorrect');
      }
      await recordRightPassword(db, { customerId: customer.id, email: customer.email, address: request.ip });
      if (await passwordMatches(customer.passwordHash, newPassword)) {
        throw new HttpError(422, 'PASSWORD_UNCHANGED', 'The new password must differ from the current one');
      }
      const passwordHash = await hashPassword(newPassword);
      const revokedSessions = await db.transaction(async (tx) => {
        await tx
          .update(customers)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(eq(customers.id, session.customerId));
        return revokeOtherSessions(tx, session.customerId, session.id);
      });
      return ok({ revokedSessions }, 'Password changed');
    },

    async verifyEmail(request) {
      const verified = await db.transaction(async (tx) => {
        const { customerId, email } = await useEmailToken(tx, request.params.token);
        const customer = await findCustomer(tx, customerId);
        if (email === customer.pendingEmail) {
          // Another account may have taken the address since the change was asked for.
          await ensureEmailFree(tx, email, customerId);
        } else if (email !== customer.email) {
          // A link for an address the customer has since replaced confirms nothing.
          throw new HttpError(
            404,
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
      return ok({ email: verified.email, emailVerified: true as const }, 'Email verified');
    },

    async requestPasswordReset(request, reply) {
      await resetRequests.enforce(request, reply, 'Too many password reset requests');
      await requestPasswordReset(db, {
        email: request.body.email,
        linkBase: settings.shopOrigin,
      });
      reply.code(202);
      return ok(
        { linkMinutes: PASSWORD_RESET_MINUTES },
        'If an account uses this email, a link to set a new password is on its way',
      );
    },

    async resetPassword(request) {
      const { token, newPassword } = request.body;
      return ok(await resetPassword(db, { token, newPassword, address: request.ip }), 'Password set');
    },

    async createEmailVerification(request, reply) {
      const customer = await findCustomer(db, sessionOf(request).customerId);
      const email = normaliseEmail(request.body.email);
      // The current email while it is unverified, or a new one waiting for its link.
      if (email !== customer.email && email !== customer.pendingEmail) {
        throw new HttpError(422, 'EMAIL_MISMATCH', 'This is not the email of your account');
      }
      if (email === customer.email && customer.emailVerified)
        throw new HttpError(409, 'ALREADY_VERIFIED', 'This email is already verified');
      const sent = await sendEmailVerification(db, {
        customerId: customer.id,
        clientAddress: request.ip,
        email,
        linkBase: settings.shopOrigin,
      });
      reply.code(202);
      return ok(sent, 'Verification email sent');
    },

    async createPhoneVerification(request, reply) {
      const sent = await sendPhoneVerification(db, {
        customerId: sessionOf(request).customerId,
        clientAddress: request.ip,
        phone: normalisePhone(request.body.phone),
      });
      reply.code(202);
      return ok(sent, 'Verification code sent');
    },

    async verifyPhone(request) {
      const { customerId } = sessionOf(request);
      const phone = normalisePhone(request.body.phone);
      await useSmsCode(db, { customerId, phone, code: request.body.code });
      const [row] = await db
        .update(customers)
        .set({ phone, phoneVerified: true, updatedAt: sql`now()` })
        .where(eq(customers.id, customerId))
        .returning();
      return ok(customerView(row as CustomerRow), 'Phone verified');
    },
  };
}

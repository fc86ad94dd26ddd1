import {
  changePassword,
  registerCustomer,
  requestEmailVerification,
  signInWithPassword,
  updateProfile,
  verifyEmail,
  verifyPhone,
} from '../customers/account.ts';
import { findCustomer } from '../customers/customer-store.ts';
import { customerView, normalisePhone } from '../customers/customer-view.ts';
import {
  PASSWORD_RESET_MINUTES,
  PASSWORD_RESETS_PER_ADDRESS_PER_MINUTE,
  requestPasswordReset,
  resetPassword,
} from '../customers/password-reset.ts';
import { revokeSession } from '../customers/sessions.ts';
import { sendPhoneVerification } from '../customers/verification.ts';
import { createAddressLimiter } from '../http/address-limiter.ts';
import { sessionOf } from '../http/bearer-auth.ts';
import { ok } from '../http/envelope.ts';
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

/** Operations tagged `customers` that use email and password (social sign-in is in social-login.ts). */
export function customerHandlers({
  database,
  settings,
}: HandlerContext): Pick<OperationHandlers, CustomerOperations> {
  const { db } = database;
  const resetRequests = createAddressLimiter(db, 'password reset', PASSWORD_RESETS_PER_ADDRESS_PER_MINUTE);
  // A deterrent against scripts filling the customer table and the outbox from one machine.
  const registrations = createAddressLimiter(db, 'registration', settings.registrationsPerMinute);
  const linkBase = settings.shopOrigin;

  return {
    async registerCustomer(request, reply) {
      await registrations.enforce(request, reply, 'Too many registrations from this address');
      const created = await registerCustomer(db, request.body, { linkBase });
      reply.code(201);
      return ok(customerView(created), 'Registration successful, please login');
    },

    async loginCustomer(request) {
      const { identifier, password } = request.body;
      const { customer, token, expiresAt } = await signInWithPassword(db, settings.loginLimits, {
        identifier,
        password,
        address: request.ip,
      });
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
      const updated = await updateProfile(db, sessionOf(request).customerId, request.body, {
        clientAddress: request.ip,
        linkBase,
      });
      return ok(customerView(updated), 'Profile updated');
    },

    async changePassword(request) {
      const { currentPassword, newPassword } = request.body;
      const changed = await changePassword(db, settings.loginLimits, sessionOf(request), {
        currentPassword,
        newPassword,
        address: request.ip,
      });
      return ok(changed, 'Password changed');
    },

    async verifyEmail(request) {
      const verified = await verifyEmail(db, request.params.token);
      return ok({ email: verified.email, emailVerified: true as const }, 'Email verified');
    },

    async requestPasswordReset(request, reply) {
      await resetRequests.enforce(request, reply, 'Too many password reset requests');
      await requestPasswordReset(db, { email: request.body.email, linkBase });
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
      const sent = await requestEmailVerification(db, sessionOf(request).customerId, {
        email: request.body.email,
        clientAddress: request.ip,
        linkBase,
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
      const verified = await verifyPhone(db, sessionOf(request).customerId, request.body);
      return ok(customerView(verified), 'Phone verified');
    },
  };
}

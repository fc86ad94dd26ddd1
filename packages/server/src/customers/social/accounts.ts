import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open.ts';
import { customers, socialAccounts } from '../../db/schema/index.ts';
import { DomainError } from '../../domain-error.ts';
import { type CustomerRow, revokeOtherSessions } from '../sessions.ts';
import type { SocialIdentity } from './identity.ts';

/**
 * The customer of a social identity. Signing in: the linked customer, else the customer with the
 * same email when the provider vouches for it and the customer verified it (linked now, ending the
 * customer's other sessions), else a new customer. Registering: a new customer, 409 when the
 * account or its email is already known.
 */
export async function customerForIdentity(
  db: AppDatabase,
  identity: SocialIdentity,
  { registering, phone }: { registering: boolean; phone?: string },
): Promise<{ customer: CustomerRow; isNewCustomer: boolean }> {
  const emailExists = () => new DomainError('conflict', 'EMAIL_EXISTS', 'Email already exists');
  const found = await db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ customer: customers })
      .from(socialAccounts)
      .innerJoin(customers, eq(customers.id, socialAccounts.customerId))
      .where(
        and(eq(socialAccounts.provider, identity.provider), eq(socialAccounts.subject, identity.subject)),
      );
    if (linked) {
      if (registering) throw emailExists();
      return { customer: linked.customer, isNewCustomer: false };
    }
    const email = identity.email ?? `${identity.provider}-${identity.subject}@social.invalid`.toLowerCase();
    const [sameEmail] = await tx.select().from(customers).where(eq(customers.email, email)).for('update');
    if (sameEmail) {
      if (registering) throw emailExists();
      if (!identity.emailVerified) {
        throw new DomainError(
          'forbidden',
          'FORBIDDEN',
          'This email already has an account: please sign in with your password',
        );
      }
      // Whoever registered an email first need not own it: an account that never proved its email
      // is no one's to join, else its password and sessions would reach the mailbox owner's data.
      if (!sameEmail.emailVerified) {
        throw new DomainError(
          'conflict',
          'ACCOUNT_EMAIL_UNVERIFIED',
          'This email already has an account that has not verified it. Sign in with its password and ' +
            'verify the email in your account, or set a new password with “Forgot password”; then ' +
            'sign in with this provider again.',
        );
      }
      await tx
        .insert(socialAccounts)
        .values({ provider: identity.provider, subject: identity.subject, customerId: sameEmail.id });
      // The provider now signs the account in: every session from before the link ends.
      await revokeOtherSessions(tx, sameEmail.id, '');
      return { customer: sameEmail, isNewCustomer: false };
    }
    const [created] = await tx
      .insert(customers)
      .values({
        email,
        firstName: identity.firstName,
        lastName: identity.lastName,
        phone: phone ?? null,
        passwordHash: null,
        profilePicture: identity.picture,
        emailVerified: identity.email !== null && identity.emailVerified,
      })
      .returning();
    if (!created) throw new Error('The new customer was not stored');
    await tx
      .insert(socialAccounts)
      .values({ provider: identity.provider, subject: identity.subject, customerId: created.id });
    return { customer: created, isNewCustomer: true };
  });
  if (found.customer.status === 'suspended') {
    throw new DomainError('forbidden', 'ACCOUNT_SUSPENDED', 'This account is suspended. Please contact us.');
  }
  return found;
}

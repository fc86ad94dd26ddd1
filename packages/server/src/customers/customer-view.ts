import type { components } from '@probuild/api-client/schema';
import type { CustomerRow } from './sessions.ts';

type Customer = components['schemas']['Customer'];

const iso = (value: Date | string) => new Date(value).toISOString();

/** A customer as the contract shows it (never the password hash). */
export function customerView(row: CustomerRow): Customer {
  return {
    _id: row.id,
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    profilePicture: row.profilePicture,
    emailVerified: row.emailVerified,
    pendingEmail: row.pendingEmail,
    phoneVerified: row.phoneVerified,
    hasPassword: row.passwordHash !== null,
    status: row.status,
    createdAt: iso(row.createdAt),
    lastLoginAt: row.lastLoginAt ? iso(row.lastLoginAt) : null,
  };
}

/** Phone numbers are stored as digits (a leading + kept): `081-234 5678` → `0812345678`. */
export function normalisePhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** `so****@example.com`, `081***5678`: enough to recognise, not enough to harvest. */
export function maskDestination(destination: string): string {
  const at = destination.indexOf('@');
  if (at > 0) return `${destination.slice(0, Math.min(2, at))}****${destination.slice(at)}`;
  return `${destination.slice(0, 3)}***${destination.slice(-4)}`;
}

import { randomUUID } from 'node:crypto';
import { STAFF_ROLES } from '@probuild/api-client/backoffice/enums';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The shop's staff: accounts apart from customers, their sessions and the log of what they changed.

/** What a staff session token may do: the whole back office, or only its sign-in's next step. */
export const STAFF_SESSION_STAGES = ['signedIn', 'secondFactor', 'enrolment'] as const;

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const staff = pgTable(
  'staff',
  {
    id: id(),
    /** Lower-cased; unique among staff (a customer may have the same email). */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** argon2id. */
    passwordHash: text('password_hash').notNull(),
    /** The confirmed TOTP secret, sealed (staff/secret-box.ts); null until an authenticator is enrolled. */
    totpSecret: text('totp_secret'),
    /** A secret shown for enrolment (sealed), kept once a code from it is confirmed. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last 30-second step a code was accepted for: a code is good once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('staff_email_key').on(table.email)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: id(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id),
    tokenHash: text('token_hash').notNull(),
    stage: text('stage', { enum: STAFF_SESSION_STAGES }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_sessions_token_hash_key').on(table.tokenHash),
    index('staff_sessions_staff_idx').on(table.staffId),
  ],
);

/**
 * Every write by staff: who, when, what, and the thing before and after. Append-only: the database
 * refuses UPDATE, DELETE and TRUNCATE on it (migration 0030).
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the `staff:create` command run on the server. */
    actorId: text('actor_id').references(() => staff.id),
    /** The actor's email when it happened. */
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('staff_audit_actor_idx').on(table.actorId),
    // What was done to one thing (an order's steps, a customer's status changes), newest first.
    index('staff_audit_target_idx').on(table.targetType, table.targetId, table.id),
  ],
);

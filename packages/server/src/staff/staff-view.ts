import type { staff } from '../db/schema/index.ts';

export type StaffRow = typeof staff.$inferSelect;

/** A staff account as the back office shows it (and as the audit log keeps it): no secrets. */
export function staffView(row: StaffRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.deactivatedAt === null,
    secondFactor: row.totpSecret !== null,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of an account before and after a write. */
export function staffSnapshot(row: StaffRow) {
  const { email, name, role, active, secondFactor } = staffView(row);
  return { email, name, role, active, secondFactor };
}

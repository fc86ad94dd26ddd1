import { desc, lt } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { staffAudit } from '../db/schema/index.ts';

/** Who did a write: a staff member, or the `staff:create` command (id null) run on the server. */
export interface Actor {
  id: string | null;
  email: string;
}

export interface AuditWrite {
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
}

/** Appends one entry to the audit log; call it in the transaction of the write it records. */
export async function recordAudit(db: AppDatabase, actor: Actor, write: AuditWrite): Promise<void> {
  await db.insert(staffAudit).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: write.action,
    targetType: write.targetType,
    targetId: write.targetId,
    before: write.before ?? null,
    after: write.after ?? null,
  });
}

/** A page of the log, newest first, older than entry `before` when given. */
export async function auditPage(db: AppDatabase, { before, limit }: { before?: number; limit: number }) {
  const rows = await db
    .select()
    .from(staffAudit)
    .where(before === undefined ? undefined : lt(staffAudit.id, before))
    .orderBy(desc(staffAudit.id))
    .limit(limit + 1);
  const entries = rows.slice(0, limit).map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, email: row.actorEmail },
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
  }));
  const last = entries.at(-1);
  return { entries, nextBefore: rows.length > limit && last ? last.id : null };
}

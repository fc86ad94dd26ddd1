import { sql } from 'drizzle-orm';
import type { AppDatabase } from './open.ts';

/** Answers once the database runs a statement; throws when it cannot. */
export async function checkDatabase(db: AppDatabase): Promise<void> {
  await db.execute(sql`select 1`);
}

import { sql } from 'drizzle-orm';
import { ok } from '../http/envelope.ts';
import type { OperationHandlers } from '../http/operations.ts';
import type { HandlerContext } from './context.ts';

/** Operations tagged `system`. */
export function systemHandlers({ database }: HandlerContext): Pick<OperationHandlers, 'getHealth'> {
  return {
    async getHealth() {
      await database.db.execute(sql`select 1`);
      return ok({ status: 'ok', database: database.kind } as const);
    },
  };
}

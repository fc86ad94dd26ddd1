import { checkDatabase } from '../db/health.ts';
import { ok } from '../http/envelope.ts';
import type { OperationHandlers } from '../http/operations.ts';
import type { HandlerContext } from './context.ts';

/** Operations tagged `system`. */
export function systemHandlers({ database }: HandlerContext): Pick<OperationHandlers, 'getHealth'> {
  return {
    async getHealth() {
      await checkDatabase(database.db);
      return ok({ status: 'ok', database: database.kind } as const);
    },
  };
}

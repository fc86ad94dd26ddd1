import { HttpError, ok } from '../http/envelope.ts';
import type { OperationHandlers } from '../http/operations.ts';
import { createCheckLimiter } from '../warranty/check-limiter.ts';
import { checkWarranty } from '../warranty/warranty-check.ts';
import type { HandlerContext } from './context.ts';

/** The warranty check of the customer service page (tag `service`). */
export function warrantyHandlers({
  database,
  settings,
}: HandlerContext): Pick<OperationHandlers, 'checkWarranty'> {
  const limiter = createCheckLimiter(settings.warrantyChecksPerMinute);
  return {
    async checkWarranty(request, reply) {
      const wait = limiter.take(request.ip);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new HttpError(
          429,
          'RATE_LIMITED',
          `Too many warranty checks; please try again in ${wait} seconds`,
        );
      }
      const result = await checkWarranty(database.db, request.body.serialNumber);
      return ok(result, result.message.en ?? result.message.th);
    },
  };
}

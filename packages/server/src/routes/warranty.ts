import { createAddressLimiter } from '../http/address-limiter.ts';
import { ok } from '../http/envelope.ts';
import type { OperationHandlers } from '../http/operations.ts';
import { checkWarranty } from '../warranty/warranty-check.ts';
import type { HandlerContext } from './context.ts';

/** The warranty check of the customer service page (tag `service`). */
export function warrantyHandlers({
  database,
  settings,
}: HandlerContext): Pick<OperationHandlers, 'checkWarranty'> {
  const limiter = createAddressLimiter(database.db, 'warranty check', settings.warrantyChecksPerMinute);
  return {
    async checkWarranty(request, reply) {
      await limiter.enforce(request, reply, 'Too many warranty checks');
      const result = await checkWarranty(database.db, request.body.serialNumber);
      return ok(result, result.message.en ?? result.message.th);
    },
  };
}

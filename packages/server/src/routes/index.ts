import { DomainError } from '../domain-error.ts';
import type { OperationHandlers } from '../http/operations.ts';
import { addressLookupHandlers } from './addressLookups.ts';
import { cartHandlers } from './cart.ts';
import { catalogueHandlers } from './catalogue.ts';
import { comparisonHandlers } from './comparison.ts';
import { contentHandlers } from './content.ts';
import type { HandlerContext } from './context.ts';
import { customerHandlers } from './customers.ts';
import { orderHandlers } from './orders.ts';
import { paymentHandlers } from './payments.ts';
import { serviceContentHandlers } from './service.ts';
import { shippingAddressHandlers } from './shipping-addresses.ts';
import { socialLoginHandlers } from './social-login.ts';
import { specBuilderHandlers } from './spec-builder.ts';
import { systemHandlers } from './system.ts';
import { warrantyHandlers } from './warranty.ts';

/**
 * The service object of fastify-openapi-glue: one handler per operationId, from one module per
 * contract tag. Operations of the contract without a handler yet answer 501.
 */
export function createHandlers(context: HandlerContext, contractOperationIds: string[]) {
  const implemented: Partial<OperationHandlers> = {
    ...systemHandlers(context),
    ...catalogueHandlers(context),
    ...comparisonHandlers(context),
    ...specBuilderHandlers(context),
    ...addressLookupHandlers(context),
    ...contentHandlers(context),
    ...serviceContentHandlers(context),
    ...customerHandlers(context),
    ...socialLoginHandlers(context),
    ...shippingAddressHandlers(context),
    ...cartHandlers(context),
    ...orderHandlers(context),
    ...paymentHandlers(context),
    ...warrantyHandlers(context),
  };
  const handlers: Record<string, unknown> = {};
  for (const operationId of contractOperationIds) handlers[operationId] = notImplemented(operationId);
  return Object.assign(handlers, implemented);
}

function notImplemented(operationId: string) {
  return async () => {
    throw new DomainError(
      'notImplemented',
      'NOT_IMPLEMENTED',
      `The operation ${operationId} is not implemented yet`,
    );
  };
}

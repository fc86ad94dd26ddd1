import { idOf } from '@probuild/machines';
import type { QueryClient } from '@tanstack/react-query';
import { paymentConfigQuery } from '../api/paymentConfigQuery.ts';
import { cartQuery } from '../session/cartReads.ts';
import { customerOf, type SessionState } from '../session/useSession.ts';
import type { AppPath } from './routePaths.ts';

const CART: AppPath = '/cart';

/**
 * The first calls of a page the browser renders, started with the app rather than once the page's
 * chunk has loaded and rendered: the page's own queries find their answers on the way. Only calls
 * that the address and the restored session settle are made here.
 */
export function startPageCalls(path: string, session: SessionState, queryClient: QueryClient): void {
  const customerId = idOf(customerOf(session));
  if (path === CART && customerId) {
    void queryClient.prefetchQuery(cartQuery(customerId));
    void queryClient.prefetchQuery(paymentConfigQuery);
  }
}

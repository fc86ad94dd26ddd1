import type { QueryClient } from '@tanstack/react-query';
import { queries } from '../api/client.ts';

const LINES = '/cart/{customerId}';
const SUGGESTIONS = '/cart/{customerId}/related';

/** The customer's cart: its lines and the server's subtotal. */
export const cartQuery = (customerId: string) =>
  queries.queryOptions('get', LINES, { params: { path: { customerId } } });

/** The cart query's key, to put the server's answer to a change in place. */
export const cartQueryKey = (customerId: string) => cartQuery(customerId).queryKey;

/**
 * Reads the cart and its suggestions again wherever they are shown (after an add, a change, an
 * order). With the server's answer to a change (`lines`), that answer is put in place at once and
 * only the suggestions made from the lines are read again.
 */
export function refreshCartReads(
  queryClient: QueryClient,
  lines?: { customerId: string; cart: unknown },
): Promise<void> {
  if (lines) {
    queryClient.setQueryData(cartQueryKey(lines.customerId), {
      success: true,
      message: '',
      data: lines.cart,
    });
  }
  const stale = lines ? [SUGGESTIONS] : [LINES, SUGGESTIONS];
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] === 'get' && stale.includes(queryKey[1] as string),
  });
}

import type { QueryClient } from '@tanstack/react-query';

/** The cached reads a change of the cart's lines makes stale: the lines, and what is suggested with them. */
const CART_READS: readonly unknown[] = ['/cart/{customerId}', '/cart/{customerId}/related'];

/** Reads the cart and its suggestions again wherever they are shown (after an add, a change, an order). */
export function refreshCartReads(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] === 'get' && CART_READS.includes(queryKey[1]),
  });
}

import { createApiClient, createApiQueries } from '@probuild/api-client';
import { QueryClient } from '@tanstack/react-query';

export const api = createApiClient();
export const queries = createApiQueries(api);

/** The shop's query defaults; the browser has one cache, the server one per page it renders. */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

export const queryClient = newQueryClient();

import { createApiClient, createApiQueries } from '@probuild/api-client';
import { QueryClient } from '@tanstack/react-query';

export const api = createApiClient();
export const queries = createApiQueries(api);

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

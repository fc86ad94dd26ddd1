import { queries } from './client.ts';

/** The social sign-in providers the shop has set up: fixed while the server runs. */
export const socialProvidersQuery = {
  ...queries.queryOptions('get', '/customers/social-providers', {}),
  staleTime: Number.POSITIVE_INFINITY,
};

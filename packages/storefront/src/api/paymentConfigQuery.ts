import { queries } from './client.ts';

/** Which provider takes payments, and where cards are tokenised: fixed while the server runs. */
export const paymentConfigQuery = {
  ...queries.queryOptions('get', '/payments/config', {}),
  staleTime: Number.POSITIVE_INFINITY,
};

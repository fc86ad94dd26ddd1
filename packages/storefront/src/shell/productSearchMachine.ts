import { searchResultsOf } from '@probuild/api-client';
import { productSearchMachine, type SearchAnswer } from '@probuild/machines';
import { fromPromise } from 'xstate';
import { api } from '../api/client.ts';
import { TERM_MAX_LENGTH } from '../listing/listQuery.ts';

/** The debounced search with the real call; an empty result shows the machine's own th/en text. */
export const shopSearchMachine = productSearchMachine.provide({
  actors: {
    searchProducts: fromPromise<SearchAnswer, { query: string }>(async ({ input, signal }) => {
      const answer = await api.GET('/web/search-product/search', {
        params: { query: { q: input.query.slice(0, TERM_MAX_LENGTH) } },
        signal,
      });
      const products = searchResultsOf(answer.data?.data);
      return { products, total: answer.data?.total ?? products.length };
    }),
  },
});

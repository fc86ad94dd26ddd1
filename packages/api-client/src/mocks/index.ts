// MSW handlers and fixtures for Storybook. Imported as `@probuild/api-client/mocks`, never from the
// package's main entry, so msw stays out of the production bundle.
export {
  envelope,
  type GetAnswer,
  type GetOk,
  type GetPath,
  type GetVariants,
  getHandler,
  getListVariants,
  getVariants,
  mswPath,
  serverErrorBody,
} from './contractHttp.ts';
export { categoryTree } from './fixtures/categoryTree.ts';
export { comsetCards, comsetDetail, comsetOptions, comsetQuotes } from './fixtures/comset.ts';
export * as content from './fixtures/content.ts';
export { bundleItems, productDetail } from './fixtures/productDetail.ts';
export { products } from './fixtures/products.ts';
export { chiangMaiAddress } from './fixtures/shippingAddresses.ts';
export {
  defaultHandlers,
  handlers,
  NO_SEARCH_RESULTS_MESSAGE,
  searchAnswer,
  searchFixtures,
} from './handlers.ts';
export { askedLists, listAnswer, listProductHandler } from './listStandIn.ts';

/**
 * The SKU rule the shop's apps share. On the server a SKU a request brings (a path, a body, a query,
 * an imported cell) is parsed where the request is read (routes/, http/, the import's reader), and
 * the domain never changes a SKU's case itself.
 */
export { parseSku, type Sku } from '@probuild/api-client';

import { parseSku } from '../../catalogue/sku.ts';
import { ok } from '../../http/envelope.ts';
import type { BackofficeOperationHandlers } from '../../http/operations.ts';
import { staffActorOf } from '../../http/staff-auth.ts';
import {
  adjustStock,
  countStock,
  LOW_STOCK_THRESHOLD,
  lowStock,
  productStock,
  receiveStock,
} from '../../stock/stock-operations.ts';
import type { HandlerContext } from '../context.ts';

type StockHandlers = Pick<
  BackofficeOperationHandlers,
  'listLowStock' | 'getProductStock' | 'receiveStock' | 'adjustStock' | 'countStock'
>;

/** Each product's stock ledger: reading it, receiving, adjusting, stock takes, the low-stock list. */
export function createStockHandlers({ database }: HandlerContext): StockHandlers {
  const { db } = database;
  /** A write to a product's ledger: its SKU, what the form sent and the request's idempotency key. */
  const ledgerWrite = <Body extends object>(request: {
    params: { sku: string };
    body: Body;
    headers: Record<string, unknown>;
  }) => ({
    sku: parseSku(request.params.sku),
    ...request.body,
    idempotencyKey: String(request.headers['idempotency-key']),
  });
  return {
    listLowStock: async (request) =>
      ok(
        await lowStock(db, {
          threshold: request.query.threshold ?? LOW_STOCK_THRESHOLD,
          limit: request.query.limit ?? 100,
        }),
      ),
    getProductStock: async (request) =>
      ok(
        await productStock(db, {
          sku: parseSku(request.params.sku),
          before: request.query.before,
          limit: request.query.limit ?? 50,
        }),
      ),
    receiveStock: async (request) => ok(await receiveStock(db, staffActorOf(request), ledgerWrite(request))),
    adjustStock: async (request) => ok(await adjustStock(db, staffActorOf(request), ledgerWrite(request))),
    countStock: async (request) => ok(await countStock(db, staffActorOf(request), ledgerWrite(request))),
  };
}

import { singleItem } from '../content/sections.ts';
import { ok } from '../http/envelope.ts';
import type { OperationHandlers } from '../http/operations.ts';
import type { HandlerContext } from './context.ts';

/** The content operations tagged `service`: the about page (and footer) and the after-sales texts. */
export function serviceContentHandlers({
  database,
}: HandlerContext): Pick<OperationHandlers, 'getAbout' | 'getAfterSales'> {
  const { db } = database;
  return {
    getAbout: async () => ok(await singleItem(db, 'site', 'about', 'about')),
    getAfterSales: async () => ok(await singleItem(db, 'site', 'after-sales', 'after-sales')),
  };
}

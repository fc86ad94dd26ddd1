import { eq } from 'drizzle-orm';
import { canonicalSku } from '../catalogue/product-detail.ts';
import type { Database } from '../db/open.ts';
import { products } from '../db/schema/index.ts';

/** A product page's path: its SKU as the address carries it. */
const PRODUCT_PAGE = /^\/product\/([^/?#]+)\/?$/i;

/**
 * Whether a path of the app's routes names something that exists: a product page of an unknown SKU
 * is answered 404 (the app shows its not-found view), so search engines drop it. Other routes exist.
 */
export function pageFinder({ db }: Database): (path: string) => Promise<boolean> {
  return async (path) => {
    const encoded = PRODUCT_PAGE.exec(path)?.[1];
    if (encoded === undefined) return true;
    let sku: string;
    try {
      sku = decodeURIComponent(encoded);
    } catch {
      return false;
    }
    const [row] = await db
      .select({ sku: products.sku })
      .from(products)
      .where(eq(products.sku, canonicalSku(sku)))
      .limit(1);
    return row !== undefined;
  };
}

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../src/db/open.ts';
import { products } from '../../src/db/schema/index.ts';
import { moveStock } from '../../src/stock/stock-ledger.ts';

type ProductRow = typeof products.$inferSelect;

export interface TestProductOptions {
  price: number;
  salePrice?: number | null;
  stock: number;
  colors?: ProductRow['colors'];
  nameEn?: string;
}

/**
 * A product of our own (a copy of a seeded one with a new SKU, price and stock), so that a test
 * knows exactly what the server must charge and how many units there are.
 */
export async function addTestProduct(db: AppDatabase, options: TestProductOptions): Promise<ProductRow> {
  const [template] = await db.select().from(products).where(eq(products.productType, 'product')).limit(1);
  if (!template) throw new Error('The seed has no products to copy');
  const { effectivePrice: _, ...columns } = template;
  const sku = `TEST-${randomUUID().slice(0, 8).toUpperCase()}`;
  const [row] = await db
    .insert(products)
    .values({
      ...columns,
      sku,
      price: options.price,
      salePrice: options.salePrice ?? null,
      plannedSalePrice: options.salePrice ?? null,
      stock: 0,
      colors: options.colors ?? [],
      nameEn: options.nameEn ?? `Test product ${sku}`,
      nameTh: options.nameEn ?? `สินค้าทดสอบ ${sku}`,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  // Its units arrive through the stock ledger, as every change of stock does.
  if (options.stock > 0) await moveStock(db, sku, options.stock, { kind: 'received' });
  return { ...row, stock: options.stock };
}

export async function stockOf(db: AppDatabase, sku: string): Promise<number> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.sku, sku));
  return row?.stock ?? Number.NaN;
}

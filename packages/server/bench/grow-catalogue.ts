import { getTableColumns, sql } from 'drizzle-orm';
import type { AppDatabase } from '../src/db/open.ts';
import { productDetails, products } from '../src/db/schema/index.ts';

/** Columns a copy takes over unchanged (everything but the SKU, its pictures, search text and date). */
const copiedColumns = Object.values(getTableColumns(products))
  .map((column) => column.name)
  .filter((name) => !['sku', 'images', 'search_text', 'created_at', 'effective_price'].includes(name));

const detailColumns = Object.values(getTableColumns(productDetails))
  .map((column) => column.name)
  .filter((name) => name !== 'sku');

/**
 * For benchmarks only, on a throw-away database: grows the catalogue to at least `target`
 * products with copies of the real ones under derived SKUs (`…-B1`, `…-B2`, …), dated a day apart.
 */
export async function growCatalogue(db: AppDatabase, target: number): Promise<number> {
  const [{ originals } = { originals: 0 }] = await db
    .select({ originals: sql<number>`count(*)::int` })
    .from(products)
    .where(sql`${products.sku} !~ '-B[0-9]+$'`);
  if (originals === 0) throw new Error('Seed the catalogue before growing it');
  const copies = Math.max(0, Math.ceil(target / originals) - 1);
  const columns = sql.raw(copiedColumns.map((name) => `"${name}"`).join(', '));
  const fromOriginal = sql.raw(copiedColumns.map((name) => `p."${name}"`).join(', '));
  await db.transaction(async (tx) => {
    // Copying 100 000 products takes longer than the pool lets one statement run.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`
    insert into products (sku, images, search_text, created_at, ${columns})
    select
      p.sku || '-B' || n,
      jsonb_build_array('/images/products/' || p.sku || '-B' || n || '/1.svg', '/images/products/' || p.sku || '-B' || n || '/2.svg'),
      lower(p.sku || '-B' || n) || ' ' || p.search_text,
      p.created_at - n * interval '1 day',
      ${fromOriginal}
    from products p cross join generate_series(1, ${copies}::int) as n
    where p.sku !~ '-B[0-9]+$'
    on conflict (sku) do nothing`);
    await tx.execute(sql`
    insert into product_details
    select d.sku || '-B' || n, ${sql.raw(detailColumns.map((name) => `d."${name}"`).join(', '))}
    from product_details d cross join generate_series(1, ${copies}::int) as n
    where d.sku !~ '-B[0-9]+$'
    on conflict (sku) do nothing`);
    // Each copy's stock opens its ledger, as the migration opened the real products'.
    await tx.execute(sql`
    insert into stock_movements (sku, kind, quantity, balance)
    select p.sku, 'opening', p.stock, p.stock from products p
    where p.sku ~ '-B[0-9]+$' and p.stock <> 0
      and not exists (select 1 from stock_movements m where m.sku = p.sku)`);
  });
  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(products);
  return total;
}

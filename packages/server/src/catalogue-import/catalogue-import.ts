import { asc, eq, inArray, sql } from 'drizzle-orm';
import { bahtTextOf } from '../catalogue-editing/product-input.ts';
import { saleInForce, tagsFor } from '../catalogue-editing/sale-period.ts';
import type { AppDatabase } from '../db/open.ts';
import { brands, products } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { searchTextOf } from '../seed/products.ts';
import { type Actor, recordAudit } from '../staff/audit.ts';
import { setStockLevels } from '../stock/stock-ledger.ts';
import { readSheet, type SheetColumn, type SheetRow, satangOf, writeSheet } from './catalogue-sheet.ts';

/** Why a row cannot be imported; the back office words each code in the editor's language. */
export type RowProblemCode =
  | 'REQUIRED'
  | 'SKU_UNKNOWN'
  | 'SKU_REPEATED'
  | 'COMSET_NOT_IMPORTED'
  | 'TOO_LONG'
  | 'PRICE_INVALID'
  | 'SALE_NOT_BELOW_PRICE'
  | 'STOCK_INVALID';

export interface RowProblem {
  row: number;
  column: SheetColumn;
  code: RowProblemCode;
  /** An English default; clients show their own text for `code`. */
  message: string;
}

/** What a checked file would do, or did. */
export interface ImportReport {
  rows: number;
  problems: RowProblem[];
  /** Products whose names or prices change. */
  productsChanged: number;
  /** Products whose stock changes (each one a movement of the ledger). */
  stockChanged: number;
  unchanged: number;
}

/** The most units a row may set. */
const MAX_STOCK = 1_000_000;
const MAX_NAME = 300;
/** Rows per statement. */
const BATCH = 1_000;

interface Wanted {
  sku: string;
  nameTh: string;
  nameEn: string;
  price: number;
  /** The editor's (planned) sale price: in force while its sale period runs, as the editor sets it. */
  plannedSalePrice: number | null;
  stock: number;
}

type Current = Wanted & {
  productType: string;
  brandName: string;
  model: string;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
  tags: (typeof products.$inferSelect)['tags'];
  isNew: boolean;
};

/** A row's change of names and prices, with what the product then shows (its sale in force, tags). */
type ProductChange = Wanted & {
  searchText: string;
  salePrice: number | null;
  tags: Current['tags'];
  keepsPeriod: boolean;
};

async function currentProducts(
  db: AppDatabase,
  skus: string[],
  lock: boolean,
): Promise<Map<string, Current>> {
  const found = new Map<string, Current>();
  for (let start = 0; start < skus.length; start += BATCH) {
    const query = db
      .select({
        sku: products.sku,
        nameTh: products.nameTh,
        nameEn: products.nameEn,
        price: products.price,
        plannedSalePrice: products.plannedSalePrice,
        stock: products.stock,
        productType: products.productType,
        saleStartsAt: products.saleStartsAt,
        saleEndsAt: products.saleEndsAt,
        tags: products.tags,
        isNew: products.isNew,
        model: products.model,
        brandName: brands.name,
      })
      .from(products)
      .innerJoin(brands, eq(brands.key, products.brandKey))
      .where(inArray(products.sku, skus.slice(start, start + BATCH)))
      .orderBy(asc(products.sku));
    for (const row of await (lock ? query.for('update', { of: products }) : query)) found.set(row.sku, row);
  }
  return found;
}

const problem = (row: number, column: SheetColumn, code: RowProblemCode, message: string): RowProblem => ({
  row,
  column,
  code,
  message,
});

/** One row's problems, and what it asks for when it has none. */
function checkRow(
  { row, cells }: SheetRow,
  current: Map<string, Current>,
  seen: Map<string, number>,
): { problems: RowProblem[]; wanted?: Wanted } {
  const problems: RowProblem[] = [];
  const sku = cells.sku.toUpperCase();
  if (sku === '') problems.push(problem(row, 'sku', 'REQUIRED', 'A SKU is required'));
  else if (seen.has(sku))
    problems.push(problem(row, 'sku', 'SKU_REPEATED', `The SKU is on row ${seen.get(sku)} already`));
  else {
    seen.set(sku, row);
    const product = current.get(sku);
    if (!product) problems.push(problem(row, 'sku', 'SKU_UNKNOWN', 'No product has this SKU'));
    else if (product.productType !== 'product')
      problems.push(problem(row, 'sku', 'COMSET_NOT_IMPORTED', 'A computer set is priced from its parts'));
  }
  for (const column of ['name_th', 'name_en'] as const) {
    if (cells[column] === '') problems.push(problem(row, column, 'REQUIRED', 'A name is required'));
    else if ([...cells[column]].length > MAX_NAME)
      problems.push(problem(row, column, 'TOO_LONG', `At most ${MAX_NAME} characters`));
  }
  const price = satangOf(cells.price);
  if (price === undefined)
    problems.push(problem(row, 'price', 'PRICE_INVALID', 'A price in baht, e.g. 12990 or 12990.50'));
  const salePrice = cells.sale_price === '' ? null : satangOf(cells.sale_price);
  if (salePrice === undefined)
    problems.push(problem(row, 'sale_price', 'PRICE_INVALID', 'A price in baht, or empty for no sale'));
  // The product editor's rule (catalogue-editing/product-input.ts).
  else if (salePrice !== null && price !== undefined && salePrice >= price)
    problems.push(
      problem(row, 'sale_price', 'SALE_NOT_BELOW_PRICE', 'The sale price must be below the price'),
    );
  const stock = /^\d{1,7}$/.test(cells.stock) ? Number(cells.stock) : undefined;
  if (stock === undefined || stock > MAX_STOCK)
    problems.push(problem(row, 'stock', 'STOCK_INVALID', `Whole units from 0 to ${MAX_STOCK}`));
  if (problems.length > 0) return { problems };
  return {
    problems,
    wanted: {
      sku,
      nameTh: cells.name_th,
      nameEn: cells.name_en,
      price: price as number,
      plannedSalePrice: salePrice ?? null,
      stock: stock as number,
    },
  };
}

interface Plan {
  report: ImportReport;
  productChanges: ProductChange[];
  stockChanges: { sku: string; stock: number }[];
}

async function plan(db: AppDatabase, file: Buffer | string, lock: boolean, now = new Date()): Promise<Plan> {
  const rows = readSheet(file);
  const skus = [...new Set(rows.map((row) => row.cells.sku.toUpperCase()).filter((sku) => sku !== ''))];
  const current = await currentProducts(db, skus, lock);
  const seen = new Map<string, number>();
  const problems: RowProblem[] = [];
  const productChanges: Plan['productChanges'] = [];
  const stockChanges: Plan['stockChanges'] = [];
  let unchanged = 0;
  for (const row of rows) {
    const checked = checkRow(row, current, seen);
    problems.push(...checked.problems);
    const { wanted } = checked;
    const product = wanted && current.get(wanted.sku);
    if (!wanted || !product) continue;
    const described =
      wanted.nameTh !== product.nameTh ||
      wanted.nameEn !== product.nameEn ||
      wanted.price !== product.price ||
      wanted.plannedSalePrice !== product.plannedSalePrice;
    if (described) {
      // No sale price, no sale: its period goes with it, as the editor requires.
      const keepsPeriod = wanted.plannedSalePrice !== null;
      const salePrice = saleInForce(
        keepsPeriod
          ? { ...product, plannedSalePrice: wanted.plannedSalePrice }
          : { ...wanted, saleStartsAt: null, saleEndsAt: null },
        now,
      );
      productChanges.push({
        ...wanted,
        searchText: searchTextOf({ ...wanted, brandName: product.brandName, model: product.model }),
        salePrice,
        tags: tagsFor(product.tags, { onSale: salePrice !== null, isNew: product.isNew }),
        keepsPeriod,
      });
    }
    if (wanted.stock !== product.stock) stockChanges.push({ sku: wanted.sku, stock: wanted.stock });
    if (!described && wanted.stock === product.stock) unchanged++;
  }
  return {
    report: {
      rows: rows.length,
      problems,
      productsChanged: productChanges.length,
      stockChanged: stockChanges.length,
      unchanged,
    },
    productChanges,
    stockChanges,
  };
}

/** The dry run: every row's problems and what the import would change; nothing is written. */
export async function checkImport(db: AppDatabase, file: Buffer | string): Promise<ImportReport> {
  return (await plan(db, file, false)).report;
}

/**
 * The import, all or nothing in one transaction: a file with any row problem changes nothing (422
 * `IMPORT_HAS_PROBLEMS`, each problem in `errors`). Products are matched by SKU and only what
 * differs is written, so the same file imported again changes nothing; each stock change is an
 * `imported` movement of the ledger. One audit entry records the import.
 */
export async function applyImport(
  db: AppDatabase,
  actor: Actor,
  file: Buffer | string,
): Promise<ImportReport> {
  return db.transaction(async (tx) => {
    const { report, productChanges, stockChanges } = await plan(tx, file, true);
    if (report.problems.length > 0)
      throw new DomainError(
        'unprocessable',
        'IMPORT_HAS_PROBLEMS',
        `${report.problems.length} problems in the file; nothing was imported`,
        {
          issues: report.problems.map((item) => ({
            path: `/rows/${item.row}/${item.column}`,
            message: item.code,
          })),
        },
      );
    for (let start = 0; start < productChanges.length; start += BATCH) {
      const values = productChanges
        .slice(start, start + BATCH)
        .map(
          (change) =>
            sql`(${change.sku}, ${change.nameTh}, ${change.nameEn}, ${change.price}::int, ${change.plannedSalePrice}::int, ${change.salePrice}::int, ${JSON.stringify(change.tags)}::jsonb, ${change.keepsPeriod}::boolean, ${change.searchText})`,
        );
      await tx.execute(sql`
        update ${products} set name_th = v.name_th, name_en = v.name_en, price = v.price,
          planned_sale_price = v.planned, sale_price = v.sale_price, tags = v.tags,
          sale_starts_at = case when v.keeps_period then sale_starts_at end,
          sale_ends_at = case when v.keeps_period then sale_ends_at end,
          search_text = v.search_text
        from (values ${sql.join(values, sql`, `)})
          as v(sku, name_th, name_en, price, planned, sale_price, tags, keeps_period, search_text)
        where ${products.sku} = v.sku`);
    }
    await setStockLevels(tx, stockChanges, { kind: 'imported', staff: actor });
    if (productChanges.length + stockChanges.length > 0)
      await recordAudit(tx, actor, {
        action: 'catalogue.import',
        targetType: 'catalogue',
        targetId: 'products',
        before: null,
        after: {
          rows: report.rows,
          productsChanged: report.productsChanged,
          stockChanged: report.stockChanged,
          skus: [...new Set([...productChanges, ...stockChanges].map((change) => change.sku))].slice(0, 100),
        },
      });
    return report;
  });
}

/** Every product (computer sets are priced from their parts and left out) as the sheet, by SKU. */
export async function exportSheet(db: AppDatabase): Promise<string> {
  const rows = await db
    .select({
      sku: products.sku,
      nameTh: products.nameTh,
      nameEn: products.nameEn,
      price: products.price,
      plannedSalePrice: products.plannedSalePrice,
      stock: products.stock,
    })
    .from(products)
    .where(eq(products.productType, 'product'))
    .orderBy(asc(products.sku));
  return writeSheet(
    rows.map((row) => ({
      sku: row.sku,
      name_th: row.nameTh,
      name_en: row.nameEn,
      price: bahtTextOf(row.price),
      sale_price: row.plannedSalePrice === null ? '' : bahtTextOf(row.plannedSalePrice),
      stock: String(row.stock),
    })),
  );
}

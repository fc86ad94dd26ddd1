import { asc, eq, inArray, sql } from 'drizzle-orm';
import { parseSku } from '../catalogue/sku.ts';
import { newProductRows } from '../catalogue-editing/product-editing.ts';
import {
  bahtTextOf,
  type CatalogueRefs,
  checkProductInput,
  loadCatalogueRefs,
  normaliseProductInput,
  type ProductInput,
  type ProductProblemCode,
} from '../catalogue-editing/product-input.ts';
import { saleInForce, tagsFor } from '../catalogue-editing/sale-period.ts';
import type { AppDatabase } from '../db/open.ts';
import { brands, type ProductSpecs, productDetails, products } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { refreshCategoryCounts, searchTextOf } from '../seed/products.ts';
import { type Actor, recordAudit } from '../staff/audit.ts';
import { setStockLevels } from '../stock/stock-ledger.ts';
import {
  PRODUCT_COLUMNS,
  readSheet,
  SHEET_COLUMNS,
  type SheetColumn,
  type SheetRow,
  SPEC_PREFIX,
  satangOf,
  writeSheet,
} from './catalogue-sheet.ts';
import { isZip, readWorkbook, writeWorkbook } from './catalogue-workbook.ts';
import { type SpecKind, sameSpec, specCellOf, specKinds, specValueOf } from './spec-cells.ts';

/**
 * Why a row cannot be imported; the back office words each code in the editor's language. A new
 * product's row is also checked as the product editor checks its input, with the editor's codes.
 */
export type RowProblemCode =
  | 'REQUIRED'
  | 'SKU_REPEATED'
  | 'COMSET_NOT_IMPORTED'
  | 'TOO_LONG'
  | 'PRICE_INVALID'
  | 'SALE_NOT_BELOW_PRICE'
  | 'STOCK_INVALID'
  | 'WARRANTY_INVALID'
  | 'PUBLISHED_INVALID'
  | 'CHANGE_IN_EDITOR'
  | 'FORMULA_CELL'
  | ProductProblemCode;

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
  /** New products the file adds. */
  productsCreated: number;
  /** Products whose names, prices or publication change. */
  productsChanged: number;
  /** Products whose stock changes (each one a movement of the ledger). */
  stockChanged: number;
  unchanged: number;
}

/** The most units a row may set. */
const MAX_STOCK = 1_000_000;
const MAX_NAME = 300;
const MAX_WARRANTY_MONTHS = 120;
/** Rows per statement. */
const BATCH = 1_000;
/** New products per insert: a product row has some 40 columns, well under 65 535 parameters. */
const NEW_BATCH = 200;

interface Wanted {
  sku: string;
  nameTh: string;
  nameEn: string;
  price: number;
  /** The editor's (planned) sale price: in force while its sale period runs, as the editor sets it. */
  plannedSalePrice: number | null;
  stock: number;
  /** Publish (true) or hide (false); null leaves an existing product as it is, a new one hidden. */
  published: boolean | null;
}

type Current = Omit<Wanted, 'published'> & {
  productType: string;
  brandName: string;
  brandKey: string;
  categoryKey: string;
  subcategoryKey: string | null;
  model: string;
  warrantyMonths: number;
  shortDescTh: string;
  shortDescEn: string;
  specs: ProductSpecs;
  published: boolean;
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

/** A product's columns the sheet has: what an import compares with and an export writes. */
const SHEET_FIELDS = {
  sku: products.sku,
  nameTh: products.nameTh,
  nameEn: products.nameEn,
  price: products.price,
  plannedSalePrice: products.plannedSalePrice,
  stock: products.stock,
  categoryKey: products.categoryKey,
  subcategoryKey: products.subcategoryKey,
  brandKey: products.brandKey,
  model: products.model,
  warrantyMonths: products.warrantyMonths,
  shortDescTh: products.shortDescTh,
  shortDescEn: products.shortDescEn,
  published: products.published,
  specs: products.specs,
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
        ...SHEET_FIELDS,
        productType: products.productType,
        saleStartsAt: products.saleStartsAt,
        saleEndsAt: products.saleEndsAt,
        tags: products.tags,
        isNew: products.isNew,
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

/** What the rows are checked against, read once per file. */
interface Context {
  current: Map<string, Current>;
  refs: CatalogueRefs;
  /** Brand keys by lower-case key or name: a sheet may name a brand either way. */
  brandKeys: Map<string, string>;
  /** The file's spec columns with their key and kind. */
  specColumns: { column: SheetColumn; key: string; kind: SpecKind }[];
  seen: Map<string, number>;
}

/** The columns of a row as the editor's input; a product problem's path gives its column. */
function columnOfPath(path: string, context: Context): SheetColumn {
  if (path.startsWith('/specs/')) {
    const key = path.slice('/specs/'.length);
    return context.specColumns.find((spec) => spec.key === key)?.column ?? `${SPEC_PREFIX}${key}`;
  }
  const columns: Record<string, SheetColumn> = {
    '/sku': 'sku',
    '/model': 'model',
    '/name/th': 'name_th',
    '/name/en': 'name_en',
    '/shortDescription/th': 'short_description_th',
    '/shortDescription/en': 'short_description_en',
    '/categoryKey': 'category',
    '/subcategoryKey': 'subcategory',
    '/brandKey': 'brand',
    '/salePrice': 'sale_price',
  };
  return columns[path] ?? 'sku';
}

/** The specifications of a row's spec cells; a cell not of its key's kind is a problem. */
function specsOfRow({ row, cells }: SheetRow, context: Context, problems: RowProblem[]): ProductSpecs {
  const specs: ProductSpecs = {};
  for (const { column, key, kind } of context.specColumns) {
    const value = specValueOf(cells[column] ?? '', kind);
    if (value === undefined) {
      problems.push(problem(row, column, 'spec_wrong_kind', `This specification is a ${kind}`));
      continue;
    }
    specs[key] = value;
  }
  return specs;
}

/** A new product's input from its row, checked as the editor checks it. */
function newProductOf(
  sheetRow: SheetRow,
  wanted: Wanted,
  warrantyMonths: number,
  context: Context,
  problems: RowProblem[],
): ProductInput {
  const { row, cells } = sheetRow;
  const specs = Object.fromEntries(
    Object.entries(specsOfRow(sheetRow, context, problems)).filter(([, value]) => value !== null),
  );
  const brand = (cells.brand ?? '').trim().toLowerCase();
  const input = normaliseProductInput({
    sku: wanted.sku,
    categoryKey: (cells.category ?? '').trim().toLowerCase(),
    subcategoryKey: (cells.subcategory ?? '').trim().toLowerCase() || null,
    brandKey: context.brandKeys.get(brand) ?? brand,
    model: cells.model ?? '',
    name: { th: wanted.nameTh, en: wanted.nameEn },
    shortDescription: { th: cells.short_description_th ?? '', en: cells.short_description_en ?? '' },
    longDescription: { th: '', en: '' },
    price: wanted.price,
    salePrice: wanted.plannedSalePrice,
    saleStartsAt: null,
    saleEndsAt: null,
    warrantyMonths,
    colours: [],
    specs,
    bundles: [],
    relatedSkus: [],
  });
  const columnsAtFault = new Set(problems.filter((item) => item.row === row).map((item) => item.column));
  for (const { path, code, message } of checkProductInput(input, context.refs)) {
    const column = columnOfPath(path, context);
    if (columnsAtFault.has(column)) continue;
    columnsAtFault.add(column);
    // An empty category or brand is a missing one.
    const empty = (column === 'category' || column === 'brand') && (cells[column] ?? '').trim() === '';
    problems.push(
      problem(row, column, empty ? 'required' : code, empty ? 'This field is required' : message),
    );
  }
  return input;
}

/** An existing product's columns other than names, prices and stock: they must match it. */
function checkUnchanged(
  { row, cells }: SheetRow,
  product: Current,
  context: Context,
  problems: RowProblem[],
) {
  const differs = (column: SheetColumn) =>
    problems.push(
      problem(
        row,
        column,
        'CHANGE_IN_EDITOR',
        "An existing product's category, brand, model, warranty, descriptions and specifications change in the product editor",
      ),
    );
  const same: Partial<Record<SheetColumn, string>> = {
    category: product.categoryKey,
    subcategory: product.subcategoryKey ?? '',
    brand: product.brandKey,
    model: product.model,
    short_description_th: product.shortDescTh,
    short_description_en: product.shortDescEn,
  };
  for (const [column, value] of Object.entries(same) as [SheetColumn, string][]) {
    const cell = cells[column];
    if (cell === undefined) continue;
    const written = column === 'category' || column === 'subcategory' ? cell.toLowerCase() : cell;
    const brandKey = column === 'brand' ? context.brandKeys.get(cell.toLowerCase()) : undefined;
    if ((brandKey ?? written) !== value) differs(column);
  }
  for (const { column, key, kind } of context.specColumns) {
    const value = specValueOf(cells[column] ?? '', kind);
    if (value === undefined)
      problems.push(problem(row, column, 'spec_wrong_kind', `This specification is a ${kind}`));
    else if (!sameSpec(value, product.specs[key])) differs(column);
  }
}

/** One row's problems, and what it asks for when it has none. */
function checkRow(
  sheetRow: SheetRow,
  context: Context,
): { problems: RowProblem[]; wanted?: Wanted; created?: ProductInput } {
  const { row, cells } = sheetRow;
  const problems: RowProblem[] = [];
  const sku = parseSku(cells.sku);
  const product = context.current.get(sku);
  if (sku === '') problems.push(problem(row, 'sku', 'REQUIRED', 'A SKU is required'));
  else if (context.seen.has(sku))
    problems.push(problem(row, 'sku', 'SKU_REPEATED', `The SKU is on row ${context.seen.get(sku)} already`));
  else {
    context.seen.set(sku, row);
    if (product && product.productType !== 'product')
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
  const publishedCell = (cells.published ?? '').trim().toLowerCase();
  const published =
    publishedCell === '' ? null : publishedCell === 'yes' ? true : publishedCell === 'no' ? false : undefined;
  if (published === undefined)
    problems.push(problem(row, 'published', 'PUBLISHED_INVALID', 'yes, no, or empty'));
  const warrantyCell = (cells.warranty_months ?? '').trim();
  const warrantyMonths = /^\d{1,3}$/.test(warrantyCell) ? Number(warrantyCell) : undefined;
  const warrantyFine = warrantyMonths !== undefined && warrantyMonths <= MAX_WARRANTY_MONTHS;
  // A new product needs its warranty; an existing one's must be its own.
  // A row whose SKU is missing or repeated is no new product.
  const isNew = !product && sku !== '' && context.seen.get(sku) === row;
  if ((product && cells.warranty_months !== undefined) || isNew) {
    if (warrantyCell === '')
      problems.push(problem(row, 'warranty_months', 'REQUIRED', 'The warranty in months is required'));
    else if (!warrantyFine)
      problems.push(
        problem(row, 'warranty_months', 'WARRANTY_INVALID', `Whole months from 0 to ${MAX_WARRANTY_MONTHS}`),
      );
    else if (product && warrantyMonths !== product.warrantyMonths)
      problems.push(
        problem(
          row,
          'warranty_months',
          'CHANGE_IN_EDITOR',
          "An existing product's warranty changes in the product editor",
        ),
      );
  }
  const wanted: Wanted = {
    sku,
    nameTh: cells.name_th,
    nameEn: cells.name_en,
    price: price ?? 0,
    plannedSalePrice: salePrice ?? null,
    stock: stock ?? 0,
    published: published ?? null,
  };
  let created: ProductInput | undefined;
  if (product) checkUnchanged(sheetRow, product, context, problems);
  else if (isNew) created = newProductOf(sheetRow, wanted, warrantyMonths ?? 0, context, problems);
  // A formula cell is read as empty: its one problem is being a formula.
  const formulas = sheetRow.formulas ?? [];
  if (formulas.length > 0)
    return {
      problems: [
        ...formulas.map((column) =>
          problem(row, column, 'FORMULA_CELL', 'A formula is not imported; enter its value as text'),
        ),
        ...problems.filter((item) => !formulas.includes(item.column)),
      ],
    };
  if (problems.length > 0) return { problems };
  return { problems, wanted, created };
}

interface Plan {
  report: ImportReport;
  created: { input: ProductInput; brandName: string; published: boolean }[];
  productChanges: ProductChange[];
  publishChanges: { sku: string; published: boolean }[];
  stockChanges: { sku: string; stock: number }[];
}

async function plan(db: AppDatabase, file: Buffer | string, lock: boolean, now = new Date()): Promise<Plan> {
  const { columns, rows } =
    typeof file !== 'string' && isZip(file) ? await readWorkbook(file) : readSheet(file);
  const skus = [...new Set(rows.map((row) => parseSku(row.cells.sku)).filter((sku) => sku !== ''))];
  // One after another: inside the import's transaction there is one connection.
  const current = await currentProducts(db, skus, lock);
  const refs = await loadCatalogueRefs(db);
  const kinds = await specKinds(db);
  const brandKeys = new Map<string, string>();
  for (const [key, name] of refs.brands) brandKeys.set(name.toLowerCase(), key).set(key.toLowerCase(), key);
  const specColumns = columns
    .filter((column) => column.startsWith(SPEC_PREFIX))
    .map((column) => {
      const written = column.slice(SPEC_PREFIX.length);
      // A key no product has yet is text.
      return { column, ...(kinds.get(written.toLowerCase()) ?? { key: written, kind: 'text' as const }) };
    });
  const context: Context = { current, refs, brandKeys, specColumns, seen: new Map() };
  const problems: RowProblem[] = [];
  const result: Omit<Plan, 'report'> = {
    created: [],
    productChanges: [],
    publishChanges: [],
    stockChanges: [],
  };
  let unchanged = 0;
  for (const row of rows) {
    const checked = checkRow(row, context);
    problems.push(...checked.problems);
    const { wanted, created } = checked;
    if (!wanted) continue;
    if (created) {
      result.created.push({
        input: created,
        brandName: refs.brands.get(created.brandKey) ?? created.brandKey,
        published: wanted.published === true,
      });
      if (wanted.stock > 0) result.stockChanges.push({ sku: wanted.sku, stock: wanted.stock });
      continue;
    }
    const product = current.get(wanted.sku);
    if (!product) continue;
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
      result.productChanges.push({
        ...wanted,
        searchText: searchTextOf({ ...wanted, brandName: product.brandName, model: product.model }),
        salePrice,
        tags: tagsFor(product.tags, { onSale: salePrice !== null, isNew: product.isNew }),
        keepsPeriod,
      });
    }
    const publishes = wanted.published !== null && wanted.published !== product.published;
    if (publishes) result.publishChanges.push({ sku: wanted.sku, published: wanted.published === true });
    if (wanted.stock !== product.stock) result.stockChanges.push({ sku: wanted.sku, stock: wanted.stock });
    if (!described && !publishes && wanted.stock === product.stock) unchanged++;
  }
  const changed = new Set([...result.productChanges, ...result.publishChanges].map((change) => change.sku));
  return {
    report: {
      rows: rows.length,
      problems,
      productsCreated: result.created.length,
      productsChanged: changed.size,
      stockChanged: result.stockChanges.length,
      unchanged,
    },
    ...result,
  };
}

/** The dry run: every row's problems and what the import would change; nothing is written. */
export async function checkImport(db: AppDatabase, file: Buffer | string): Promise<ImportReport> {
  return (await plan(db, file, false)).report;
}

/**
 * The import, all or nothing in one transaction: a file with any row problem changes nothing (422
 * `IMPORT_HAS_PROBLEMS`, each problem in `errors`). Products are matched by SKU and only what
 * differs is written, so the same file imported again changes nothing. A SKU the catalogue lacks
 * is a new product, made as the product editor makes one (hidden unless its row publishes it).
 * Each stock change is an `imported` movement of the ledger. One audit entry records the import.
 */
export async function applyImport(
  db: AppDatabase,
  actor: Actor,
  file: Buffer | string,
): Promise<ImportReport> {
  return db.transaction(async (tx) => {
    // One import at a time: a second (a double click) waits, then finds the first one's products.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue import'))`);
    const { report, created, productChanges, publishChanges, stockChanges } = await plan(tx, file, true);
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
    const now = new Date();
    for (let start = 0; start < created.length; start += NEW_BATCH) {
      const made = created
        .slice(start, start + NEW_BATCH)
        .map(({ input, brandName, published }) => newProductRows(input, brandName, published, now));
      const inserted = await tx
        .insert(products)
        .values(made.map((rows) => rows.product))
        .onConflictDoNothing()
        .returning({ sku: products.sku });
      // The editor added one of them meanwhile: the file needs checking again.
      const taken = made.find((rows) => !inserted.some((row) => row.sku === rows.product.sku));
      if (taken)
        throw new DomainError(
          'conflict',
          'SKU_TAKEN',
          'A product with a new SKU of the file was just added',
          {
            sku: taken.product.sku,
          },
        );
      await tx.insert(productDetails).values(made.map((rows) => rows.detail));
    }
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
    for (let start = 0; start < publishChanges.length; start += BATCH) {
      const values = publishChanges
        .slice(start, start + BATCH)
        .map((change) => sql`(${change.sku}, ${change.published}::boolean)`);
      await tx.execute(sql`
        update ${products} set published = v.published
        from (values ${sql.join(values, sql`, `)}) as v(sku, published)
        where ${products.sku} = v.sku`);
    }
    await setStockLevels(tx, stockChanges, { kind: 'imported', staff: actor });
    if (created.length + publishChanges.length > 0) await refreshCategoryCounts(tx);
    const skus = [
      ...new Set(
        [...created.map(({ input }) => input), ...productChanges, ...publishChanges, ...stockChanges].map(
          (change) => change.sku,
        ),
      ),
    ];
    if (skus.length > 0)
      await recordAudit(tx, actor, {
        action: 'catalogue.import',
        targetType: 'catalogue',
        targetId: 'products',
        before: null,
        after: {
          rows: report.rows,
          productsCreated: report.productsCreated,
          productsChanged: report.productsChanged,
          stockChanged: report.stockChanged,
          skus: skus.slice(0, 100),
        },
      });
    return report;
  });
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

export type SheetFormat = 'csv' | 'xlsx';

/**
 * Every product (computer sets are priced from their parts and left out) as the sheet, by SKU:
 * the six columns, then what describes a product, then one column per specification key any
 * product has, by key. As CSV text, or as an Excel workbook with the same columns and cells.
 */
export async function exportSheet(db: AppDatabase, format: 'xlsx'): Promise<Buffer>;
export async function exportSheet(db: AppDatabase, format?: 'csv'): Promise<string>;
export async function exportSheet(db: AppDatabase, format: SheetFormat = 'csv'): Promise<string | Buffer> {
  const rows = await db
    .select(SHEET_FIELDS)
    .from(products)
    .where(eq(products.productType, 'product'))
    .orderBy(asc(products.sku));
  const specKeys = [...new Set(rows.flatMap((row) => Object.keys(row.specs)))].sort();
  return (format === 'xlsx' ? writeWorkbook : writeSheet)(
    [...SHEET_COLUMNS, ...PRODUCT_COLUMNS, ...specKeys.map((key) => `${SPEC_PREFIX}${key}` as const)],
    rows.map((row) => ({
      sku: row.sku,
      name_th: row.nameTh,
      name_en: row.nameEn,
      price: bahtTextOf(row.price),
      sale_price: row.plannedSalePrice === null ? '' : bahtTextOf(row.plannedSalePrice),
      stock: String(row.stock),
      category: row.categoryKey,
      subcategory: row.subcategoryKey ?? '',
      brand: row.brandKey,
      model: row.model,
      warranty_months: String(row.warrantyMonths),
      short_description_th: row.shortDescTh,
      short_description_en: row.shortDescEn,
      published: yesNo(row.published),
      ...Object.fromEntries(specKeys.map((key) => [`${SPEC_PREFIX}${key}`, specCellOf(row.specs[key])])),
    })),
  );
}

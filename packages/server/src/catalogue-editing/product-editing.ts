import type { components } from '@probuild/api-client/backoffice/schema';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import { parseSku } from '../catalogue/sku.ts';
import { attributeGroups, catalogueColour, describeColour } from '../catalogue/spec-labels.ts';
import type { AppDatabase } from '../db/open.ts';
import { brands, productBundles, productDetails, productRelated, products } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import type { CatalogueItem } from '../seed/catalogue-file.ts';
import { boxContentsOf, compatibilityNotesOf, featuresOf, highlightsOf } from '../seed/product-content.ts';
import { derivedColumns, generalAttributes, productImages, refreshCategoryCounts } from '../seed/products.ts';
import { serialPatternOf } from '../seed/serial-patterns.ts';
import { type Actor, recordAudit } from '../staff/audit.ts';
import {
  assertValidProduct,
  checkProductInput,
  loadCatalogueRefs,
  normaliseProductInput,
  type ProductInput,
  type ProductInputBody,
  productInputBodyOf,
  productInputOf,
} from './product-input.ts';
import { saleInForce, tagsFor } from './sale-period.ts';

type Schemas = components['schemas'];
type StaffProduct = Schemas['StaffProduct'];
type ProductRow = typeof products.$inferSelect;
type Executor = Pick<AppDatabase, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

const notFound = () => new DomainError('notFound', 'PRODUCT_NOT_FOUND', 'No product has this SKU');

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const date = (value: string | null) => (value === null ? null : new Date(value));

/** A product as an editor sees it: the input's fields plus what shoppers see of it now. */
async function staffProductOf(db: Executor, sku: string): Promise<StaffProduct> {
  const [row] = await db.select().from(products).where(eq(products.sku, sku));
  if (row?.productType !== 'product') throw notFound();
  const [detail] = await db.select().from(productDetails).where(eq(productDetails.sku, sku));
  const bundles = await db
    .select()
    .from(productBundles)
    .where(eq(productBundles.sku, sku))
    .orderBy(asc(productBundles.sortOrder));
  const related = await db
    .select()
    .from(productRelated)
    .where(eq(productRelated.sku, sku))
    .orderBy(asc(productRelated.sortOrder));
  return {
    product: productInputBodyOf({
      sku: row.sku,
      categoryKey: row.categoryKey,
      subcategoryKey: row.subcategoryKey,
      brandKey: row.brandKey,
      model: row.model,
      name: { th: row.nameTh, en: row.nameEn },
      shortDescription: { th: row.shortDescTh, en: row.shortDescEn },
      longDescription: { th: detail?.longDescTh ?? '', en: detail?.longDescEn ?? '' },
      price: row.price,
      salePrice: row.plannedSalePrice,
      saleStartsAt: iso(row.saleStartsAt),
      saleEndsAt: iso(row.saleEndsAt),
      warrantyMonths: row.warrantyMonths,
      colours: row.colors.map((colour) => catalogueColour(colour.name.en ?? colour.name.th)),
      specs: row.specs,
      bundles: bundles.map(({ addonSku, bundlePrice, checked }) => ({ addonSku, bundlePrice, checked })),
      relatedSkus: related.map((item) => item.relatedSku),
    }),
    published: row.published,
    stock: row.stock,
    saleInForce: row.salePrice,
    createdAt: row.createdAt.toISOString(),
    images: row.images,
  };
}

export async function staffProduct(db: AppDatabase, sku: string): Promise<StaffProduct> {
  return staffProductOf(db, parseSku(sku));
}

export interface StaffProductQuery {
  q?: string;
  category?: string;
  published?: boolean;
  page: number;
  pageSize: number;
}

/** Products for staff, published or not, by SKU, a page at a time. */
export async function staffProductPage(db: AppDatabase, query: StaffProductQuery) {
  const conditions: SQL[] = [eq(products.productType, 'product')];
  const words = query.q?.trim().toLowerCase();
  if (words) conditions.push(ilike(products.searchText, `%${words.replaceAll(/[\\%_]/g, '\\$&')}%`));
  if (query.category) conditions.push(eq(products.categoryKey, query.category));
  if (query.published !== undefined) conditions.push(eq(products.published, query.published));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        sku: products.sku,
        nameTh: products.nameTh,
        nameEn: products.nameEn,
        categoryKey: products.categoryKey,
        brandName: brands.name,
        price: products.price,
        saleInForce: products.salePrice,
        stock: products.stock,
        published: products.published,
      })
      .from(products)
      .innerJoin(brands, eq(brands.key, products.brandKey))
      .where(where)
      .orderBy(asc(products.sku))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return {
    items: rows.map(({ nameTh, nameEn, ...rest }) => ({ ...rest, name: { th: nameTh, en: nameEn } })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The rows a product's input makes, reusing the seed's derived columns and page texts. */
function rowsOf(input: ProductInput, brandName: string, inStock: boolean, now: Date) {
  const item: CatalogueItem = {
    sku: input.sku,
    category: input.categoryKey,
    subcategory: input.subcategoryKey ?? '',
    brand: brandName,
    brandKey: input.brandKey,
    model: input.model,
    name: input.name,
    description: input.shortDescription,
    priceTHB: Math.round(input.price / 100),
    specs: input.specs,
  };
  const plan = {
    plannedSalePrice: input.salePrice,
    saleStartsAt: date(input.saleStartsAt),
    saleEndsAt: date(input.saleEndsAt),
  };
  const product = {
    categoryKey: input.categoryKey,
    subcategoryKey: input.subcategoryKey,
    brandKey: input.brandKey,
    model: input.model,
    nameTh: input.name.th,
    nameEn: input.name.en,
    shortDescTh: input.shortDescription.th,
    shortDescEn: input.shortDescription.en,
    price: input.price,
    ...plan,
    salePrice: saleInForce(plan, now),
    warrantyMonths: input.warrantyMonths,
    colors: input.colours.flatMap((colour) => {
      const described = describeColour(colour);
      return described
        ? [
            {
              name: { th: described.th, en: described.en },
              value: described.value,
              code: described.code,
              available: inStock,
            },
          ]
        : [];
    }),
    highlights: highlightsOf(item),
    specs: input.specs,
    ...derivedColumns({
      sku: input.sku,
      category: input.categoryKey,
      specs: input.specs,
      nameEn: input.name.en,
      nameTh: input.name.th,
      brandName,
      model: input.model,
    }),
  };
  const detail = {
    longDescTh: input.longDescription.th,
    longDescEn: input.longDescription.en,
    attributes: attributeGroups(
      input.categoryKey,
      input.specs,
      generalAttributes({
        brandName,
        model: input.model,
        sku: input.sku,
        warrantyMonths: input.warrantyMonths,
      }),
    ),
    features: featuresOf(item),
    boxContents: boxContentsOf(item),
    compatibilityNotes: compatibilityNotesOf(item),
  };
  return { product, detail };
}

/**
 * A new product's rows from a checked input: new, with no stock yet, and hidden from shoppers
 * unless `published`.
 */
export function newProductRows(input: ProductInput, brandName: string, published: boolean, now: Date) {
  const { product, detail } = rowsOf(input, brandName, false, now);
  return {
    product: {
      sku: input.sku,
      productType: 'product' as const,
      ...product,
      published,
      stock: 0,
      isNew: true,
      createdAt: now,
      images: productImages(input.sku),
      tags: tagsFor([], { onSale: product.salePrice !== null, isNew: true }),
      serialPattern: serialPatternOf(input.brandKey),
    },
    detail: { sku: input.sku, ...detail },
  };
}

async function checkedInput(
  db: AppDatabase,
  body: ProductInputBody,
): Promise<{ input: ProductInput; brandName: string }> {
  const input = normaliseProductInput(productInputOf(body));
  const refs = await loadCatalogueRefs(db);
  assertValidProduct(checkProductInput(input, refs));
  return { input, brandName: refs.brands.get(input.brandKey) ?? input.brandKey };
}

async function replaceLinks(tx: Executor, input: ProductInput): Promise<void> {
  await tx.delete(productBundles).where(eq(productBundles.sku, input.sku));
  if (input.bundles.length > 0)
    await tx
      .insert(productBundles)
      .values(input.bundles.map((bundle, index) => ({ sku: input.sku, ...bundle, sortOrder: index })));
  await tx.delete(productRelated).where(eq(productRelated.sku, input.sku));
  if (input.relatedSkus.length > 0)
    await tx
      .insert(productRelated)
      .values(
        input.relatedSkus.map((relatedSku, index) => ({ sku: input.sku, relatedSku, sortOrder: index })),
      );
}

/** Adds a product, hidden from shoppers until it is published, with no stock yet. */
export async function createProduct(
  db: AppDatabase,
  actor: Actor,
  raw: ProductInputBody,
): Promise<StaffProduct> {
  const { input, brandName } = await checkedInput(db, raw);
  const { product, detail } = newProductRows(input, brandName, false, new Date());
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(products)
      .values(product)
      .onConflictDoNothing()
      .returning({ sku: products.sku });
    if (inserted.length === 0)
      throw new DomainError('conflict', 'SKU_TAKEN', 'A product already has this SKU', { sku: input.sku });
    await tx.insert(productDetails).values(detail);
    await replaceLinks(tx, input);
    const after = await staffProductOf(tx, input.sku);
    await recordAudit(tx, actor, {
      action: 'product.create',
      targetType: 'product',
      targetId: input.sku,
      before: null,
      after,
    });
    return after;
  });
}

async function lockedProduct(tx: Executor, sku: string): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(eq(products.sku, sku)).for('update');
  if (row?.productType !== 'product') throw notFound();
  return row;
}

/** Replaces what an editor can change; sending the same input again changes nothing. */
export async function updateProduct(
  db: AppDatabase,
  actor: Actor,
  pathSku: string,
  raw: ProductInputBody,
): Promise<StaffProduct> {
  const sku = parseSku(pathSku);
  if (parseSku(raw.sku) !== sku)
    throw new DomainError('unprocessable', 'PRODUCT_INVALID', 'The product has fields to correct', {
      issues: [{ path: '/body/sku', code: 'sku_fixed', message: 'A product keeps its SKU' }],
    });
  const { input, brandName } = await checkedInput(db, raw);
  return db.transaction(async (tx) => {
    const row = await lockedProduct(tx, sku);
    const before = await staffProductOf(tx, sku);
    const { product, detail } = rowsOf(input, brandName, row.stock > 0, new Date());
    await tx
      .update(products)
      .set({
        ...product,
        tags: tagsFor(row.tags, { onSale: product.salePrice !== null, isNew: row.isNew }),
        serialPattern: row.brandKey === input.brandKey ? row.serialPattern : serialPatternOf(input.brandKey),
      })
      .where(eq(products.sku, sku));
    await tx
      .insert(productDetails)
      .values({ sku, ...detail })
      .onConflictDoUpdate({ target: productDetails.sku, set: detail });
    await replaceLinks(tx, input);
    if (row.categoryKey !== input.categoryKey || row.subcategoryKey !== input.subcategoryKey)
      await refreshCategoryCounts(tx as AppDatabase);
    const after = await staffProductOf(tx, sku);
    await recordAudit(tx, actor, {
      action: 'product.update',
      targetType: 'product',
      targetId: sku,
      before,
      after,
    });
    return after;
  });
}

/** Shows the product to shoppers or hides it; the same call twice changes nothing more. */
export async function setProductPublished(
  db: AppDatabase,
  actor: Actor,
  pathSku: string,
  published: boolean,
): Promise<StaffProduct> {
  const sku = parseSku(pathSku);
  return db.transaction(async (tx) => {
    const row = await lockedProduct(tx, sku);
    if (row.published === published) return staffProductOf(tx, sku);
    await tx.update(products).set({ published }).where(eq(products.sku, sku));
    await refreshCategoryCounts(tx as AppDatabase);
    const after = await staffProductOf(tx, sku);
    await recordAudit(tx, actor, {
      action: published ? 'product.publish' : 'product.unpublish',
      targetType: 'product',
      targetId: sku,
      before: { published: row.published },
      after: { published },
    });
    return after;
  });
}

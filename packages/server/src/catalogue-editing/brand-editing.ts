import type { components } from '@probuild/api-client/backoffice/schema';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { brands, products } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { type Actor, recordAudit } from '../staff/audit.ts';

type Schemas = components['schemas'];
type Brand = Schemas['Brand'];
type BrandFields = Schemas['BrandFields'];
type Row = typeof brands.$inferSelect;

/** A brand's key: lower-case letters, digits and single dashes, as its logo's address uses it. */
const KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COLOUR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

/** Its logo is drawn from its name and colour at this address (http/catalogue-images.ts). */
const logoOf = (key: string) => `/images/brands/${key}.svg`;

const brandView = (row: Row, productCount: number): Brand => ({
  key: row.key,
  name: row.name,
  color: row.color,
  logo: row.logo,
  productCount,
});

/** Name and colour as stored, refused with the field at fault. */
function fieldColumns(fields: BrandFields) {
  const name = fields.name.trim();
  if (name === '') {
    throw new DomainError('unprocessable', 'BRAND_NAME_REQUIRED', 'A brand needs a name.', {
      issues: [{ path: '/body/name', message: 'must not be blank' }],
    });
  }
  if (!COLOUR_PATTERN.test(fields.color)) {
    throw new DomainError('unprocessable', 'BRAND_COLOR_INVALID', 'The colour is written #RRGGBB.', {
      issues: [{ path: '/body/color', message: 'must be #RRGGBB' }],
    });
  }
  return { name, color: fields.color.toUpperCase() };
}

async function productCountOf(db: AppDatabase, key: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(products).where(eq(products.brandKey, key));
  return row?.count ?? 0;
}

const notFound = (key: string) => new DomainError('notFound', 'BRAND_NOT_FOUND', `There is no brand ${key}.`);

/** Every brand by name, with how many products (published or not) carry it. */
export async function listBrands(db: AppDatabase): Promise<Brand[]> {
  const counts = db
    .select({ brandKey: products.brandKey, count: count().as('count') })
    .from(products)
    .groupBy(products.brandKey)
    .as('counts');
  const rows = await db
    .select({ brand: brands, count: sql<number>`coalesce(${counts.count}, 0)`.mapWith(Number) })
    .from(brands)
    .leftJoin(counts, eq(counts.brandKey, brands.key))
    .orderBy(asc(sql`lower(${brands.name})`), asc(brands.key));
  return rows.map((row) => brandView(row.brand, row.count));
}

/** Creates a brand under a new key; its logo is drawn from its name and colour. */
export async function createBrand(
  db: AppDatabase,
  actor: Actor,
  input: BrandFields & { key: string },
): Promise<Brand> {
  const key = input.key.trim();
  if (!KEY_PATTERN.test(key)) {
    throw new DomainError(
      'unprocessable',
      'BRAND_KEY_INVALID',
      'A brand key is lower-case letters, digits and dashes.',
      { issues: [{ path: '/body/key', message: 'must be a lower-case slug' }] },
    );
  }
  const columns = fieldColumns(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(brands)
      .values({ key, ...columns, logo: logoOf(key) })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      throw new DomainError('conflict', 'BRAND_KEY_EXISTS', `The brand key ${key} exists already.`, {
        issues: [{ path: '/body/key', message: 'is taken' }],
      });
    }
    const created = brandView(row, 0);
    await recordAudit(tx, actor, {
      action: 'brand.create',
      targetType: 'brand',
      targetId: key,
      before: null,
      after: created,
    });
    return created;
  });
}

/** Renames or recolours a brand; its products' search text follows (the table's trigger). */
export async function updateBrand(
  db: AppDatabase,
  actor: Actor,
  key: string,
  fields: BrandFields,
): Promise<Brand> {
  const columns = fieldColumns(fields);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(brands).where(eq(brands.key, key)).for('update');
    if (!before) throw notFound(key);
    const [row] = await tx.update(brands).set(columns).where(eq(brands.key, key)).returning();
    const productCount = await productCountOf(tx, key);
    const saved = brandView(row as Row, productCount);
    await recordAudit(tx, actor, {
      action: 'brand.update',
      targetType: 'brand',
      targetId: key,
      before: brandView(before, productCount),
      after: saved,
    });
    return saved;
  });
}

/** Deletes a brand no product carries; one that has products is refused. */
export async function deleteBrand(db: AppDatabase, actor: Actor, key: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(brands).where(eq(brands.key, key)).for('update');
    if (!before) throw notFound(key);
    const productCount = await productCountOf(tx, key);
    if (productCount > 0) {
      throw new DomainError(
        'conflict',
        'BRAND_IN_USE',
        `The brand ${key} has ${productCount} products; move them to another brand first.`,
        { limit: productCount },
      );
    }
    await tx.delete(brands).where(eq(brands.key, key));
    await recordAudit(tx, actor, {
      action: 'brand.delete',
      targetType: 'brand',
      targetId: key,
      before: brandView(before, 0),
      after: null,
    });
  });
}

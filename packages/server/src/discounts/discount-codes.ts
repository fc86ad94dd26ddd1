import type { DiscountCodeName } from '@probuild/api-client';
import type { components } from '@probuild/api-client/backoffice/schema';
import { and, asc, count, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { customers, discountCodes, orders } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { type Actor, recordAudit } from '../staff/audit.ts';

type Schemas = components['schemas'];
type DiscountCode = Schemas['DiscountCode'];
type DiscountCodeTerms = Schemas['DiscountCodeFields'];
type DiscountCodeUses = Schemas['DiscountCodeUses'];
type Row = typeof discountCodes.$inferSelect;

const SATANG_PER_BAHT = 100;
/** The table's rules (its check constraints), said in the editor's terms. */
const PERCENT_RANGE = { min: 1, max: 99 };
const MIN_AMOUNT_BAHT = 100;

/** A use counts unless its order was cancelled (then the use comes back), as at checkout. */
const counted = ne(orders.state, 'cancelled');

function codeView(row: Row, uses: number): DiscountCode {
  return {
    code: row.code,
    name: { th: row.nameTh, en: row.nameEn },
    kind: row.percent === null ? 'amount' : 'percent',
    value: row.percent ?? Math.round((row.amount ?? 0) / SATANG_PER_BAHT),
    active: row.active,
    startsAt: row.startsAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    minSpend: Math.round(row.minSpend / SATANG_PER_BAHT),
    totalUses: row.totalUses,
    usesPerCustomer: row.usesPerCustomer,
    uses,
  };
}

/** The columns of the terms, refused with the rule they break. */
function termsColumns(terms: DiscountCodeTerms) {
  if (terms.kind === 'percent' && (terms.value < PERCENT_RANGE.min || terms.value > PERCENT_RANGE.max)) {
    throw new DomainError(
      'unprocessable',
      'DISCOUNT_PERCENT_RANGE',
      'A percentage discount is 1 to 99 percent.',
      {
        issues: [{ path: '/body/value', message: 'must be 1 to 99' }],
      },
    );
  }
  if (terms.kind === 'amount' && terms.value < MIN_AMOUNT_BAHT) {
    throw new DomainError(
      'unprocessable',
      'DISCOUNT_AMOUNT_TOO_SMALL',
      `An amount discount is at least ${MIN_AMOUNT_BAHT} baht.`,
      {
        amount: MIN_AMOUNT_BAHT * SATANG_PER_BAHT,
        issues: [{ path: '/body/value', message: `must be at least ${MIN_AMOUNT_BAHT}` }],
      },
    );
  }
  const startsAt = terms.startsAt === null ? null : new Date(terms.startsAt);
  const expiresAt = terms.expiresAt === null ? null : new Date(terms.expiresAt);
  if (startsAt && expiresAt && startsAt >= expiresAt) {
    throw new DomainError('unprocessable', 'DISCOUNT_PERIOD_INVALID', 'The start must be before the end.', {
      issues: [{ path: '/body/expiresAt', message: 'must be after startsAt' }],
    });
  }
  return {
    nameTh: terms.name.th.trim(),
    nameEn: terms.name.en.trim(),
    percent: terms.kind === 'percent' ? terms.value : null,
    amount: terms.kind === 'amount' ? terms.value * SATANG_PER_BAHT : null,
    active: terms.active,
    startsAt,
    expiresAt,
    minSpend: terms.minSpend * SATANG_PER_BAHT,
    totalUses: terms.totalUses,
    usesPerCustomer: terms.usesPerCustomer,
  };
}

async function usesOf(db: AppDatabase, code: string): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(orders)
    .where(and(eq(orders.discountCode, code), counted));
  return row?.uses ?? 0;
}

/** Every code by code, with its counted uses. */
export async function listDiscountCodes(db: AppDatabase): Promise<DiscountCode[]> {
  const uses = db
    .select({ code: orders.discountCode, uses: count().as('uses') })
    .from(orders)
    .where(and(isNotNull(orders.discountCode), counted))
    .groupBy(orders.discountCode)
    .as('uses');
  const rows = await db
    .select({ code: discountCodes, uses: sql<number>`coalesce(${uses.uses}, 0)`.mapWith(Number) })
    .from(discountCodes)
    .leftJoin(uses, eq(uses.code, discountCodes.code))
    .orderBy(asc(discountCodes.code));
  return rows.map((row) => codeView(row.code, row.uses));
}

/** Creates a code; a code taken already is refused. */
export async function createDiscountCode(
  db: AppDatabase,
  actor: Actor,
  input: DiscountCodeTerms & { code: DiscountCodeName },
): Promise<DiscountCode> {
  const { code } = input;
  const columns = termsColumns(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(discountCodes)
      .values({ code, ...columns })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new DomainError('conflict', 'DISCOUNT_CODE_EXISTS', `The code ${code} exists already.`);
    const created = codeView(row, 0);
    await recordAudit(tx, actor, {
      action: 'discount.create',
      targetType: 'discount_code',
      targetId: code,
      before: null,
      after: created,
    });
    return created;
  });
}

const notFound = (code: string) =>
  new DomainError('notFound', 'DISCOUNT_CODE_NOT_FOUND', `There is no discount code ${code}.`);

/** Changes a code's terms, or (de)activates it; orders placed keep their discount. */
export async function updateDiscountCode(
  db: AppDatabase,
  actor: Actor,
  code: DiscountCodeName,
  terms: DiscountCodeTerms,
): Promise<DiscountCode> {
  const columns = termsColumns(terms);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(discountCodes).where(eq(discountCodes.code, code)).for('update');
    if (!before) throw notFound(code);
    const [row] = await tx.update(discountCodes).set(columns).where(eq(discountCodes.code, code)).returning();
    const uses = await usesOf(tx, code);
    const saved = codeView(row as Row, uses);
    await recordAudit(tx, actor, {
      action: before.active && !saved.active ? 'discount.deactivate' : 'discount.update',
      targetType: 'discount_code',
      targetId: code,
      before: codeView(before, uses),
      after: saved,
    });
    return saved;
  });
}

/** The orders that used a code, newest first, and the counts its limits are checked on. */
export async function discountCodeUses(db: AppDatabase, code: DiscountCodeName): Promise<DiscountCodeUses> {
  const [known] = await db
    .select({ code: discountCodes.code })
    .from(discountCodes)
    .where(eq(discountCodes.code, code));
  if (!known) throw notFound(code);
  const rows = await db
    .select({
      orderNumber: orders.orderNumber,
      customerId: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      createdAt: orders.createdAt,
      discount: orders.discount,
      state: orders.state,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.discountCode, code))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const cancelled = rows.filter((row) => row.state === 'cancelled').length;
  return {
    code,
    uses: rows.length - cancelled,
    cancelled,
    orders: rows.map((row) => ({
      orderNumber: row.orderNumber,
      customer: {
        id: row.customerId,
        name: `${row.firstName} ${row.lastName}`.trim(),
        email: row.email,
      },
      createdAt: row.createdAt.toISOString(),
      discount: row.discount,
      state: row.state,
    })),
  };
}

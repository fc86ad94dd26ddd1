import type { components } from '@probuild/api-client/backoffice/schema';
import { and, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { decodeCursor, encodeCursor, escapeLike } from '../db/keyset.ts';
import type { AppDatabase } from '../db/open.ts';
import { customers, orders, sessions, socialAccounts, staffAudit } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { listAddresses } from '../shipping-addresses/address-book.ts';
import { fullAddress, fullName } from '../shipping-addresses/address-view.ts';
import { type Actor, recordAudit } from '../staff/audit.ts';

type Schemas = components['schemas'];
type CustomerRow = typeof customers.$inferSelect;

export interface CustomerListQuery {
  q?: string;
  status?: Schemas['CustomerStatus'];
  before?: string;
  limit: number;
}

/** Customers a search text finds: a part of the name or the email, or a phone by its digits. */
function searchCondition(q: string): SQL {
  const text = q.trim();
  const anywhere = `%${escapeLike(text)}%`;
  const conditions: SQL[] = [
    ilike(customers.email, anywhere),
    ilike(sql`(${customers.firstName} || ' ' || ${customers.lastName})`, anywhere),
  ];
  const digits = text.replace(/\D/g, '');
  // A phone is typed as digits, perhaps with spaces, dashes, brackets or a leading +; stored as digits.
  if (/^[\d\s()+-]+$/.test(text) && digits.length >= 3) {
    conditions.push(sql`replace(coalesce(${customers.phone}, ''), '+', '') like ${`%${digits}%`}`);
  }
  return or(...conditions) as SQL;
}

// Spelled out: without a join, the query builder leaves column names unqualified.
const orderCountOf = sql<number>`(select count(*)::int from orders where orders.customer_id = customers.id)`;

function summaryView(row: CustomerRow, orderCount: number): Schemas['CustomerSummary'] {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    phone: row.phone,
    status: row.status,
    emailVerified: row.emailVerified,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    orderCount: Number(orderCount),
  };
}

/** A page of customers, newest first (ties by id), older than cursor `before` when given. */
export async function customerPage(
  db: AppDatabase,
  query: CustomerListQuery,
): Promise<Schemas['CustomerPage']> {
  const cursor = query.before === undefined ? undefined : decodeCursor(query.before);
  const rows = await db
    .select({
      customer: customers,
      orderCount: orderCountOf,
      createdAtText: sql<string>`${customers.createdAt}::text`,
    })
    .from(customers)
    .where(
      and(
        query.q?.trim() ? searchCondition(query.q) : undefined,
        query.status ? eq(customers.status, query.status) : undefined,
        cursor
          ? sql`(${customers.createdAt}, ${customers.id}) < (${cursor[0]}::timestamptz, ${cursor[1]})`
          : undefined,
      ),
    )
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    customers: page.map((row) => summaryView(row.customer, row.orderCount)),
    nextBefore:
      rows.length > query.limit && last ? encodeCursor([last.createdAtText, last.customer.id]) : null,
  };
}

const STATUS_ACTIONS = { suspended: 'customer.suspend', active: 'customer.reactivate' } as const;

const notFound = () => new DomainError('notFound', 'CUSTOMER_NOT_FOUND', 'No customer has this id');

/** The last suspension or reactivation of a customer, as the audit log keeps it. */
async function lastStatusChange(
  db: AppDatabase,
  customerId: string,
): Promise<Schemas['CustomerStatusEvent'] | null> {
  const [row] = await db
    .select()
    .from(staffAudit)
    .where(
      and(
        eq(staffAudit.targetType, 'customer'),
        eq(staffAudit.targetId, customerId),
        inArray(staffAudit.action, Object.values(STATUS_ACTIONS)),
      ),
    )
    .orderBy(desc(staffAudit.id))
    .limit(1);
  if (!row) return null;
  const after = row.after as { status: Schemas['CustomerStatus']; reason: string };
  return { status: after.status, reason: after.reason, at: row.at.toISOString(), by: row.actorEmail };
}

/** One customer: profile, how they sign in, saved addresses, what they paid, the last status change. */
export async function customerDetail(
  db: AppDatabase,
  customerId: string,
): Promise<Schemas['CustomerDetail']> {
  const [found] = await db
    .select({ customer: customers, orderCount: orderCountOf })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!found) throw notFound();
  const { customer } = found;
  const [social, addresses, [paid], statusChange] = await Promise.all([
    db
      .select({ provider: socialAccounts.provider })
      .from(socialAccounts)
      .where(eq(socialAccounts.customerId, customerId))
      .orderBy(socialAccounts.provider),
    listAddresses(db, customerId),
    db
      .select({ total: sql<string>`coalesce(sum(${orders.total}), 0)` })
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.paid, true))),
    lastStatusChange(db, customerId),
  ]);
  const methods = [
    ...(customer.passwordHash === null ? [] : ['password' as const]),
    ...social.map((row) => row.provider as 'google' | 'facebook' | 'line'),
  ];
  return {
    ...summaryView(customer, found.orderCount),
    phoneVerified: customer.phoneVerified,
    signInMethods: methods,
    addresses: addresses.map((row) => ({
      id: row.id,
      type: row.type,
      fullName: fullName(row),
      phone: row.phone,
      fullAddress: fullAddress(row),
      companyName: row.companyName,
      branch: row.branch,
      taxId: row.taxId,
      idCard: row.idCard,
      isDefault: row.isDefault,
      addressType: row.addressTypes.length === 2 ? 'both' : (row.addressTypes[0] ?? 'shipping'),
    })),
    paidTotal: Number(paid?.total ?? 0),
    lastStatusChange: statusChange,
  };
}

/**
 * Suspends a customer (every session ends at once; sign-ins are refused) or reactivates them, with
 * the reason in the audit log. The status they already have changes nothing and writes nothing.
 */
export async function setCustomerStatus(
  db: AppDatabase,
  actor: Actor,
  customerId: string,
  change: Schemas['CustomerStatusChange'],
): Promise<Schemas['CustomerDetail']> {
  const reason = change.reason.trim();
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
    if (!before) throw notFound();
    if (before.status === change.status) return;
    await tx
      .update(customers)
      .set({ status: change.status, updatedAt: sql`now()` })
      .where(eq(customers.id, customerId));
    let endedSessions = 0;
    if (change.status === 'suspended') {
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      endedSessions = ended.length;
    }
    await recordAudit(tx, actor, {
      action: STATUS_ACTIONS[change.status],
      targetType: 'customer',
      targetId: customerId,
      before: { status: before.status },
      after: { status: change.status, reason, ...(change.status === 'suspended' ? { endedSessions } : {}) },
    });
  });
  return customerDetail(db, customerId);
}

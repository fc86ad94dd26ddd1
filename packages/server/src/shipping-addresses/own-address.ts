import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { shippingAddresses } from '../db/schema/index.ts';

/** One of the customer's addresses; undefined for an unknown id or another customer's address. */
export async function findOwnAddress(db: AppDatabase, customerId: string, addressId: string) {
  const [row] = await db
    .select()
    .from(shippingAddresses)
    .where(and(eq(shippingAddresses.id, addressId), eq(shippingAddresses.customerId, customerId)));
  return row;
}

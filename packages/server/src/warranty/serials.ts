import { eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { orderItems, serialNumbers } from '../db/schema/index.ts';

/** Today in Thailand as YYYY-MM-DD. */
export function bangkokToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(now);
}

/** Starts the warranty of every unit of an order (recorded at packing) on the day it reached the shopper. */
export async function startWarranty(tx: AppDatabase, orderId: string, day: string): Promise<void> {
  await tx
    .update(serialNumbers)
    .set({ buyDate: day })
    .where(
      inArray(
        serialNumbers.orderItemId,
        tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId)),
      ),
    );
}

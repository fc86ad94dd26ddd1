import type { components } from '@probuild/api-client/schema';

type Assembly = components['schemas']['SaveBuildRequest']['assembly'];
export type DeliveryEstimate = components['schemas']['BuildEvaluation']['estimatedDelivery'];

/** Orders paid before this hour, Bangkok time, on a working day leave the warehouse that day. */
export const SAME_DAY_DISPATCH_BEFORE_HOUR = 14;
/** Working days the shop takes to assemble and test a build before it leaves. */
export const ASSEMBLY_WORKING_DAYS = 1;
/** Working days a parcel takes from the warehouse to a Thai address (Normal Shipping). */
export const SHIPPING_WORKING_DAYS = { earliest: 1, latest: 3 } as const;
/** What the shop charges to assemble a build (its service line in the cart and the order): free. */
export const ASSEMBLY_FEE = 0;

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Bangkok's calendar day of an instant, as a UTC midnight (Thailand keeps no daylight saving). */
function bangkokDay(instant: Date): { day: Date; hour: number } {
  const local = new Date(instant.getTime() + BANGKOK_OFFSET_MS);
  const day = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
  return { day, hour: local.getUTCHours() };
}

/** Monday to Friday. */
const isWorkingDay = (day: Date) => day.getUTCDay() !== 0 && day.getUTCDay() !== 6;

function addWorkingDays(day: Date, count: number): Date {
  let next = day;
  for (let added = 0; added < count; ) {
    next = new Date(next.getTime() + DAY_MS);
    if (isWorkingDay(next)) added += 1;
  }
  return next;
}

const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/**
 * When a build ordered now would arrive by Normal Shipping: it leaves the warehouse the same working
 * day when paid before 14:00 Bangkok time (else the next working day), one working day later when the
 * shop assembles it, and arrives 1–3 working days after leaving. Null when a part is out of stock:
 * no date can be promised until it is back.
 */
export function estimateDelivery(now: Date, assembly: Assembly, allInStock: boolean): DeliveryEstimate {
  if (!allInStock) return null;
  const { day, hour } = bangkokDay(now);
  const leavesToday = isWorkingDay(day) && hour < SAME_DAY_DISPATCH_BEFORE_HOUR;
  const picked = leavesToday ? day : addWorkingDays(day, 1);
  const leaves = assembly === 'shop' ? addWorkingDays(picked, ASSEMBLY_WORKING_DAYS) : picked;
  return {
    earliest: isoDay(addWorkingDays(leaves, SHIPPING_WORKING_DAYS.earliest)),
    latest: isoDay(addWorkingDays(leaves, SHIPPING_WORKING_DAYS.latest)),
  };
}

import type { components } from '@probuild/api-client/schema';
import { and, desc, eq, ne } from 'drizzle-orm';
import { countOwnRowsLocked, lockCustomer } from '../customers/customer-store.ts';
import { normalisePhone } from '../customers/customer-view.ts';
import type { AppDatabase } from '../db/open.ts';
import { shippingAddresses } from '../db/schema/index.ts';
import { DomainError, type DomainErrorIssue } from '../domain-error.ts';
import { addressLineProblem } from './address-line.ts';
import type { ShippingAddressRow } from './address-view.ts';
import { isThaiIdCard, isThaiPhone, isThaiTaxId } from './identity-numbers.ts';
import { findOwnAddress } from './own-address.ts';
import { validateThaiAddress } from './thai-address.ts';

type Payload = components['schemas']['ShippingAddressPayload'];
type AddressFields = Omit<typeof shippingAddresses.$inferInsert, 'id' | 'customerId' | 'isDefault'>;

export const MAX_ADDRESSES_PER_CUSTOMER = 20;

const notFound = () => new DomainError('notFound', 'NOT_FOUND', 'address not found');

/**
 * Checks what the schema cannot (phone format, ID card and tax ID check digits, control characters in
 * the address line, the place) and gives the row's fields.
 */
async function addressFields(db: AppDatabase, payload: Payload): Promise<AddressFields> {
  const problems: DomainErrorIssue[] = [];
  const phone = normalisePhone(payload.phone);
  if (!isThaiPhone(phone)) problems.push({ path: '/phone', message: 'is not a Thai phone number' });
  if (payload.type === 'person' && payload.idCard !== undefined && !isThaiIdCard(payload.idCard)) {
    problems.push({ path: '/idCard', message: 'is not a valid Thai ID card number (check digit)' });
  }
  const lineProblem = addressLineProblem(payload.address.line);
  if (lineProblem) problems.push({ path: '/address/line', message: lineProblem });
  if (payload.type === 'company' && !isThaiTaxId(payload.taxId)) {
    problems.push({ path: '/taxId', message: 'is not a valid Thai tax ID (check digit)' });
  }
  if (problems.length > 0) {
    const message = problems.map(({ path, message }) => `body${path} ${message}`).join('; ');
    throw new DomainError('invalid', 'VALIDATION_FAILED', message, { issues: problems });
  }
  const place = await validateThaiAddress(db, payload.address);
  if (!place) {
    throw new DomainError(
      'unprocessable',
      'ADDRESS_MISMATCH',
      'The province, district, sub-district and postcode do not belong together',
    );
  }
  const common = {
    phone,
    province: place.province.th,
    district: place.district.th,
    tambon: place.tambon.th,
    postcode: place.postCodeMain,
    line: payload.address.line.trim(),
    additionalDetails: payload.address.additionalDetails?.trim() ?? '',
    addressTypes: payload.addressTypes?.length ? payload.addressTypes : ['shipping' as const],
  };
  const nobody = { prefix: null, firstName: null, lastName: null, idCard: null };
  const noCompany = { companyName: null, branch: null, taxId: null };
  return payload.type === 'person'
    ? {
        ...common,
        ...noCompany,
        type: 'person',
        prefix: payload.prefix ?? 'mr',
        firstName: payload.firstName.trim(),
        lastName: payload.lastName.trim(),
        idCard: payload.idCard ?? null,
      }
    : {
        ...common,
        ...nobody,
        type: 'company',
        companyName: payload.companyName.trim(),
        branch: payload.branch,
        taxId: payload.taxId,
      };
}

async function clearDefault(tx: AppDatabase, customerId: string): Promise<void> {
  await tx
    .update(shippingAddresses)
    .set({ isDefault: false })
    .where(and(eq(shippingAddresses.customerId, customerId), eq(shippingAddresses.isDefault, true)));
}

/** Makes the newest address (other than `except`) the default; answers whether there was one. */
async function defaultToNewest(tx: AppDatabase, customerId: string, except: string): Promise<boolean> {
  const [newest] = await tx
    .select({ id: shippingAddresses.id })
    .from(shippingAddresses)
    .where(and(eq(shippingAddresses.customerId, customerId), ne(shippingAddresses.id, except)))
    .orderBy(desc(shippingAddresses.createdAt), desc(shippingAddresses.id))
    .limit(1);
  if (!newest) return false;
  await tx.update(shippingAddresses).set({ isDefault: true }).where(eq(shippingAddresses.id, newest.id));
  return true;
}

/** The customer's saved addresses, the default first, then the newest. */
export async function listAddresses(db: AppDatabase, customerId: string): Promise<ShippingAddressRow[]> {
  return db
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.customerId, customerId))
    .orderBy(
      desc(shippingAddresses.isDefault),
      desc(shippingAddresses.createdAt),
      desc(shippingAddresses.id),
    );
}

/**
 * Saves a new address, at most MAX_ADDRESSES_PER_CUSTOMER (counted under the customer's lock); the
 * first one, or one asked to be, becomes the default.
 */
export async function createAddress(
  db: AppDatabase,
  customerId: string,
  payload: Payload,
): Promise<ShippingAddressRow> {
  const fields = await addressFields(db, payload);
  return db.transaction(async (tx) => {
    const addresses = await countOwnRowsLocked(tx, customerId, shippingAddresses.customerId);
    if (addresses >= MAX_ADDRESSES_PER_CUSTOMER) {
      throw new DomainError(
        'unprocessable',
        'TOO_MANY_ADDRESSES',
        `At most ${MAX_ADDRESSES_PER_CUSTOMER} addresses can be saved; delete one first`,
        { limit: MAX_ADDRESSES_PER_CUSTOMER },
      );
    }
    const isDefault = payload.isDefault === true || addresses === 0;
    if (isDefault) await clearDefault(tx, customerId);
    const [row] = await tx
      .insert(shippingAddresses)
      .values({ ...fields, customerId, isDefault })
      .returning();
    return row as ShippingAddressRow;
  });
}

/** Replaces one of the customer's addresses; unsetting the default passes it to the newest other one. */
export async function updateAddress(
  db: AppDatabase,
  customerId: string,
  addressId: string,
  payload: Payload,
): Promise<ShippingAddressRow> {
  const fields = await addressFields(db, payload);
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const current = await findOwnAddress(tx, customerId, addressId);
    if (!current) throw notFound();
    let isDefault = payload.isDefault === true;
    if (isDefault || current.isDefault) await clearDefault(tx, customerId);
    // The only address keeps the default.
    if (!isDefault && current.isDefault) isDefault = !(await defaultToNewest(tx, customerId, current.id));
    const [row] = await tx
      .update(shippingAddresses)
      .set({ ...fields, isDefault, updatedAt: new Date() })
      .where(eq(shippingAddresses.id, current.id))
      .returning();
    return row as ShippingAddressRow;
  });
}

/** Deletes one of the customer's addresses; a deleted default passes to the newest other one. */
export async function deleteAddress(db: AppDatabase, customerId: string, addressId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [deleted] = await tx
      .delete(shippingAddresses)
      .where(and(eq(shippingAddresses.id, addressId), eq(shippingAddresses.customerId, customerId)))
      .returning();
    if (!deleted) throw notFound();
    if (deleted.isDefault) await defaultToNewest(tx, customerId, deleted.id);
  });
}

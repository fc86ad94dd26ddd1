import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shippingAddresses } from '../src/db/schema/index.ts';
import { isThaiIdCard, isThaiPhone, isThaiTaxId } from '../src/shipping-addresses/identity-numbers.ts';
import { useTestApp } from './support/app.ts';
import { addToCart, newShopper, orderRequest, type Shopper } from './support/checkout.ts';
import { callOperation, callSuccessfully } from './support/contract.ts';
import { signUp } from './support/customers.ts';
import { addTestProduct } from './support/products.ts';
import { chiangMaiPerson, companyInBangkok } from './support/shipping-addresses.ts';

const testApp = useTestApp();
const app = () => testApp.app;

async function list(customer: { customerId: string; headers: Record<string, string> }) {
  const { data } = await callSuccessfully(app(), 'listShippingAddresses', {
    params: { customerId: customer.customerId },
    headers: customer.headers,
  });
  return data;
}

/** Orders one unit of a new product to the shopper's address and reads the order back. */
async function orderTo(shopper: Shopper) {
  const product = await addTestProduct(testApp.database.db, { price: 99000, stock: 3 });
  await addToCart(app(), shopper, product.sku, 1);
  const placed = await callSuccessfully(app(), 'createOrder', {
    headers: { ...shopper.headers, 'idempotency-key': randomUUID() },
    payload: orderRequest(shopper),
  });
  const { data } = await callSuccessfully(app(), 'getOrder', {
    params: { orderNumber: placed.data.orderNumber },
    headers: shopper.headers,
  });
  return data;
}

describe('Thai numbers', () => {
  it('checks the ID card check digit', () => {
    expect(isThaiIdCard('1103700123458')).toBe(true);
    expect(isThaiIdCard('3101001234565')).toBe(true);
    expect(isThaiIdCard('1103700123457')).toBe(false);
    expect(isThaiIdCard('110370012345')).toBe(false);
  });

  it('checks the tax ID check digit', () => {
    expect(isThaiTaxId('0105561234560')).toBe(true);
    expect(isThaiTaxId('0994000165218')).toBe(true);
    expect(isThaiTaxId('0105561234567')).toBe(false);
    expect(isThaiTaxId('010556123456x')).toBe(false);
  });

  it('accepts landlines, mobiles and +66 numbers', () => {
    for (const phone of ['021234567', '0812345678', '0612345678', '+66812345678', '+6621234567']) {
      expect(isThaiPhone(phone), phone).toBe(true);
    }
    for (const phone of ['12345678', '081234567', '08123456789', '0112345678', '+1812345678']) {
      expect(isThaiPhone(phone), phone).toBe(false);
    }
  });
});

describe('shipping addresses', () => {
  it('creates a person address with the names as stored, full name and full address', async () => {
    const me = await signUp(app());
    const created = await callSuccessfully(app(), 'createShippingAddress', {
      params: { customerId: me.customerId },
      headers: me.headers,
      payload: chiangMaiPerson({
        address: {
          province: 'Chiang Mai',
          district: 'อำเภอเมืองเชียงใหม่',
          tambon: 'si phum',
          postcode: '50200',
          line: '12/3 ถ.มูลเมือง',
        },
      }),
    });
    expect(created.message).toBe('address saved');
    expect(created.data).toMatchObject({
      customerId: me.customerId,
      type: 'person',
      prefix: 'mr',
      idCard: '1103700123458',
      phone: '0812345678',
      companyName: null,
      address: { province: 'เชียงใหม่', district: 'เมืองเชียงใหม่', tambon: 'ศรีภูมิ', postcode: '50200' },
      isDefault: true,
      addressTypes: ['shipping', 'taxInvoice'],
      addressType: 'both',
      fullName: 'นายสมชาย ใจดี',
      fullAddress: '12/3 ถ.มูลเมือง ต.ศรีภูมิ อ.เมืองเชียงใหม่ จ.เชียงใหม่ 50200',
    });
  });

  it('creates a company address; empty purposes count as shipping; Bangkok is written with แขวง and เขต', async () => {
    const me = await signUp(app());
    const { data } = await callSuccessfully(app(), 'createShippingAddress', {
      params: { customerId: me.customerId },
      headers: me.headers,
      payload: companyInBangkok({ addressTypes: [] }),
    });
    expect(data).toMatchObject({
      type: 'company',
      prefix: null,
      firstName: null,
      taxId: '0105561234560',
      branch: '00000',
      addressTypes: ['shipping'],
      addressType: 'shipping',
      fullName: 'บริษัท โปรบิลด์ จำกัด (สำนักงานใหญ่)',
      fullAddress: '87 อาคารออลซีซั่นส์เพลส ถนนวิทยุ แขวงลุมพินี เขตปทุมวัน กรุงเทพมหานคร 10330',
    });
  });

  it('keeps exactly one default: a new default clears the old, the first is default anyway', async () => {
    const me = await signUp(app());
    const create = (isDefault: boolean) =>
      callSuccessfully(app(), 'createShippingAddress', {
        params: { customerId: me.customerId },
        headers: me.headers,
        payload: chiangMaiPerson({ isDefault }),
      });
    const first = await create(false);
    expect(first.data.isDefault).toBe(true);
    const second = await create(false);
    expect(second.data.isDefault).toBe(false);
    const third = await create(true);
    const ids = (await list(me)).map((address) => [address._id, address.isDefault]);
    // Default first, then newest first.
    expect(ids).toEqual([
      [third.data._id, true],
      [second.data._id, false],
      [first.data._id, false],
    ]);

    // Unsetting the default passes it to the newest other address.
    await callSuccessfully(app(), 'updateShippingAddress', {
      params: { addressId: third.data._id },
      headers: me.headers,
      payload: chiangMaiPerson({ isDefault: false }),
    });
    expect((await list(me)).filter((address) => address.isDefault).map((address) => address._id)).toEqual([
      second.data._id,
    ]);

    // Deleting the default makes the newest remaining address the default.
    const deleted = await callSuccessfully(app(), 'deleteShippingAddress', {
      params: { id: second.data._id },
      headers: me.headers,
    });
    expect(deleted).toEqual({ success: true, data: null, message: 'deleted successfully' });
    expect((await list(me)).map((address) => [address._id, address.isDefault])).toEqual([
      [third.data._id, true],
      [first.data._id, false],
    ]);
  });

  it('copies an address as a new one that is not the default', async () => {
    const me = await signUp(app());
    const original = await callSuccessfully(app(), 'createShippingAddress', {
      params: { customerId: me.customerId },
      headers: me.headers,
      payload: chiangMaiPerson(),
    });
    const copy = await callSuccessfully(app(), 'createShippingAddress', {
      params: { customerId: me.customerId },
      headers: me.headers,
      payload: chiangMaiPerson({ isDefault: false }),
    });
    expect(copy.data._id).not.toBe(original.data._id);
    expect(copy.data.isDefault).toBe(false);
    expect(copy.data.fullAddress).toBe(original.data.fullAddress);
  });

  it('updates an address in place', async () => {
    const me = await signUp(app());
    const { data } = await callSuccessfully(app(), 'createShippingAddress', {
      params: { customerId: me.customerId },
      headers: me.headers,
      payload: chiangMaiPerson(),
    });
    const updated = await callSuccessfully(app(), 'updateShippingAddress', {
      params: { addressId: data._id },
      headers: me.headers,
      payload: companyInBangkok({ isDefault: true }),
    });
    expect(updated.message).toBe('address edited');
    expect(updated.data).toMatchObject({ _id: data._id, type: 'company', firstName: null, idCard: null });
    expect(await list(me)).toHaveLength(1);
  });

  it('refuses places that do not belong together (422) and bad phone or ID card numbers (400)', async () => {
    const me = await signUp(app());
    const create = (payload: object) =>
      callOperation(app(), 'createShippingAddress', {
        params: { customerId: me.customerId },
        headers: me.headers,
        payload,
      });
    const wrongPostcode = await create(
      chiangMaiPerson({
        address: { ...chiangMaiPerson().address, postcode: '10330' },
      }),
    );
    expect(wrongPostcode.status).toBe(422);
    expect(wrongPostcode.body).toMatchObject({ code: 'ADDRESS_MISMATCH' });
    const wrongProvince = await create(
      chiangMaiPerson({
        address: { ...chiangMaiPerson().address, province: 'น่าน' },
      }),
    );
    expect(wrongProvince.status).toBe(422);

    const badNumbers = await create(chiangMaiPerson({ phone: '123456789', idCard: '1103700123457' }));
    expect(badNumbers.status).toBe(400);
    expect((badNumbers.body as { errors: { path: string }[] }).errors.map((error) => error.path)).toEqual([
      '/phone',
      '/idCard',
    ]);
    const longDetails = await create(
      chiangMaiPerson({
        address: { ...chiangMaiPerson().address, additionalDetails: 'ก'.repeat(31) },
      }),
    );
    expect(longDetails.status).toBe(400);
    const shortTaxId = await create(companyInBangkok({ taxId: '010556123456' }));
    expect(shortTaxId.status).toBe(400);
    const wrongCheckDigit = await create(companyInBangkok({ taxId: '0105561234567' }));
    expect(wrongCheckDigit.status).toBe(400);
    expect(wrongCheckDigit.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(
      (wrongCheckDigit.body as { errors: { path: string }[] }).errors.map((error) => error.path),
    ).toEqual(['/taxId']);
    const mixed = await create({ ...companyInBangkok(), firstName: 'สมชาย' });
    expect(mixed.status).toBe(400);
    expect(await list(me)).toEqual([]);
  });

  it('requires an address line: absent, blank or with control characters is refused 400', async () => {
    const me = await signUp(app());
    const withLine = (line?: string) =>
      callOperation(app(), 'createShippingAddress', {
        params: { customerId: me.customerId },
        headers: me.headers,
        payload: chiangMaiPerson({
          address: {
            province: 'เชียงใหม่',
            district: 'เมืองเชียงใหม่',
            tambon: 'ศรีภูมิ',
            postcode: '50200',
            ...(line === undefined ? {} : { line }),
          },
        }),
      });
    for (const line of [undefined, '', '   ', '12/3\u0000ถ.มูลเมือง', '12/3\nถ.มูลเมือง', 'ก'.repeat(201)]) {
      const answer = await withLine(line);
      expect(answer.status, JSON.stringify(line)).toBe(400);
      const body = answer.body as { code: string; message: string; errors: { path: string }[] };
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.message).toContain('address/line');
      expect(body.errors.map((error) => error.path)).toContain('/address/line');
    }
    expect(await list(me)).toEqual([]);
  });

  it('keeps a long Thai address line whole, trimmed, in the address and in the order made to it', async () => {
    const line = '88/123 หมู่บ้านพฤกษา ซอยลาดพร้าว 101 ถนนลาดพร้าว';
    const shopper = await newShopper(app());
    const { data } = await callSuccessfully(app(), 'updateShippingAddress', {
      params: { addressId: shopper.addressId },
      headers: shopper.headers,
      payload: chiangMaiPerson({
        address: {
          province: 'เชียงใหม่',
          district: 'เมืองเชียงใหม่',
          tambon: 'ศรีภูมิ',
          postcode: '50200',
          line: `  ${line} `,
          additionalDetails: 'ตึกสีฟ้า ชั้น 2',
        },
      }),
    });
    expect(data.address).toMatchObject({ line, additionalDetails: 'ตึกสีฟ้า ชั้น 2' });
    expect(data.fullAddress).toBe(`${line} ตึกสีฟ้า ชั้น 2 ต.ศรีภูมิ อ.เมืองเชียงใหม่ จ.เชียงใหม่ 50200`);
    expect((await list(shopper))[0]?.address.line).toBe(line);

    const order = await orderTo(shopper);
    expect(order.shippingAddress?.address.line).toBe(line);
    expect(order.shippingAddress?.fullAddress).toBe(data.fullAddress);
  });

  it('still lists, and takes orders to, an address saved before lines were asked for', async () => {
    const shopper = await newShopper(app());
    await testApp.database.db
      .update(shippingAddresses)
      .set({ line: null, additionalDetails: '12/3 ถ.มูลเมือง' })
      .where(eq(shippingAddresses.id, shopper.addressId));
    const [old] = await list(shopper);
    expect(old?.address.line).toBeNull();
    expect(old?.fullAddress).toBe('12/3 ถ.มูลเมือง ต.ศรีภูมิ อ.เมืองเชียงใหม่ จ.เชียงใหม่ 50200');
    const order = await orderTo(shopper);
    expect(order.shippingAddress?.address.line).toBeNull();
  });

  it('keeps at most 20 addresses per customer', async () => {
    const me = await signUp(app());
    for (let i = 0; i < 20; i++) {
      await callSuccessfully(app(), 'createShippingAddress', {
        params: { customerId: me.customerId },
        headers: me.headers,
        payload: chiangMaiPerson(),
      });
    }
    const answer = await callOperation(app(), 'createShippingAddress', {
      params: { customerId: me.customerId },
      headers: me.headers,
      payload: chiangMaiPerson(),
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: 'TOO_MANY_ADDRESSES' });
  });
});

import type { components } from '@probuild/api-client/schema';
import type { shippingAddresses } from '../db/schema/index.ts';

export type ShippingAddress = components['schemas']['ShippingAddress'];
export type ShippingAddressRow = typeof shippingAddresses.$inferSelect;

const prefixLabel: Record<string, string> = { mr: 'นาย', ms: 'นางสาว', mrs: 'นาง', none: '' };

const BANGKOK = 'กรุงเทพมหานคร';

/** `นายสมชาย ใจดี`, or `บริษัท โปรบิลด์ จำกัด (สำนักงานใหญ่)`. */
export function fullName(row: ShippingAddressRow): string {
  if (row.type === 'company') {
    const branch = row.branch === '00000' || !row.branch ? 'สำนักงานใหญ่' : `สาขา ${row.branch}`;
    return `${row.companyName ?? ''} (${branch})`;
  }
  return `${prefixLabel[row.prefix ?? 'none'] ?? ''}${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
}

/**
 * The line, the extra details, then the place: `12/3 ถ.มูลเมือง ต.ศรีภูมิ อ.เมืองเชียงใหม่ จ.เชียงใหม่
 * 50200`; in Bangkok `แขวงลุมพินี เขตปทุมวัน กรุงเทพมหานคร 10330` (district names there already start
 * with เขต). Every page that shows an address shows this text.
 */
export function fullAddress(row: ShippingAddressRow): string {
  const inBangkok = row.province === BANGKOK;
  return [
    row.line,
    row.additionalDetails,
    `${inBangkok ? 'แขวง' : 'ต.'}${row.tambon}`,
    inBangkok ? row.district : `อ.${row.district}`,
    inBangkok ? row.province : `จ.${row.province}`,
    row.postcode,
  ]
    .filter(Boolean)
    .join(' ');
}

export function addressView(row: ShippingAddressRow): ShippingAddress {
  const types = row.addressTypes;
  return {
    _id: row.id,
    customerId: row.customerId,
    type: row.type,
    prefix: row.type === 'person' ? (row.prefix ?? 'mr') : null,
    firstName: row.firstName,
    lastName: row.lastName,
    idCard: row.idCard,
    phone: row.phone,
    companyName: row.companyName,
    branch: row.branch,
    taxId: row.taxId,
    address: {
      province: row.province,
      district: row.district,
      tambon: row.tambon,
      postcode: row.postcode,
      line: row.line,
      additionalDetails: row.additionalDetails,
    },
    isDefault: row.isDefault,
    addressTypes: types,
    addressType: types.length === 2 ? 'both' : (types[0] ?? 'shipping'),
    fullName: fullName(row),
    fullAddress: fullAddress(row),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

import { EMPTY_ADDRESS_FORM } from '@probuild/machines';
import { describe, expect, it } from 'vitest';
import { addressFormErrors, hasThaiCheckDigit, isThaiPhone } from './addressSchema.ts';

const place = {
  province: 'เชียงใหม่',
  district: 'เมืองเชียงใหม่',
  tambon: 'ศรีภูมิ',
  postcode: '50200',
  line: '88/123 หมู่บ้านพฤกษา ซอยลาดพร้าว 101 ถนนลาดพร้าว',
  additionalDetails: 'ตึกสีฟ้า ชั้น 2',
};
const person = {
  ...EMPTY_ADDRESS_FORM,
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  phone: '081-234-5678',
  address: place,
};
const company = {
  ...EMPTY_ADDRESS_FORM,
  type: 'company' as const,
  companyName: 'บริษัท โปรบิลด์ จำกัด',
  branch: '00000',
  taxId: '0105561234560',
  phone: '02 123 4567',
  address: place,
};

describe('Thai numbers', () => {
  it('checks the mod-11 check digit of ID card numbers and tax IDs', () => {
    expect(hasThaiCheckDigit('1103700123458')).toBe(true);
    expect(hasThaiCheckDigit('0105561234560')).toBe(true);
    expect(hasThaiCheckDigit('1103700123457')).toBe(false);
    expect(hasThaiCheckDigit('110370012345')).toBe(false);
  });

  it('accepts landlines, mobiles and +66, and refuses other numbers', () => {
    for (const ok of ['02-123-4567', '081 234 5678', '+66812345678']) expect(isThaiPhone(ok), ok).toBe(true);
    for (const bad of ['12345678', '081234567', '0112345678', '+1812345678']) {
      expect(isThaiPhone(bad), bad).toBe(false);
    }
  });
});

describe('the address form', () => {
  it('lets a complete person or company address through', () => {
    expect(addressFormErrors(person)).toEqual({});
    expect(addressFormErrors({ ...person, idCard: '1103700123458' })).toEqual({});
    expect(addressFormErrors(company)).toEqual({});
  });

  it('names every missing field and the unchosen place', () => {
    expect(addressFormErrors(EMPTY_ADDRESS_FORM)).toMatchObject({
      firstName: 'account.address.error.required',
      lastName: 'account.address.error.required',
      phone: 'account.address.error.required',
      'address.province': 'account.address.error.place',
      'address.postcode': 'account.address.error.place',
      'address.line': 'account.address.error.lineRequired',
    });
  });

  it('asks for an address line that is not blank, at most 200 characters, on one line', () => {
    const withLine = (line: string) => addressFormErrors({ ...person, address: { ...place, line } });
    expect(withLine('   ')).toEqual({ 'address.line': 'account.address.error.lineRequired' });
    expect(withLine('ก'.repeat(201))).toEqual({ 'address.line': 'account.address.error.lineTooLong' });
    expect(withLine(`  ${'ก'.repeat(200)}  `)).toEqual({});
    expect(withLine('88/123\tซอยลาดพร้าว 101')).toEqual({
      'address.line': 'account.address.error.lineControl',
    });
  });

  it('refuses a wrong check digit, a bad phone, a short branch and long extra details', () => {
    expect(addressFormErrors({ ...person, idCard: '1103700123457', phone: '12345' })).toEqual({
      idCard: 'account.address.error.idCard',
      phone: 'account.address.error.phone',
    });
    expect(
      addressFormErrors({
        ...company,
        taxId: '0105561234567',
        branch: '12',
        address: { ...place, additionalDetails: 'ก'.repeat(31) },
      }),
    ).toEqual({
      taxId: 'account.address.error.taxId',
      branch: 'account.address.error.branch',
      'address.additionalDetails': 'account.address.error.detailsTooLong',
    });
  });
});

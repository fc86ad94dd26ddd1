import type { AddressForm } from '@probuild/machines';
import { z } from 'zod/mini';

/** The most the extra details of an address may hold. */
export const ADDITIONAL_DETAILS_MAX_LENGTH = 30;
/** The most the address line (house number, village, soi, road) may hold. */
export const ADDRESS_LINE_MAX_LENGTH = 200;
/** Tabs, line breaks and other control characters: the address line is one line of text. */
const CONTROL_CHARACTER = /\p{Cc}/u;
/** A company's branch number for its head office. */
export const HEAD_OFFICE_BRANCH = '00000';

/**
 * A Thai ID card number or tax ID: 13 digits whose last is the check digit,
 * (11 − Σ digitᵢ × (13 − i) mod 11) mod 10 over the first twelve (i from 0).
 */
export function hasThaiCheckDigit(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 12).reduce((weighted, digit, i) => weighted + digit * (13 - i), 0);
  return (11 - (sum % 11)) % 10 === digits[12];
}

/**
 * A Thai phone number, spaces and dashes aside: a landline 0[2-7] and 7 digits, a mobile 0[689] and
 * 8 digits, or either with +66 in place of its 0.
 */
export function isThaiPhone(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  const national = digits.startsWith('+66') ? `0${digits.slice(3)}` : digits;
  return /^0[2-7]\d{7}$/.test(national) || /^0[689]\d{8}$/.test(national);
}

const filled = z.refine<string>((value) => value.trim() !== '', 'account.address.error.required');
const phone = z.string().check(
  filled,
  z.refine((value) => value.trim() === '' || isThaiPhone(value.trim()), 'account.address.error.phone'),
);
const place = z.refine<string>((value) => value.trim() !== '', 'account.address.error.place');
const postal = z.object({
  province: z.string().check(place),
  district: z.string().check(place),
  tambon: z.string().check(place),
  postcode: z.string().check(place),
  line: z.string().check(
    z.refine((value) => value.trim() !== '', 'account.address.error.lineRequired'),
    z.refine((value) => value.trim().length <= ADDRESS_LINE_MAX_LENGTH, 'account.address.error.lineTooLong'),
    z.refine((value) => !CONTROL_CHARACTER.test(value), 'account.address.error.lineControl'),
  ),
  additionalDetails: z
    .string()
    .check(z.maxLength(ADDITIONAL_DETAILS_MAX_LENGTH, 'account.address.error.detailsTooLong')),
});

const personSchema = z.object({
  firstName: z.string().check(filled),
  lastName: z.string().check(filled),
  // Needed only for tax invoices, so it may be left empty; when given, the check digit must hold.
  idCard: z
    .string()
    .check(z.refine((value) => value === '' || hasThaiCheckDigit(value), 'account.address.error.idCard')),
  phone,
  address: postal,
});

const companySchema = z.object({
  companyName: z.string().check(filled),
  branch: z.string().check(z.refine((value) => /^\d{5}$/.test(value), 'account.address.error.branch')),
  taxId: z.string().check(
    filled,
    z.refine((value) => value === '' || hasThaiCheckDigit(value), 'account.address.error.taxId'),
  ),
  phone,
  address: postal,
});

/** A field of the form with a problem, as `address.province` style paths. */
export type AddressFormErrors = Partial<Record<string, string>>;

/** The message id of each field that is not right yet; empty when the form can be saved. */
export function addressFormErrors(form: AddressForm): AddressFormErrors {
  const values = {
    ...form,
    firstName: form.firstName ?? '',
    lastName: form.lastName ?? '',
    idCard: form.idCard ?? '',
    companyName: form.companyName ?? '',
    branch: form.branch ?? '',
    taxId: form.taxId ?? '',
    phone: form.phone ?? '',
  };
  const result = (form.type === 'company' ? companySchema : personSchema).safeParse(values);
  if (result.success) return {};
  const errors: AddressFormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

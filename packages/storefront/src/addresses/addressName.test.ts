import { expect, it } from 'vitest';
import { addressName } from './addressName.ts';

const labels = {
  th: { mr: 'นาย', ms: 'นางสาว', mrs: 'นาง' },
  en: { mr: 'Mr', ms: 'Ms', mrs: 'Mrs' },
} as const;

const person = (prefix: 'mr' | 'ms' | 'mrs' | 'none', firstName: string, lastName: string) => ({
  type: 'person' as const,
  prefix,
  firstName,
  lastName,
  // The server writes the Thai form; a person's name is built from the parts in the page's language.
  fullName: `นาย${firstName} ${lastName}`,
});

it('names a person with the prefix in the page language, spaced so it reads right', () => {
  const wipa = person('ms', 'Wipa', 'Sukjai');
  expect(addressName(wipa, 'en', (prefix) => labels.en[prefix])).toBe('Ms Wipa Sukjai');
  expect(addressName(wipa, 'th', (prefix) => labels.th[prefix])).toBe('นางสาว Wipa Sukjai');
  const somchai = person('mr', 'สมชาย', 'ใจดี');
  expect(addressName(somchai, 'th', (prefix) => labels.th[prefix])).toBe('นายสมชาย ใจดี');
  expect(addressName(somchai, 'en', (prefix) => labels.en[prefix])).toBe('Mr สมชาย ใจดี');
  expect(addressName(person('none', 'Wipa', 'Sukjai'), 'th', (prefix) => labels.th[prefix])).toBe(
    'Wipa Sukjai',
  );
});

it("keeps a company's name as the server wrote it", () => {
  const company = {
    type: 'company' as const,
    prefix: null,
    firstName: null,
    lastName: null,
    fullName: 'บริษัท โปรบิลด์ จำกัด (สำนักงานใหญ่)',
  };
  expect(addressName(company, 'en', () => 'Mr')).toBe('บริษัท โปรบิลด์ จำกัด (สำนักงานใหญ่)');
});

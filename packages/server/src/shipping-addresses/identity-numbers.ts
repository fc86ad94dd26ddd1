/**
 * A Thai national ID card number: 13 digits whose last is the check digit,
 * (11 − Σ digitᵢ × (13 − i) mod 11) mod 10 over the first twelve (i from 0).
 */
export function isThaiIdCard(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 12).reduce((total, digit, i) => total + digit * (13 - i), 0);
  return (11 - (sum % 11)) % 10 === digits[12];
}

/**
 * A Thai tax identification number: 13 digits with the same check digit as the ID card (a person's
 * tax ID is their ID card number; a company's follows the same rule).
 */
export const isThaiTaxId: (value: string) => boolean = isThaiIdCard;

/**
 * A Thai phone number once spaces and dashes are gone: a landline 0[2-7]xxxxxxx (9 digits), a
 * mobile 0[689]xxxxxxxx (10 digits), or the same without its 0 after +66.
 */
export function isThaiPhone(digits: string): boolean {
  const national = digits.startsWith('+66') ? `0${digits.slice(3)}` : digits;
  return /^0[2-7]\d{7}$/.test(national) || /^0[689]\d{8}$/.test(national);
}

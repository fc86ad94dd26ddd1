import type { components, Locale } from '@probuild/api-client';

type ShippingAddress = components['schemas']['ShippingAddress'];
type NamedAddress = Pick<ShippingAddress, 'type' | 'prefix' | 'firstName' | 'lastName' | 'fullName'>;

/** A name written in Thai letters. */
const THAI_NAME = /^[\u0E00-\u0E7F]/;

/**
 * The name on an address in the page's language. A company's is the server's (name and branch). A
 * person's is the chosen prefix, in the page's language, then the first and last name: "Mr Wipa
 * Sukjai"; in Thai the prefix runs into a Thai name ("นายสมชาย ใจดี") and is spaced from any other
 * ("นาย Wipa Sukjai"). The prefix "none" adds nothing.
 */
export function addressName(
  address: NamedAddress,
  locale: Locale,
  prefixLabel: (prefix: 'mr' | 'ms' | 'mrs') => string,
): string {
  if (address.type !== 'person') return address.fullName;
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const prefix = address.prefix && address.prefix !== 'none' ? prefixLabel(address.prefix) : '';
  if (!prefix) return name;
  const joiner = locale === 'th' && THAI_NAME.test(name) ? '' : ' ';
  return `${prefix}${joiner}${name}`;
}

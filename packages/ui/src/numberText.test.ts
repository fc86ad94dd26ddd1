import { describe, expect, it } from 'vitest';
import { formatBaht, formatBahtCompact, formatCount, formatWholeBaht } from './numberText.ts';

// What the browser's own formatting prints, which the shop's texts must match.
const wholeBaht = new Intl.NumberFormat('th-TH', {
  style: 'currency',
  currency: 'THB',
  maximumFractionDigits: 0,
});
const withSatang = new Intl.NumberFormat('th-TH', {
  style: 'currency',
  currency: 'THB',
  minimumFractionDigits: 2,
});
const intlBaht = (satang: number) =>
  satang % 100 === 0 ? wholeBaht.format(satang / 100) : withSatang.format(satang / 100);

/** Integers from 0 to 10¹¹ at every magnitude, with their negatives. */
function samples(): number[] {
  const values = [0, 1, 5, 99, 100, 101, 999, 1000, 1001, 99_999, 100_000, 123_456, 9_659_000];
  let seed = 7;
  for (let digits = 1; digits <= 11; digits += 1) {
    for (let i = 0; i < 40; i += 1) {
      seed = (seed * 48_271) % 2_147_483_647;
      values.push(Math.floor((seed / 2_147_483_647) * 10 ** digits));
    }
  }
  return [...values, ...values.map((value) => -value).filter((value) => value !== 0)];
}

describe('formatBaht', () => {
  it('prints what Intl prints for Thai baht, with satang only when there are some', () => {
    for (const satang of samples()) expect(formatBaht(satang), String(satang)).toBe(intlBaht(satang));
  });

  it('reads the examples of its own description', () => {
    expect(formatBaht(9_659_000)).toBe('฿96,590');
    expect(formatBaht(123_456)).toBe('฿1,234.56');
    expect(formatBaht(-5_000)).toBe('-฿50');
    expect(formatBaht(7)).toBe('฿0.07');
  });
});

describe('formatCount', () => {
  it('groups digits as Intl does in Thai and in English', () => {
    const thai = new Intl.NumberFormat('th-TH');
    const english = new Intl.NumberFormat('en');
    for (const count of samples()) {
      expect(formatCount(count), String(count)).toBe(thai.format(count));
      expect(formatCount(count), String(count)).toBe(english.format(count));
    }
  });
});

describe('formatWholeBaht', () => {
  it('prints a typed bound in whole baht as formatBaht prints the same amount', () => {
    for (const baht of [0, 7, 2_500, 1_000_000]) expect(formatWholeBaht(baht)).toBe(formatBaht(baht * 100));
  });
});

describe('formatBahtCompact', () => {
  it('shortens satang to thousands and millions of baht for a chart axis', () => {
    expect([0, 95_000, 1_250_000, 125_000_000, 12_500_000_000].map(formatBahtCompact)).toEqual([
      '฿0',
      '฿950',
      '฿12.5K',
      '฿1.3M',
      '฿125M',
    ]);
  });
});

import { expect, it } from 'vitest';
import { formatDate, formatDateTime } from './formatDate.ts';

it('writes Thai dates with the Buddhist year and English ones with the Gregorian, in Bangkok time', () => {
  expect(formatDateTime('2025-01-15T03:20:00Z', 'th')).toBe('15 มกราคม 2568 เวลา 10:20');
  expect(formatDateTime('2025-01-15T03:20:00Z', 'en')).toBe('15 January 2025 at 10:20');
  // 20:00 UTC on the 31st is already the next day (and year) in Bangkok.
  expect(formatDate('2024-12-31T20:00:00Z', 'th')).toBe('1 มกราคม 2568');
  expect(formatDate('2024-12-31T20:00:00Z', 'en')).toBe('1 January 2025');
});

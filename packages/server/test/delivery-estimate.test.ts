import { describe, expect, it } from 'vitest';
import { estimateDelivery } from '../src/catalogue/delivery-estimate.ts';

// Bangkok is UTC+7: 06:59 UTC is 13:59 there.
const at = (iso: string) => new Date(iso);

describe('the delivery estimate of a build', () => {
  it('leaves the same working day before 14:00 Bangkok time and arrives 1 to 3 working days later', () => {
    // Tuesday 24 November 2026, 13:59 in Bangkok.
    expect(estimateDelivery(at('2026-11-24T06:59:00Z'), 'self', true)).toEqual({
      earliest: '2026-11-25',
      latest: '2026-11-27',
    });
  });

  it('leaves the next working day from 14:00, and a day later again when the shop assembles it', () => {
    expect(estimateDelivery(at('2026-11-24T07:00:00Z'), 'self', true)).toEqual({
      earliest: '2026-11-26',
      latest: '2026-11-30',
    });
    expect(estimateDelivery(at('2026-11-24T06:59:00Z'), 'shop', true)).toEqual({
      earliest: '2026-11-26',
      latest: '2026-11-30',
    });
  });

  it('counts Bangkok’s calendar day and skips the weekend', () => {
    // Friday 27 November 2026 at 23:30 UTC is already Saturday 06:30 in Bangkok.
    expect(estimateDelivery(at('2026-11-27T23:30:00Z'), 'shop', true)).toEqual({
      earliest: '2026-12-02',
      latest: '2026-12-04',
    });
    // Friday before 14:00: leaves Friday, arrives from Monday.
    expect(estimateDelivery(at('2026-11-27T03:00:00Z'), 'self', true)).toEqual({
      earliest: '2026-11-30',
      latest: '2026-12-02',
    });
  });

  it('promises no date while a part is out of stock', () => {
    expect(estimateDelivery(at('2026-11-24T03:00:00Z'), 'shop', false)).toBeNull();
  });
});

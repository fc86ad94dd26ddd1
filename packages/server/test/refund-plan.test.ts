import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PlanLine, planRefund } from '../src/refunds/refund-plan.ts';

/** An order as placement prices it: lines, an assembly fee in the subtotal, a discount, shipping. */
const orderArbitrary = fc
  .record({
    lines: fc.array(
      fc.record({
        unitPrice: fc.integer({ min: 0, max: 5_000_000 }),
        quantity: fc.integer({ min: 1, max: 5 }),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    assembly: fc.constantFrom(0, 50_000),
    shipping: fc.constantFrom(0, 10_000),
    discountShare: fc.double({ min: 0, max: 0.9, noNaN: true }),
  })
  .map(({ lines, assembly, shipping, discountShare }) => {
    const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0) + assembly;
    const discount = Math.floor(subtotal * discountShare);
    return {
      order: { subtotal, discount, total: subtotal + shipping - discount },
      lines: lines.map((line, index) => ({ ...line, line: index, sku: `SKU-${index}`, refunded: 0 })),
    };
  });

describe('the amount of a refund', () => {
  it('never goes below zero, and partial refunds in any order add up to exactly the total paid', () => {
    fc.assert(
      fc.property(
        orderArbitrary,
        fc.array(fc.nat(), { minLength: 1, maxLength: 30 }),
        ({ order, lines }, picks) => {
          const state: PlanLine[] = lines.map((line) => ({ ...line }));
          let refunded = 0;
          for (const pick of picks) {
            const left = state.filter((line) => line.quantity > line.refunded);
            const line = left[pick % Math.max(left.length, 1)];
            if (!line) break;
            const plan = planRefund(order, state, refunded, { lines: [{ line: line.line, quantity: 1 }] });
            expect(plan.amount).toBeGreaterThanOrEqual(0);
            expect(refunded + plan.amount).toBeLessThanOrEqual(order.total);
            refunded += plan.amount;
            line.refunded += 1;
          }
          if (state.some((line) => line.quantity > line.refunded)) {
            const rest = planRefund(order, state, refunded, { all: true });
            expect(rest.completesOrder).toBe(true);
            refunded += rest.amount;
          }
          expect(refunded).toBe(order.total);
        },
      ),
    );
  });

  it('takes each line’s share of the discount, rounded up, and shipping only with the last units', () => {
    const order = { subtotal: 300_000, discount: 10_000, total: 290_000 + 5_000 };
    const lines: PlanLine[] = [
      { line: 0, sku: 'A', quantity: 2, unitPrice: 100_000, refunded: 0 },
      { line: 1, sku: 'B', quantity: 1, unitPrice: 100_000, refunded: 0 },
    ];
    const first = planRefund(order, lines, 0, { lines: [{ line: 0, quantity: 1 }] });
    // 100,000 less ceil(10,000 × 100,000 / 300,000) = 3,334.
    expect(first).toEqual({
      lines: [{ line: 0, sku: 'A', quantity: 1, amount: 96_666 }],
      rest: 0,
      amount: 96_666,
      completesOrder: false,
    });
    const last = planRefund(
      order,
      lines.map((line) => (line.line === 0 ? { ...line, refunded: 1 } : line)),
      96_666,
      { all: true },
    );
    expect(last.amount).toBe(295_000 - 96_666);
    // Shipping, and the satang each of the two lines' shares was rounded up by.
    expect(last.rest).toBe(5_000 + 2);
  });

  it('refuses more units than a line has left, a line the order lacks, and an order with nothing left', () => {
    const order = { subtotal: 100_000, discount: 0, total: 100_000 };
    const lines: PlanLine[] = [{ line: 0, sku: 'A', quantity: 1, unitPrice: 100_000, refunded: 0 }];
    expect(() => planRefund(order, lines, 0, { lines: [{ line: 0, quantity: 2 }] })).toThrow(
      expect.objectContaining({ code: 'REFUND_TOO_MUCH', params: { sku: 'A', unitsLeft: 1 } }),
    );
    expect(() => planRefund(order, lines, 0, { lines: [{ line: 3, quantity: 1 }] })).toThrow(
      expect.objectContaining({ code: 'REFUND_LINE_UNKNOWN' }),
    );
    expect(() =>
      planRefund(order, [{ ...lines[0], refunded: 1 } as PlanLine], 100_000, { all: true }),
    ).toThrow(expect.objectContaining({ code: 'NOTHING_TO_REFUND' }));
  });
});

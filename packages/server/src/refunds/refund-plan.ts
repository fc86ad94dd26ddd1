import type { RefundedLine } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';

/** What staff ask to give back: every unit not yet given back, or some units of some lines. */
export type RefundAsk = { all: true } | { lines: { line: number; quantity: number }[] };

export interface PlanOrder {
  subtotal: number;
  discount: number;
  total: number;
}

export interface PlanLine {
  /** The line's position in the order. */
  line: number;
  sku: string;
  quantity: number;
  unitPrice: number;
  /** Units given back already or being given back (pending refunds). */
  refunded: number;
}

export interface RefundPlan {
  lines: RefundedLine[];
  /** What comes back beyond the lines' share: shipping, assembly and rounding, with the last units. */
  rest: number;
  amount: number;
  /** After it every unit of the order is given back. */
  completesOrder: boolean;
}

/**
 * The amount of a refund, from the order's recorded prices only. Each line gives back its units at
 * their unit price less their share of the order's discount (discount × units' value / subtotal,
 * rounded up to the satang so partial refunds never pass the paid amount), never below zero. The
 * refund that gives back the last units gives back all that is left of the total (shipping and
 * assembly included); no refund takes the refunds past the total paid (`alreadyRefunded` counts the
 * pending and succeeded ones).
 */
export function planRefund(
  order: PlanOrder,
  lines: PlanLine[],
  alreadyRefunded: number,
  ask: RefundAsk,
): RefundPlan {
  const wanted = new Map<number, number>();
  if ('all' in ask) {
    for (const line of lines)
      if (line.quantity > line.refunded) wanted.set(line.line, line.quantity - line.refunded);
  } else {
    for (const { line, quantity } of ask.lines) {
      const found = lines.find((candidate) => candidate.line === line);
      if (!found)
        throw new DomainError('unprocessable', 'REFUND_LINE_UNKNOWN', `The order has no line ${line}`);
      const asked = (wanted.get(line) ?? 0) + quantity;
      if (asked > found.quantity - found.refunded)
        throw new DomainError(
          'unprocessable',
          'REFUND_TOO_MUCH',
          `Line ${line} (${found.sku}) has ${found.quantity - found.refunded} units left to refund`,
          { sku: found.sku, unitsLeft: found.quantity - found.refunded },
        );
      wanted.set(line, asked);
    }
  }
  const refundedLines: RefundedLine[] = lines
    .filter((line) => (wanted.get(line.line) ?? 0) > 0)
    .map((line) => {
      const quantity = wanted.get(line.line) ?? 0;
      const value = line.unitPrice * quantity;
      const discountShare = order.subtotal > 0 ? Math.ceil((order.discount * value) / order.subtotal) : 0;
      return { line: line.line, sku: line.sku, quantity, amount: Math.max(0, value - discountShare) };
    });
  if (refundedLines.length === 0)
    throw new DomainError('conflict', 'NOTHING_TO_REFUND', 'Every unit of this order is refunded already');
  const completesOrder = lines.every(
    (line) => line.refunded + (wanted.get(line.line) ?? 0) === line.quantity,
  );
  const left = Math.max(0, order.total - alreadyRefunded);
  const linesAmount = refundedLines.reduce((sum, line) => sum + line.amount, 0);
  const amount = completesOrder ? left : Math.min(linesAmount, left);
  return { lines: refundedLines, rest: Math.max(0, amount - linesAmount), amount, completesOrder };
}

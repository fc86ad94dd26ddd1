import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODE_MESSAGES, errorCodeMessage } from '../src/index.ts';
import { clientMessages, messageFormatter } from './support/messageFormatter.ts';

/** The codes of the contract's `ErrorCode`, as `pnpm gen` wrote them into the generated types. */
function contractCodes(): string[] {
  const types = readFileSync(new URL('../src/schema.d.ts', import.meta.url), 'utf8');
  const union = /\bErrorCode: ((?:"[A-Z_]+"(?: \| )?)+);/.exec(types)?.[1];
  if (!union) throw new Error('No ErrorCode union in the generated types');
  return [...union.matchAll(/"([A-Z_]+)"/g)].map((match) => match[1] as string);
}

const format = messageFormatter(clientMessages);

describe('error codes of the contract', () => {
  const codes = contractCodes();

  it('are the codes the client has texts for, no more and no fewer', () => {
    expect(codes.length).toBeGreaterThan(50);
    expect(Object.keys(ERROR_CODE_MESSAGES).sort()).toEqual([...codes].sort());
  });

  it.each(codes)('%s has a text in both catalogues, with every parameter it names filled in', (code) => {
    const id = ERROR_CODE_MESSAGES[code as keyof typeof ERROR_CODE_MESSAGES];
    expect(clientMessages.th[id], `th ${id}`).toBeTypeOf('string');
    expect(clientMessages.en[id], `en ${id}`).toBeTypeOf('string');
    const message = errorCodeMessage({
      kind: 'http',
      status: 400,
      message: 'server words',
      code,
      limit: 3,
      sku: 'SKU-1',
      productName: { th: 'สินค้า', en: 'Product' },
      unitsLeft: 1,
      amount: 150_000,
    });
    // A code that says no more than its status leaves the screen's own text.
    if (
      ['VALIDATION_FAILED', 'BAD_REQUEST', 'NOT_FOUND', 'INTERNAL_ERROR', 'NOT_IMPLEMENTED'].includes(code)
    ) {
      expect(message).toBeUndefined();
      return;
    }
    expect(message?.id).toBe(id);
    for (const locale of ['th', 'en'] as const) {
      const text = format(message ?? { id: 'text' }, locale);
      expect(text).not.toContain('server words');
      expect(text).not.toMatch(/[{}]/);
    }
  });

  it('names nothing for a code the contract does not list, nor for an answer without a code', () => {
    expect(
      errorCodeMessage({ kind: 'http', status: 409, message: 'Only 1 left', code: 'NEW_CODE' }),
    ).toBeUndefined();
    expect(errorCodeMessage({ kind: 'http', status: 502, message: 'Bad Gateway' })).toBeUndefined();
    expect(errorCodeMessage({ kind: 'network', message: 'fetch failed' })).toBeUndefined();
  });

  it('names amounts in baht from the satang the server sent', () => {
    const message = errorCodeMessage({
      kind: 'http',
      status: 400,
      message: 'x',
      code: 'DISCOUNT_MIN_SPEND',
      amount: 2_000_000,
    });
    expect(format(message ?? { id: 'text' }, 'th')).toBe('โค้ดส่วนลดนี้ใช้ได้เมื่อยอดสินค้าตั้งแต่ 20,000 บาทขึ้นไป');
    expect(format(message ?? { id: 'text' }, 'en')).toBe(
      'This discount code needs a subtotal of at least 20,000 baht',
    );
    const low = errorCodeMessage({
      kind: 'http',
      status: 422,
      message: 'x',
      code: 'ORDER_TOTAL_TOO_LOW',
      amount: 1_999_950,
    });
    expect(format(low ?? { id: 'text' }, 'th')).toBe('คำสั่งซื้อต้องมียอดรวมอย่างน้อย 19,999.50 บาท');
  });
});

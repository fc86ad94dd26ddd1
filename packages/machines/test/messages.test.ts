import { describe, expect, it } from 'vitest';
import { formatMessage, MESSAGES, message, textMessage } from '../src/messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogue', () => {
  it('has Thai and English for every message, with the same placeholders', () => {
    for (const [id, { th, en }] of Object.entries(MESSAGES)) {
      expect(th.trim(), id).not.toBe('');
      expect(en.trim(), id).not.toBe('');
      expect(placeholders(th), id).toEqual(placeholders(en));
    }
  });

  it('fills placeholders and leaves a missing one visible', () => {
    expect(formatMessage(message('checkout.paid', { orderNumber: 'ORD-7' }), 'th')).toBe(
      'ชำระเงินสำเร็จ! หมายเลขออเดอร์: ORD-7',
    );
    expect(formatMessage(message('checkout.paid'), 'en')).toBe(
      'Payment successful! Order number: {orderNumber}',
    );
    expect(formatMessage(textMessage('จาก server'), 'en')).toBe('จาก server');
  });
});

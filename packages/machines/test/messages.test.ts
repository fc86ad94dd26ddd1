import { describe, expect, it } from 'vitest';
import { message } from '../src/messages.ts';
import { formatMessage, machineMessages } from './support/formatMessage.ts';

/** The ICU argument names of a text. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('machine messages', () => {
  it('has Thai and English for every message, with the same placeholders', () => {
    for (const [id, th] of Object.entries(machineMessages.th)) {
      const en = machineMessages.en[id as keyof typeof machineMessages.en];
      expect(th.trim(), id).not.toBe('');
      expect(en.trim(), id).not.toBe('');
      expect(placeholders(th), id).toEqual(placeholders(en));
    }
  });

  it('fills placeholders, a message inside a message in the same language', () => {
    expect(formatMessage(message('checkout.paid', { orderNumber: 'ORD-7' }), 'th')).toBe(
      'ชำระเงินสำเร็จ! หมายเลขออเดอร์: ORD-7',
    );
    const failed = message('checkout.paymentFailed', { text: message('error.invalidPaymentMethod') });
    expect(formatMessage(failed, 'th')).toBe('เกิดข้อผิดพลาดในการชำระเงิน: ช่องทางการชำระเงินไม่ถูกต้อง');
    expect(formatMessage(failed, 'en')).toBe('Payment error: Invalid payment method');
  });
});

import { ApiRequestError } from '@probuild/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CreateOrderInput, checkoutStepOf, type PayInput } from '../../src/checkout/checkoutMachine.ts';
import { formatMessage, type Message } from '../../src/messages.ts';
import { cart, customer, home, office, payment, startCheckout } from '../support/checkout.ts';

const th = (message: Message | null) => (message ? formatMessage(message, 'th') : null);

/** A checkout on step 3 with an address chosen; `choose` runs on step 2 before Continue. */
function atPayment(choose: (run: ReturnType<typeof startCheckout>) => void = () => {}) {
  const run = startCheckout();
  run.actor.send({ type: 'SELECT_SHIPPING_ADDRESS', address: home });
  run.actor.send({ type: 'CONTINUE' });
  choose(run);
  run.actor.send({ type: 'CONTINUE' });
  return run;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-01-02T03:04:05.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('checkout steps', () => {
  it('starts on step 1 with normal shipping, a tax invoice wanted and no draft', () => {
    const { actor } = startCheckout();
    expect(checkoutStepOf(actor.getSnapshot())).toBe(1);
    expect(actor.getSnapshot().context).toMatchObject({
      shippingMethod: 'normal',
      wantTaxInvoice: true,
      draft: null,
      paymentMethod: null,
    });
  });

  it('does not continue from an empty cart', () => {
    const { actor } = startCheckout({ cart: undefined });
    expect(actor.getSnapshot().context.cart).toEqual({ items: [] });
    actor.send({ type: 'CONTINUE' });
    expect(checkoutStepOf(actor.getSnapshot())).toBe(1);
    actor.send({ type: 'CART_LOADED', cart });
    actor.send({ type: 'CONTINUE' });
    expect(checkoutStepOf(actor.getSnapshot())).toBe(2);
  });

  it('goes back by clicking an earlier step, never forward past the current one', () => {
    const { actor } = startCheckout();
    actor.send({ type: 'GO_TO_STEP', step: 2 });
    expect(checkoutStepOf(actor.getSnapshot())).toBe(1);
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'GO_TO_STEP', step: 3 });
    expect(checkoutStepOf(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'GO_TO_STEP', step: 1 });
    expect(checkoutStepOf(actor.getSnapshot())).toBe(1);
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'CONTINUE' });
    expect(checkoutStepOf(actor.getSnapshot())).toBe(3);
    actor.send({ type: 'GO_TO_STEP', step: 3 });
    expect(checkoutStepOf(actor.getSnapshot())).toBe(3);
    actor.send({ type: 'GO_TO_STEP', step: 2 });
    expect(checkoutStepOf(actor.getSnapshot())).toBe(2);
    expect(actor.getSnapshot().context.draft).toBeNull();
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'GO_TO_STEP', step: 1 });
    expect(checkoutStepOf(actor.getSnapshot())).toBe(1);
  });

  it('builds the order draft when moving from step 2 to step 3', () => {
    const { actor } = atPayment(({ actor }) => {
      expect(actor.getSnapshot().context.draft).toBeNull();
      actor.send({ type: 'SET_SHIPPING_METHOD', method: 'pickup' });
      actor.send({ type: 'SELECT_TAX_INVOICE_ADDRESS', address: office });
    });
    const { draft, idempotencyKey } = actor.getSnapshot().context;
    expect(idempotencyKey).toBe('key-1');
    expect(draft).toEqual({
      cartId: 'cart-1',
      items: [
        {
          productId: 'p-1',
          sku: 'CPU-1',
          quantity: 2,
          unitPrice: 100_000,
          totalPrice: 200_000,
          note: 'gift',
          selectedColor: null,
        },
        {
          productId: 'p-2',
          sku: 'RAM-1',
          quantity: 1,
          unitPrice: 50_000,
          totalPrice: 50_000,
          note: '',
          selectedColor: { code: '#000' },
        },
      ],
      shippingAddress: home,
      taxInvoiceAddress: office,
      shippingMethod: 'pickup',
      pricing: {
        subtotal: 250_000,
        shipping: 0,
        priceBeforeTax: 233_645,
        vat: 16_355,
        discount: 0,
        total: 250_000,
      },
      discount: { applied: false, code: null, value: 0 },
      customer,
      metadata: { timestamp: '2025-01-02T03:04:05.000Z', step: 3, wantTaxInvoice: true },
    });
  });

  it('puts no tax-invoice address in the draft when no tax invoice is wanted', () => {
    const { actor } = atPayment(({ actor }) => {
      actor.send({ type: 'SELECT_TAX_INVOICE_ADDRESS', address: office });
      actor.send({ type: 'SET_WANT_TAX_INVOICE', value: false });
    });
    expect(actor.getSnapshot().context.draft).toMatchObject({
      taxInvoiceAddress: null,
      metadata: { wantTaxInvoice: false },
    });
  });

  it('keeps the shipping choices fixed on step 3', () => {
    const { actor } = atPayment();
    actor.send({ type: 'SELECT_SHIPPING_ADDRESS', address: office });
    actor.send({ type: 'SET_SHIPPING_METHOD', method: 'pickup' });
    actor.send({ type: 'SET_WANT_TAX_INVOICE', value: false });
    actor.send({ type: 'SELECT_TAX_INVOICE_ADDRESS', address: office });
    expect(actor.getSnapshot().context).toMatchObject({
      shippingAddress: home,
      shippingMethod: 'normal',
      wantTaxInvoice: true,
      taxInvoiceAddress: null,
    });
  });
});

describe('paying needs an address, a valid method and a customer', () => {
  it('refuses without a shipping address', () => {
    const { actor, calls } = startCheckout();
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'SELECT_PAYMENT_METHOD', method: 'promptpay' });
    actor.send({ type: 'PAY' });
    expect(th(actor.getSnapshot().context.message)).toBe('กรุณาเลือกที่อยู่จัดส่งก่อนดำเนินการชำระเงิน');
    expect(calls.count('pay')).toBe(0);
  });

  it('refuses without a payment method', () => {
    const { actor } = atPayment();
    actor.send({ type: 'PAY' });
    expect(th(actor.getSnapshot().context.message)).toBe('กรุณาเลือกช่องทางการชำระเงินก่อนดำเนินการ');
  });

  it('refuses a payment method outside the four', () => {
    const { actor, calls } = atPayment();
    actor.send({ type: 'SELECT_PAYMENT_METHOD', method: 'cash' });
    actor.send({ type: 'PAY' });
    expect(th(actor.getSnapshot().context.message)).toBe('ช่องทางการชำระเงินไม่ถูกต้อง');
    expect(calls.count('pay')).toBe(0);
  });

  it('refuses without a stored customer', () => {
    const { actor, calls } = atPayment();
    actor.send({ type: 'CUSTOMER_CHANGED', customer: null });
    actor.send({ type: 'SELECT_PAYMENT_METHOD', method: 'truemoney' });
    actor.send({ type: 'PAY' });
    expect(th(actor.getSnapshot().context.message)).toBe('ไม่พบข้อมูลลูกค้า กรุณาเข้าสู่ระบบ');
    expect(calls.count('pay')).toBe(0);
    actor.send({ type: 'DISMISS_MESSAGE' });
    expect(actor.getSnapshot().context.message).toBeNull();
  });
});

describe('discount code', () => {
  it('ignores Apply on a blank code', () => {
    const { actor, calls } = atPayment();
    actor.send({ type: 'DISCOUNT_CODE_CHANGED', code: '  ' });
    actor.send({ type: 'APPLY_DISCOUNT' });
    expect(calls.count('validateDiscount')).toBe(0);
  });

  it('applies a percentage code (value under 100) to the preview and the draft', async () => {
    const { actor, calls } = atPayment();
    actor.send({ type: 'DISCOUNT_CODE_CHANGED', code: ' SAVE10 ' });
    actor.send({ type: 'APPLY_DISCOUNT' });
    expect(actor.getSnapshot().value).toEqual({ payment: 'checkingDiscount' });
    expect(calls.inputs('validateDiscount')).toEqual([{ code: 'SAVE10' }]);
    await calls.resolve('validateDiscount', { code: 'SAVE10', value: 10 });
    const { discount, draft } = actor.getSnapshot().context;
    expect(discount).toEqual({ input: ' SAVE10 ', applied: true, code: 'SAVE10', value: 10, error: null });
    expect(draft?.pricing).toMatchObject({ subtotal: 250_000, discount: 25_000, total: 225_000 });
    expect(draft?.discount).toEqual({ applied: true, code: 'SAVE10', value: 10 });
  });

  it('applies a fixed code (value 100 or more) in baht', async () => {
    const { actor, calls } = atPayment();
    actor.send({ type: 'DISCOUNT_CODE_CHANGED', code: 'MINUS500' });
    actor.send({ type: 'APPLY_DISCOUNT' });
    await calls.resolve('validateDiscount', { code: 'MINUS500', value: 500 });
    expect(actor.getSnapshot().context.draft?.pricing).toMatchObject({ discount: 50_000, total: 200_000 });
  });

  it("rejects an unknown code with 'โค้ดส่วนลดไม่ถูกต้อง'; editing clears the error", async () => {
    const { actor, calls } = atPayment();
    actor.send({ type: 'DISCOUNT_CODE_CHANGED', code: 'NOPE' });
    actor.send({ type: 'APPLY_DISCOUNT' });
    await calls.resolve('validateDiscount', null);
    const { discount } = actor.getSnapshot().context;
    expect(discount).toMatchObject({ applied: false, value: 0 });
    expect(th(discount.error)).toBe('โค้ดส่วนลดไม่ถูกต้อง');
    actor.send({ type: 'DISCOUNT_CODE_CHANGED', code: 'NOPE2' });
    expect(actor.getSnapshot().context.discount).toMatchObject({ input: 'NOPE2', error: null });
  });

  it('emptying the code resets the value to 0', async () => {
    const { actor, calls } = atPayment();
    actor.send({ type: 'DISCOUNT_CODE_CHANGED', code: 'SAVE10' });
    actor.send({ type: 'APPLY_DISCOUNT' });
    await calls.resolve('validateDiscount', { code: 'SAVE10', value: 10 });
    actor.send({ type: 'DISCOUNT_CODE_CHANGED', code: '' });
    expect(actor.getSnapshot().context.discount).toMatchObject({ applied: false, value: 0, code: null });
    expect(actor.getSnapshot().context.draft?.pricing.discount).toBe(0);
  });

  it('says the check failed (not that the code is wrong) when the server cannot answer', async () => {
    const { actor, calls } = atPayment();
    actor.send({ type: 'DISCOUNT_CODE_CHANGED', code: 'SAVE10' });
    actor.send({ type: 'APPLY_DISCOUNT' });
    await calls.reject('validateDiscount', new TypeError('Failed to fetch'));
    expect(th(actor.getSnapshot().context.discount.error)).toBe('ตรวจสอบโค้ดส่วนลดไม่สำเร็จ: Failed to fetch');
  });
});

describe('paying', () => {
  const ready = () =>
    atPayment(({ actor }) => actor.send({ type: 'SELECT_TAX_INVOICE_ADDRESS', address: office }));

  it('pays, creates the order, empties the cart, announces it and returns to step 1', async () => {
    const { actor, calls, emitted } = ready();
    actor.send({ type: 'SELECT_PAYMENT_METHOD', method: 'credit_card' });
    actor.send({ type: 'PAY' });
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().value).toEqual({ payment: 'paying' });
    expect(calls.count('pay')).toBe(1);
    const [payInput] = calls.inputs('pay') as PayInput[];
    expect(payInput).toMatchObject({ method: 'credit_card', idempotencyKey: 'key-1' });
    expect(payInput?.draft.pricing.total).toBe(250_000);
    await calls.resolve('pay', payment);
    expect(actor.getSnapshot().value).toEqual({ payment: 'creatingOrder' });
    const [orderInput] = calls.inputs('createOrder') as CreateOrderInput[];
    expect(orderInput?.order).toMatchObject({ payment, taxInvoiceAddress: office, cartId: 'cart-1' });
    expect(orderInput?.idempotencyKey).toBe('key-1');
    await calls.resolve('createOrder', { orderNumber: 'ORD-42' });
    const { context } = actor.getSnapshot();
    expect(checkoutStepOf(actor.getSnapshot())).toBe(1);
    expect(context.cart?.items).toEqual([]);
    expect(context).toMatchObject({ draft: null, payment: null, paymentMethod: null });
    expect(th(context.message)).toBe('ชำระเงินสำเร็จ! หมายเลขออเดอร์: ORD-42');
    expect(emitted).toEqual([{ type: 'orderPlaced', orderNumber: 'ORD-42' }]);
  });

  it('keeps everything when the payment fails', async () => {
    const { actor, calls } = ready();
    actor.send({ type: 'SELECT_PAYMENT_METHOD', method: 'promptpay' });
    actor.send({ type: 'PAY' });
    await calls.reject('pay', new ApiRequestError({ kind: 'http', status: 402, message: 'card declined' }));
    const { context, value } = actor.getSnapshot();
    expect(value).toEqual({ payment: 'ready' });
    expect(th(context.message)).toBe('เกิดข้อผิดพลาดในการชำระเงิน: card declined');
    expect(context.lastError).toMatchObject({ status: 402 });
    expect(context).toMatchObject({ paymentMethod: 'promptpay', payment: null, idempotencyKey: 'key-1' });
    expect(context.cart?.items).toHaveLength(2);
    expect(calls.count('createOrder')).toBe(0);
  });

  it('keeps the payment when the order fails, and a retry creates the order without paying again', async () => {
    const { actor, calls } = ready();
    actor.send({ type: 'SELECT_PAYMENT_METHOD', method: 'internet_banking' });
    actor.send({ type: 'PAY' });
    await calls.resolve('pay', payment);
    await calls.reject('createOrder', new ApiRequestError({ kind: 'http', status: 500, message: 'db down' }));
    expect(th(actor.getSnapshot().context.message)).toBe('เกิดข้อผิดพลาดในการสร้าง order: db down');
    expect(actor.getSnapshot().context.payment).toEqual(payment);
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().value).toEqual({ payment: 'creatingOrder' });
    expect(calls.count('pay')).toBe(1);
    expect((calls.inputs('createOrder') as CreateOrderInput[]).map((input) => input.idempotencyKey)).toEqual([
      'key-1',
      'key-1',
    ]);
  });

  it('gives each new draft a new idempotency key', () => {
    const { actor } = atPayment();
    actor.send({ type: 'GO_TO_STEP', step: 2 });
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().context.idempotencyKey).toBe('key-2');
  });

  it('makes its own idempotency keys when none are injected', () => {
    const { actor } = startCheckout({ createIdempotencyKey: undefined });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().context.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });
});

import { ApiRequestError } from '@probuild/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type CheckoutProgress,
  type CreateOrderInput,
  checkoutProgressOf,
  checkoutStepOf,
  type DraftOrderInput,
  type PayInput,
} from '../../src/checkout/checkoutMachine.ts';
import type { Message } from '../../src/messages.ts';
import { cart, draftAnswer, home, office, session, startCheckout } from '../support/checkout.ts';
import { formatMessage } from '../support/formatMessage.ts';

const th = (message: Message | null) => (message ? formatMessage(message, 'th') : null);
const answered = (status: number, message: string, code?: string) =>
  new ApiRequestError({ kind: 'http', status, message, ...(code ? { code } : {}) });
const noAnswer = () => new ApiRequestError({ kind: 'network', message: 'Failed to fetch' });

type Run = ReturnType<typeof startCheckout>;

// The machine has no timers; the simulated clock lets the pending calls settle their answers at once.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

/** On step 3 with an address chosen, before the server has priced the order. */
function atDrafting(choose: (run: Run) => void = () => {}): Run {
  const run = startCheckout();
  run.actor.send({ type: 'CONTINUE' });
  run.actor.send({ type: 'SELECT_SHIPPING_ADDRESS', address: home });
  choose(run);
  run.actor.send({ type: 'CONTINUE' });
  return run;
}

/** On step 3 with the server's summary shown and a payment method chosen. */
async function atReady(method = 'credit_card'): Promise<Run> {
  const run = atDrafting();
  await run.calls.resolve('draftOrder', draftAnswer(250_000));
  run.actor.send({ type: 'SELECT_PAYMENT_METHOD', method });
  return run;
}

describe('in cart (step 1)', () => {
  it('starts here with normal shipping, a tax invoice wanted, and nothing priced, ordered or keyed', () => {
    const { actor, calls } = startCheckout();
    expect(checkoutStepOf(actor.getSnapshot())).toBe(1);
    expect(actor.getSnapshot().context).toMatchObject({
      shippingMethod: 'normal',
      wantTaxInvoice: true,
      summary: null,
      orderNumber: null,
      orderKey: null,
      payKey: null,
    });
    expect(calls.count('draftOrder')).toBe(0);
  });

  it('continues only with something in the cart', () => {
    const { actor } = startCheckout({ cart: undefined });
    actor.send({ type: 'CONTINUE' });
    expect(checkoutStepOf(actor.getSnapshot())).toBe(1);
    actor.send({ type: 'CART_LOADED', cart });
    actor.send({ type: 'CONTINUE' });
    expect(checkoutStepOf(actor.getSnapshot())).toBe(2);
  });

  it('ignores Pay, steps ahead and choices that belong to step 2', () => {
    const { actor, calls } = startCheckout();
    actor.send({ type: 'GO_TO_STEP', step: 3 });
    actor.send({ type: 'SELECT_SHIPPING_ADDRESS', address: home });
    actor.send({ type: 'PAY' });
    expect(checkoutStepOf(actor.getSnapshot())).toBe(1);
    expect(actor.getSnapshot().context.shippingAddress).toBeNull();
    expect(calls.count('createOrder')).toBe(0);
  });
});

describe('in shipping (step 2)', () => {
  it('takes the shipping choices and goes back to step 1 only', () => {
    const { actor } = startCheckout();
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'SET_SHIPPING_METHOD', method: 'pickup' });
    actor.send({ type: 'SELECT_SHIPPING_ADDRESS', address: home });
    actor.send({ type: 'SET_WANT_TAX_INVOICE', value: false });
    actor.send({ type: 'SELECT_TAX_INVOICE_ADDRESS', address: office });
    expect(actor.getSnapshot().context).toMatchObject({
      shippingMethod: 'pickup',
      shippingAddress: home,
      wantTaxInvoice: false,
      taxInvoiceAddress: office,
    });
    actor.send({ type: 'GO_TO_STEP', step: 3 });
    expect(checkoutStepOf(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'GO_TO_STEP', step: 1 });
    expect(checkoutStepOf(actor.getSnapshot())).toBe(1);
  });

  it('on Continue asks the server to price exactly the choices, with fresh keys for the order and the payment', () => {
    const { actor, calls } = atDrafting(({ actor }) => {
      actor.send({ type: 'SET_SHIPPING_METHOD', method: 'pickup' });
      actor.send({ type: 'SELECT_TAX_INVOICE_ADDRESS', address: office });
    });
    expect(actor.getSnapshot().value).toEqual({ payment: 'drafting' });
    expect(calls.inputs('draftOrder')).toEqual([
      {
        request: {
          cartId: 'cart-1',
          shippingMethod: 'pickup',
          shippingAddressId: 'addr-home',
          wantTaxInvoice: true,
          taxInvoiceAddressId: 'addr-office',
        },
      },
    ] satisfies DraftOrderInput[]);
    expect(actor.getSnapshot().context).toMatchObject({ orderKey: 'key-1', payKey: 'key-2' });
  });

  it('sends no tax-invoice address when no tax invoice is wanted', () => {
    const { calls } = atDrafting(({ actor }) => {
      actor.send({ type: 'SELECT_TAX_INVOICE_ADDRESS', address: office });
      actor.send({ type: 'SET_WANT_TAX_INVOICE', value: false });
    });
    expect((calls.inputs('draftOrder')[0] as DraftOrderInput).request).toMatchObject({
      wantTaxInvoice: false,
      taxInvoiceAddressId: null,
    });
  });
});

describe('in payment.drafting (step 3, waiting for the server to price)', () => {
  it('shows exactly the server answer as the summary', async () => {
    const { actor, calls } = atDrafting();
    const answer = draftAnswer(250_000);
    await calls.resolve('draftOrder', answer);
    expect(actor.getSnapshot().value).toEqual({ payment: 'ready' });
    expect(actor.getSnapshot().context.summary).toBe(answer);
  });

  it('keeps the payment method chosen while the server prices', async () => {
    const { actor, calls } = atDrafting();
    actor.send({ type: 'SELECT_PAYMENT_METHOD', method: 'promptpay' });
    expect(actor.getSnapshot().context.paymentMethod).toBe('promptpay');
    await calls.resolve('draftOrder', draftAnswer(250_000));
    expect(actor.getSnapshot().context.paymentMethod).toBe('promptpay');
  });

  it('ignores Pay while the total is not known', () => {
    const { actor, calls } = atDrafting();
    actor.send({ type: 'SELECT_PAYMENT_METHOD', method: 'promptpay' });
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().value).toEqual({ payment: 'drafting' });
    expect(calls.count('createOrder')).toBe(0);
  });

  it('on failure shows no summary, says why, and prices again on Retry', async () => {
    const { actor, calls } = atDrafting();
    await calls.reject('draftOrder', noAnswer());
    const { context } = actor.getSnapshot();
    expect(context.summary).toBeNull();
    expect(th(context.summaryError)).toBe('คำนวณยอดสั่งซื้อไม่สำเร็จ: เครือข่ายขัดข้อง กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต');
    actor.send({ type: 'SELECT_PAYMENT_METHOD', method: 'promptpay' });
    actor.send({ type: 'PAY' });
    expect(calls.count('createOrder')).toBe(0);
    actor.send({ type: 'RETRY_SUMMARY' });
    expect(calls.count('draftOrder')).toBe(2);
    await calls.resolve('draftOrder', draftAnswer(250_000));
    expect(actor.getSnapshot().context.summaryError).toBeNull();
  });
});

it('says which limit refused the summary: the units of one product a customer may hold', async () => {
  const { actor, calls } = atDrafting();
  await calls.reject(
    'draftOrder',
    new ApiRequestError({
      kind: 'http',
      status: 422,
      message: 'At most 10',
      code: 'QUANTITY_LIMIT',
      limit: 10,
    }),
  );
  expect(th(actor.getSnapshot().context.summaryError)).toBe(
    'สินค้าแต่ละรายการมีในตะกร้าและคำสั่งซื้อที่รอชำระเงินรวมกันได้ไม่เกิน 10 ชิ้น',
  );
});

describe('in payment.ready (step 3)', () => {
  it('holds the shipping choices until the shopper goes back', async () => {
    const { actor } = await atReady();
    actor.send({ type: 'SELECT_SHIPPING_ADDRESS', address: office });
    actor.send({ type: 'SET_SHIPPING_METHOD', method: 'pickup' });
    expect(actor.getSnapshot().context).toMatchObject({ shippingAddress: home, shippingMethod: 'normal' });
  });

  it('going back drops the summary and the keys; coming again makes new ones', async () => {
    const { actor, calls } = await atReady();
    actor.send({ type: 'GO_TO_STEP', step: 2 });
    expect(checkoutStepOf(actor.getSnapshot())).toBe(2);
    expect(actor.getSnapshot().context).toMatchObject({ summary: null, orderKey: null, payKey: null });
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().context).toMatchObject({ orderKey: 'key-3', payKey: 'key-4' });
    expect(calls.count('draftOrder')).toBe(2);
    await calls.resolve('draftOrder', draftAnswer(250_000));
    actor.send({ type: 'GO_TO_STEP', step: 1 });
    expect(checkoutStepOf(actor.getSnapshot())).toBe(1);
    expect(actor.getSnapshot().context.summary).toBeNull();
  });

  it.each([
    ['without a shipping address', 'กรุณาเลือกที่อยู่จัดส่งก่อนดำเนินการชำระเงิน', null, 'promptpay', true],
    ['without a payment method', 'กรุณาเลือกช่องทางการชำระเงินก่อนดำเนินการ', home, null, true],
    ['with a method outside the four', 'ช่องทางการชำระเงินไม่ถูกต้อง', home, 'cash', true],
    ['without a stored customer', 'ไม่พบข้อมูลลูกค้า กรุณาเข้าสู่ระบบ', home, 'truemoney', false],
  ])('refuses Pay %s', async (_, text, address, method, signedIn) => {
    const run = startCheckout();
    run.actor.send({ type: 'CONTINUE' });
    if (address) run.actor.send({ type: 'SELECT_SHIPPING_ADDRESS', address });
    run.actor.send({ type: 'CONTINUE' });
    await run.calls.resolve('draftOrder', draftAnswer(250_000));
    if (method) run.actor.send({ type: 'SELECT_PAYMENT_METHOD', method });
    if (!signedIn) run.actor.send({ type: 'CUSTOMER_CHANGED', customer: null });
    run.actor.send({ type: 'PAY' });
    expect(th(run.actor.getSnapshot().context.message)).toBe(text);
    expect(run.calls.count('createOrder')).toBe(0);
    run.actor.send({ type: 'DISMISS_MESSAGE' });
    expect(run.actor.getSnapshot().context.message).toBeNull();
  });

  it.each([
    ['no method', null],
    ['a method outside the four', 'cash'],
  ])('choosing a method takes back the refusal of Pay with %s', async (_, first) => {
    const run = atDrafting();
    await run.calls.resolve('draftOrder', draftAnswer(250_000));
    if (first) run.actor.send({ type: 'SELECT_PAYMENT_METHOD', method: first });
    run.actor.send({ type: 'PAY' });
    expect(run.actor.getSnapshot().context.message).not.toBeNull();
    run.actor.send({ type: 'SELECT_PAYMENT_METHOD', method: 'promptpay' });
    expect(run.actor.getSnapshot().context.message).toBeNull();
  });

  it('choosing a method keeps a message that is not about the method', async () => {
    const run = startCheckout();
    run.actor.send({ type: 'CONTINUE' });
    run.actor.send({ type: 'CONTINUE' });
    await run.calls.resolve('draftOrder', draftAnswer(250_000));
    run.actor.send({ type: 'PAY' });
    run.actor.send({ type: 'SELECT_PAYMENT_METHOD', method: 'promptpay' });
    expect(th(run.actor.getSnapshot().context.message)).toBe('กรุณาเลือกที่อยู่จัดส่งก่อนดำเนินการชำระเงิน');
  });

  it('ignores Apply on a blank code', async () => {
    const { actor, calls } = await atReady();
    actor.send({ type: 'DISCOUNT_CODE_CHANGED', code: '  ' });
    actor.send({ type: 'APPLY_DISCOUNT' });
    expect(calls.count('draftOrder')).toBe(1);
  });

  it('emptying an accepted code has the server price the order again without it', async () => {
    const { actor, calls } = await atReady();
    actor.send({ type: 'DISCOUNT_CODE_CHANGED', code: 'SAVE10' });
    actor.send({ type: 'APPLY_DISCOUNT' });
    await calls.resolve('draftOrder', draftAnswer(225_000, 'SAVE10'));
    actor.send({ type: 'DISCOUNT_CODE_CHANGED', code: '' });
    expect(actor.getSnapshot().value).toEqual({ payment: 'drafting' });
    expect(actor.getSnapshot().context.discount).toEqual({ input: '', code: null, error: null });
    expect((calls.inputs('draftOrder')[2] as DraftOrderInput).request).not.toHaveProperty('discountCode');
    const withoutCode = draftAnswer(250_000);
    await calls.resolve('draftOrder', withoutCode);
    expect(actor.getSnapshot().context.summary).toBe(withoutCode);
  });
});

describe('in payment.checkingDiscount', () => {
  it('asks the server to price the order with the trimmed code and shows its answer', async () => {
    const { actor, calls } = await atReady();
    actor.send({ type: 'DISCOUNT_CODE_CHANGED', code: ' SAVE10 ' });
    actor.send({ type: 'APPLY_DISCOUNT' });
    expect(actor.getSnapshot().value).toEqual({ payment: 'checkingDiscount' });
    expect((calls.inputs('draftOrder')[1] as DraftOrderInput).request.discountCode).toBe('SAVE10');
    const discounted = draftAnswer(225_000, 'SAVE10');
    await calls.resolve('draftOrder', discounted);
    const { context } = actor.getSnapshot();
    expect(context.summary).toBe(discounted);
    expect(context.discount).toEqual({ input: ' SAVE10 ', code: 'SAVE10', error: null });
  });

  it("says 'โค้ดส่วนลดไม่ถูกต้อง' for the server's unknown code and keeps the summary; editing clears it", async () => {
    const { actor, calls } = await atReady();
    const before = actor.getSnapshot().context.summary;
    actor.send({ type: 'DISCOUNT_CODE_CHANGED', code: 'NOPE' });
    actor.send({ type: 'APPLY_DISCOUNT' });
    await calls.reject('draftOrder', answered(400, 'โค้ดส่วนลดไม่ถูกต้อง', 'INVALID_DISCOUNT_CODE'));
    const { context } = actor.getSnapshot();
    expect(th(context.discount.error)).toBe('โค้ดส่วนลดไม่ถูกต้อง');
    expect(context.discount.code).toBeNull();
    expect(context.summary).toBe(before);
    actor.send({ type: 'DISCOUNT_CODE_CHANGED', code: 'NOPE2' });
    expect(actor.getSnapshot().context.discount).toEqual({ input: 'NOPE2', code: null, error: null });
  });

  it('says why the server refused a real code for this order, in the page’s language, and applies nothing', async () => {
    const { actor, calls } = await atReady();
    actor.send({ type: 'DISCOUNT_CODE_CHANGED', code: 'BIGSPEND' });
    actor.send({ type: 'APPLY_DISCOUNT' });
    await calls.reject(
      'draftOrder',
      new ApiRequestError({
        kind: 'http',
        status: 400,
        message: 'This discount code needs a subtotal of at least 20,000 baht',
        code: 'DISCOUNT_MIN_SPEND',
        amount: 2_000_000,
      }),
    );
    const { context } = actor.getSnapshot();
    expect(th(context.discount.error)).toBe('โค้ดส่วนลดนี้ใช้ได้เมื่อยอดสินค้าตั้งแต่ 20,000 บาทขึ้นไป');
    expect(formatMessage(context.discount.error ?? { id: 'text' }, 'en')).toBe(
      'This discount code needs a subtotal of at least 20,000 baht',
    );
    expect(context.discount.code).toBeNull();
  });

  it('says the check failed (not that the code is wrong) when the server cannot answer', async () => {
    const { actor, calls } = await atReady();
    actor.send({ type: 'DISCOUNT_CODE_CHANGED', code: 'SAVE10' });
    actor.send({ type: 'APPLY_DISCOUNT' });
    await calls.reject('draftOrder', noAnswer());
    expect(th(actor.getSnapshot().context.discount.error)).toBe(
      'ตรวจสอบโค้ดส่วนลดไม่สำเร็จ: เครือข่ายขัดข้อง กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต',
    );
  });
});

describe('in payment.creatingOrder', () => {
  it('sends only the choices with the order key, once however often Pay is pressed', async () => {
    const { actor, calls } = await atReady('promptpay');
    actor.send({ type: 'PAY' });
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().value).toEqual({ payment: 'creatingOrder' });
    expect(calls.inputs('createOrder')).toEqual([
      {
        request: {
          cartId: 'cart-1',
          shippingMethod: 'normal',
          shippingAddressId: 'addr-home',
          wantTaxInvoice: true,
          taxInvoiceAddressId: null,
          paymentMethod: 'promptpay',
          expectedTotal: 250_000,
        },
        idempotencyKey: 'key-1',
      },
    ] satisfies CreateOrderInput[]);
  });

  it('on failure keeps every choice; a retry sends the same key, so the server answers the same order', async () => {
    const { actor, calls } = await atReady();
    actor.send({ type: 'PAY' });
    await calls.reject('createOrder', noAnswer());
    const { context, value } = actor.getSnapshot();
    expect(value).toEqual({ payment: 'ready' });
    expect(th(context.message)).toBe(
      'เกิดข้อผิดพลาดในการสร้าง order: เครือข่ายขัดข้อง กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต',
    );
    expect(context).toMatchObject({ paymentMethod: 'credit_card', orderNumber: null });
    expect(context.cart.items).toHaveLength(2);
    actor.send({ type: 'PAY' });
    expect((calls.inputs('createOrder') as CreateOrderInput[]).map((input) => input.idempotencyKey)).toEqual([
      'key-1',
      'key-1',
    ]);
  });

  it("says in the reader's language which limit of a customer refused the order", async () => {
    const { actor, calls } = await atReady();
    actor.send({ type: 'PAY' });
    await calls.reject(
      'createOrder',
      new ApiRequestError({
        kind: 'http',
        status: 409,
        message: 'Until your email is verified …',
        code: 'EMAIL_NOT_VERIFIED',
        limit: 1,
      }),
    );
    const { context, value } = actor.getSnapshot();
    expect(value).toEqual({ payment: 'ready' });
    expect(th(context.message)).toBe(
      'ยืนยันอีเมลของคุณก่อนสั่งซื้อเพิ่ม: บัญชีที่ยังไม่ยืนยันอีเมลมีคำสั่งซื้อที่รอชำระเงินได้ครั้งละ 1 รายการ',
    );
    expect(formatMessage(context.message as Message, 'en')).toBe(
      'Verify your email before ordering again: until then you can have 1 unpaid order at a time.',
    );
  });

  it('when the total moved since the summary, orders nothing, says so and shows the new total before Pay', async () => {
    const { actor, calls } = await atReady();
    actor.send({ type: 'PAY' });
    await calls.reject('createOrder', answered(409, 'The total changed', 'TOTAL_CHANGED'));
    expect(actor.getSnapshot().value).toEqual({ payment: 'drafting' });
    expect(formatMessage(actor.getSnapshot().context.message as Message, 'en')).toMatch(/^The total changed/);
    await calls.resolve('draftOrder', draftAnswer(260_000));
    expect(actor.getSnapshot().context.summary?.pricing.total).toBe(260_000);
    // The shopper pays only by pressing Pay again, for the total now shown, as a new attempt.
    expect(calls.inputs('createOrder')).toHaveLength(1);
    actor.send({ type: 'PAY' });
    const retried = (calls.inputs('createOrder') as CreateOrderInput[])[1];
    expect(retried?.request.expectedTotal).toBe(260_000);
    expect(retried?.idempotencyKey).not.toBe('key-1');
  });

  it('keeps its snapshot for the cart and the customer it holds already, and takes new ones', () => {
    const { actor } = startCheckout();
    const before = actor.getSnapshot();
    actor.send({ type: 'CART_LOADED', cart: before.context.cart });
    actor.send({ type: 'CUSTOMER_CHANGED', customer: before.context.customer });
    expect(actor.getSnapshot()).toBe(before);

    const grown = { ...cart, items: [...cart.items, { sku: 'COOLER-1' }] };
    actor.send({ type: 'CART_LOADED', cart: grown });
    actor.send({ type: 'CUSTOMER_CHANGED', customer: null });
    expect(actor.getSnapshot().context).toMatchObject({ cart: grown, customer: null });
  });

  it('prices the cart again when a line is added on step 3, but not when the same cart is read again', async () => {
    const { actor, calls } = await atReady();
    actor.send({ type: 'CART_LOADED', cart: { ...cart } });
    expect(actor.getSnapshot().value).toEqual({ payment: 'ready' });
    expect(calls.count('draftOrder')).toBe(1);

    const grown = { ...cart, items: [...cart.items, { sku: 'COOLER-1' }] };
    actor.send({ type: 'CART_LOADED', cart: grown });
    expect(actor.getSnapshot().value).toEqual({ payment: 'drafting' });
    // Another change before the answer: the first answer is dropped, the newest cart is priced.
    const again = { ...cart, items: [...grown.items, { sku: 'FAN-1' }] };
    actor.send({ type: 'CART_LOADED', cart: again });
    expect(calls.count('draftOrder')).toBe(3);
    await calls.resolve('draftOrder', draftAnswer(290_000));
    expect(actor.getSnapshot().context).toMatchObject({
      cart: again,
      summary: { pricing: { total: 290_000 } },
    });
    expect(actor.getSnapshot().value).toEqual({ payment: 'ready' });
  });

  it('once created, keeps the order number, empties the cart and starts paying it', async () => {
    const { actor, calls } = await atReady();
    actor.send({ type: 'PAY' });
    await calls.resolve('createOrder', { orderNumber: 'ORD-42' });
    expect(actor.getSnapshot().value).toEqual({ payment: 'paying' });
    expect(actor.getSnapshot().context).toMatchObject({ orderNumber: 'ORD-42', cart: { items: [] } });
    expect(calls.inputs('pay')).toEqual([
      { orderNumber: 'ORD-42', method: 'credit_card', idempotencyKey: 'key-2' },
    ] satisfies PayInput[]);
  });
});

describe('in payment.paying', () => {
  async function paying(method = 'credit_card') {
    const run = await atReady(method);
    run.actor.send({ type: 'PAY' });
    await run.calls.resolve('createOrder', { orderNumber: 'ORD-42' });
    return run;
  }

  it('a refused payment keeps the order; the next Pay pays it again with a new key and orders nothing', async () => {
    const { actor, calls } = await paying();
    await calls.reject('pay', answered(422, 'The payment failed: card declined', 'PAYMENT_FAILED'));
    const { context, value } = actor.getSnapshot();
    expect(value).toEqual({ payment: 'ready' });
    expect(th(context.message)).toBe('เกิดข้อผิดพลาดในการชำระเงิน: การชำระเงินไม่สำเร็จ กรุณาลองใหม่หรือเลือกช่องทางอื่น');
    expect(context.lastError).toMatchObject({ status: 422 });
    expect(context.orderNumber).toBe('ORD-42');
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().value).toEqual({ payment: 'paying' });
    expect(calls.count('createOrder')).toBe(1);
    expect((calls.inputs('pay') as PayInput[]).map((input) => input.idempotencyKey)).toEqual([
      'key-2',
      'key-3',
    ]);
  });

  it('a payment without an answer is retried with the same key, so a charge that went through is not made twice', async () => {
    const { actor, calls } = await paying();
    await calls.reject('pay', noAnswer());
    actor.send({ type: 'PAY' });
    expect((calls.inputs('pay') as PayInput[]).map((input) => input.idempotencyKey)).toEqual([
      'key-2',
      'key-2',
    ]);
  });

  it("a declined charge says why in the shopper's language and asks for a new attempt", async () => {
    const { actor, calls } = await paying('promptpay');
    await calls.resolve('pay', session('failed', 'insufficient_funds'));
    expect(actor.getSnapshot().value).toEqual({ payment: 'ready' });
    expect(th(actor.getSnapshot().context.message)).toBe(
      'เกิดข้อผิดพลาดในการชำระเงิน: ยอดเงินหรือวงเงินบัตรไม่พอ ลองชำระด้วยบัตรอื่นหรือช่องทางอื่น',
    );
    actor.send({ type: 'PAY' });
    expect((calls.inputs('pay') as PayInput[]).at(-1)?.idempotencyKey).toBe('key-3');
  });

  it('a started payment (redirect or QR code) is placed and announced for the page to follow', async () => {
    const { actor, calls, emitted } = await paying();
    const started = session('pending');
    await calls.resolve('pay', started);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('placed');
    expect(snapshot.status).toBe('done');
    expect(snapshot.context).toMatchObject({ payment: started, message: null });
    expect(emitted).toEqual([{ type: 'orderPlaced', orderNumber: 'ORD-42', payment: started }]);
  });

  it('a payment taken at once says so with the order number', async () => {
    const { actor, calls } = await paying();
    await calls.resolve('pay', session('successful'));
    expect(th(actor.getSnapshot().context.message)).toBe('ชำระเงินสำเร็จ! หมายเลขออเดอร์: ORD-42');
  });
});

it('makes its own idempotency keys when none are injected', () => {
  const { actor } = startCheckout({ createIdempotencyKey: undefined });
  actor.send({ type: 'CONTINUE' });
  actor.send({ type: 'CONTINUE' });
  expect(actor.getSnapshot().context.orderKey).toMatch(/^[0-9a-f-]{36}$/);
});

describe('leaving and coming back', () => {
  const kept: CheckoutProgress = {
    step: 3,
    shippingMethod: 'pickup',
    shippingAddressId: home._id,
    wantTaxInvoice: true,
    taxInvoiceAddressId: office._id,
    paymentMethod: 'promptpay',
    discountCode: 'SAVE10',
  };

  it('keeps the step and the choices, never a key, an order or a price', async () => {
    const { actor, calls } = atDrafting((run) => {
      run.actor.send({ type: 'SET_SHIPPING_METHOD', method: 'pickup' });
      run.actor.send({ type: 'SELECT_TAX_INVOICE_ADDRESS', address: office });
    });
    await calls.resolve('draftOrder', draftAnswer(250_000));
    actor.send({ type: 'SELECT_PAYMENT_METHOD', method: 'promptpay' });
    const progress = checkoutProgressOf(actor.getSnapshot());
    expect(progress).toEqual({ ...kept, discountCode: null });
    expect(JSON.stringify(progress)).not.toMatch(/key-|250000/);
  });

  it('resumes on step 3 with the choices, new keys, and the server pricing them again', () => {
    const { actor, calls } = startCheckout();
    actor.send({ type: 'RESUME', progress: kept });
    expect(actor.getSnapshot().value).toEqual({ payment: 'drafting' });
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ orderKey: 'key-1', payKey: 'key-2', orderNumber: null, summary: null });
    expect((calls.inputs('draftOrder')[0] as DraftOrderInput).request).toEqual({
      cartId: 'cart-1',
      shippingMethod: 'pickup',
      shippingAddressId: home._id,
      wantTaxInvoice: true,
      taxInvoiceAddressId: office._id,
      discountCode: 'SAVE10',
      paymentMethod: 'promptpay',
    });
  });

  it('resumes on step 2 when step 3 had no shipping address', () => {
    const { actor, calls } = startCheckout();
    actor.send({ type: 'RESUME', progress: { ...kept, shippingAddressId: null } });
    expect(checkoutStepOf(actor.getSnapshot())).toBe(2);
    expect(actor.getSnapshot().context.shippingMethod).toBe('pickup');
    expect(calls.count('draftOrder')).toBe(0);
  });

  it('stays on step 1 with an empty cart, after step 1, and once past step 1', () => {
    const empty = startCheckout({ cart: undefined });
    empty.actor.send({ type: 'RESUME', progress: kept });
    expect(checkoutStepOf(empty.actor.getSnapshot())).toBe(1);

    const first = startCheckout();
    first.actor.send({ type: 'RESUME', progress: { ...kept, step: 1 } });
    expect(checkoutStepOf(first.actor.getSnapshot())).toBe(1);

    const moved = startCheckout();
    moved.actor.send({ type: 'CONTINUE' });
    moved.actor.send({ type: 'RESUME', progress: kept });
    expect(checkoutStepOf(moved.actor.getSnapshot())).toBe(2);
    expect(moved.actor.getSnapshot().context.shippingMethod).toBe('normal');
  });
});

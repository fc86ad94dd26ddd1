import type { ApiError } from '@probuild/api-client';
import { assign, emit, not, setup, stateIn } from 'xstate';
import { failureOf } from '../failure.ts';
import { type Identified, idOf } from '../ids.ts';
import { type Message, message } from '../messages.ts';
import { notProvided } from '../notProvided.ts';
import { type PricingPreview, previewPricing } from './pricing.ts';

export const PAYMENT_METHODS = ['credit_card', 'promptpay', 'internet_banking', 'truemoney'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type ShippingMethod = 'normal' | 'pickup';
export type CheckoutStep = 1 | 2 | 3;

/** A cart line as checkout needs it; the contract's cart item satisfies it. Money in satang. */
export interface CheckoutCartItem {
  product: Identified & { sku: string };
  unitPrice: number;
  quantity: number;
  note?: string;
  selectedColor?: unknown;
}

export interface CheckoutCart extends Identified {
  items: CheckoutCartItem[];
}

export type CheckoutAddress = Identified;
export type CheckoutCustomer = Identified;

export interface OrderDraft {
  cartId: string | null;
  items: Array<{
    productId: string | null;
    sku: string;
    quantity: number;
    unitPrice: number;
    totalPrice: number;
    note: string;
    selectedColor: unknown;
  }>;
  shippingAddress: CheckoutAddress | null;
  taxInvoiceAddress: CheckoutAddress | null;
  shippingMethod: ShippingMethod;
  pricing: PricingPreview;
  discount: { applied: boolean; code: string | null; value: number };
  customer: CheckoutCustomer | null;
  metadata: { timestamp: string; step: CheckoutStep; wantTaxInvoice: boolean };
}

/** The payment provider's answer, as the order records it. */
export interface PaymentResult {
  chargeId: string;
  tokenId?: string | null;
  amount: number;
  currency: string;
  status: string;
  paid: boolean;
  paidAt?: string | null;
  transaction?: string | null;
}

export interface PayInput {
  draft: OrderDraft;
  method: PaymentMethod;
  idempotencyKey: string;
}

export interface CreateOrderInput {
  order: OrderDraft & { payment: PaymentResult };
  idempotencyKey: string;
}

/** A known code and its value (under 100: percent; otherwise baht), or null for an unknown code. */
export type DiscountCheck = { code: string; value: number } | null;

export interface CheckoutInput {
  customer: CheckoutCustomer | null;
  cart?: CheckoutCart | null;
  /** A fresh key per order draft, so a repeated Pay makes one payment and one order. */
  createIdempotencyKey?: () => string;
}

export interface DiscountState {
  /** What is typed in the code field. */
  input: string;
  applied: boolean;
  code: string | null;
  value: number;
  error: Message | null;
}

export interface CheckoutContext {
  customer: CheckoutCustomer | null;
  /** Empty until the cart page loads it. */
  cart: CheckoutCart;
  shippingMethod: ShippingMethod;
  shippingAddress: CheckoutAddress | null;
  wantTaxInvoice: boolean;
  taxInvoiceAddress: CheckoutAddress | null;
  paymentMethod: string | null;
  discount: DiscountState;
  draft: OrderDraft | null;
  idempotencyKey: string | null;
  /** Set once the provider has taken the money: a retry after a failed order does not pay twice. */
  payment: PaymentResult | null;
  /** The line under the Pay button: a refusal, a failure or the success with the order number. */
  message: Message | null;
  lastError: ApiError | null;
  createIdempotencyKey: () => string;
}

export type CheckoutEvent =
  | { type: 'CART_LOADED'; cart: CheckoutCart }
  | { type: 'CUSTOMER_CHANGED'; customer: CheckoutCustomer | null }
  | { type: 'CONTINUE' }
  | { type: 'GO_TO_STEP'; step: CheckoutStep }
  | { type: 'SET_SHIPPING_METHOD'; method: ShippingMethod }
  | { type: 'SELECT_SHIPPING_ADDRESS'; address: CheckoutAddress }
  | { type: 'SET_WANT_TAX_INVOICE'; value: boolean }
  | { type: 'SELECT_TAX_INVOICE_ADDRESS'; address: CheckoutAddress }
  | { type: 'SELECT_PAYMENT_METHOD'; method: string }
  | { type: 'DISCOUNT_CODE_CHANGED'; code: string }
  | { type: 'APPLY_DISCOUNT' }
  | { type: 'PAY' }
  | { type: 'DISMISS_MESSAGE' };

export type CheckoutEmitted = { type: 'orderPlaced'; orderNumber: string };

const NO_DISCOUNT: DiscountState = { input: '', applied: false, code: null, value: 0, error: null };

export function isPaymentMethod(value: string | null): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly (string | null)[]).includes(value);
}

/** The order summary of the current choices (a preview; the server recomputes it). */
export function checkoutPricing(context: Pick<CheckoutContext, 'cart' | 'discount'>): PricingPreview {
  return previewPricing(context.cart.items, context.discount.applied ? context.discount.value : 0);
}

export function buildOrderDraft(context: CheckoutContext, timestamp: string): OrderDraft {
  return {
    cartId: idOf(context.cart),
    items: context.cart.items.map((item) => ({
      productId: idOf(item.product),
      sku: item.product.sku,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      totalPrice: item.unitPrice * item.quantity,
      note: item.note ?? '',
      selectedColor: item.selectedColor ?? null,
    })),
    shippingAddress: context.shippingAddress,
    taxInvoiceAddress: context.wantTaxInvoice ? context.taxInvoiceAddress : null,
    shippingMethod: context.shippingMethod,
    pricing: checkoutPricing(context),
    discount: {
      applied: context.discount.applied,
      code: context.discount.code,
      value: context.discount.value,
    },
    customer: context.customer,
    metadata: { timestamp, step: 3, wantTaxInvoice: context.wantTaxInvoice },
  };
}

/** Which step the indicator shows for a snapshot's state. */
export function checkoutStepOf(snapshot: { matches(state: 'cart' | 'shipping'): boolean }): CheckoutStep {
  if (snapshot.matches('cart')) return 1;
  return snapshot.matches('shipping') ? 2 : 3;
}

const refuse = (id: Parameters<typeof message>[0]) => ({
  type: 'refuse' as const,
  params: { message: message(id) },
});

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as CheckoutEmitted,
  },
  actors: {
    validateDiscount: notProvided<DiscountCheck, { code: string }>('validateDiscount'),
    pay: notProvided<PaymentResult, PayInput>('pay'),
    createOrder: notProvided<{ orderNumber: string }, CreateOrderInput>('createOrder'),
  },
  guards: {
    hasItems: ({ context }) => context.cart.items.length > 0,
    goesBackTo: ({ event }, params: { step: CheckoutStep }) =>
      event.type === 'GO_TO_STEP' && event.step === params.step,
    noShippingAddress: ({ context }) => context.shippingAddress === null,
    noPaymentMethod: ({ context }) => !context.paymentMethod,
    invalidPaymentMethod: ({ context }) => !isPaymentMethod(context.paymentMethod),
    noCustomer: ({ context }) => idOf(context.customer) === null,
    alreadyPaid: ({ context }) => context.payment?.paid === true,
    noDiscountCode: ({ context }) => context.discount.input.trim() === '',
  },
  actions: {
    refuse: assign((_, params: { message: Message }) => ({ message: params.message, lastError: null })),
    buildDraft: assign(({ context }) => ({
      draft: buildOrderDraft(context, new Date().toISOString()),
      idempotencyKey: context.createIdempotencyKey(),
    })),
    dropDraft: assign({ draft: null, idempotencyKey: null }),
    repriceDraft: assign({
      draft: ({ context }) =>
        context.draft && {
          ...context.draft,
          pricing: checkoutPricing(context),
          discount: {
            applied: context.discount.applied,
            code: context.discount.code,
            value: context.discount.value,
          },
        },
    }),
    failWith: assign(
      (_, params: { id: 'checkout.paymentFailed' | 'checkout.orderFailed'; thrown: unknown }) => {
        const error = failureOf(params.thrown);
        return { lastError: error, message: message(params.id, { text: error.message }) };
      },
    ),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    customer: input.customer,
    cart: input.cart ?? { items: [] },
    shippingMethod: 'normal',
    shippingAddress: null,
    wantTaxInvoice: true,
    taxInvoiceAddress: null,
    paymentMethod: null,
    discount: NO_DISCOUNT,
    draft: null,
    idempotencyKey: null,
    payment: null,
    message: null,
    lastError: null,
    createIdempotencyKey: input.createIdempotencyKey ?? (() => crypto.randomUUID()),
  }),
  on: {
    // The choices of steps 1 and 2; once the draft is built they hold until the shopper goes back.
    SET_SHIPPING_METHOD: {
      guard: not(stateIn('#checkout.payment')),
      actions: assign({ shippingMethod: ({ event }) => event.method }),
    },
    SELECT_SHIPPING_ADDRESS: {
      guard: not(stateIn('#checkout.payment')),
      actions: assign({ shippingAddress: ({ event }) => event.address }),
    },
    SET_WANT_TAX_INVOICE: {
      guard: not(stateIn('#checkout.payment')),
      actions: assign({ wantTaxInvoice: ({ event }) => event.value }),
    },
    SELECT_TAX_INVOICE_ADDRESS: {
      guard: not(stateIn('#checkout.payment')),
      actions: assign({ taxInvoiceAddress: ({ event }) => event.address }),
    },
    CART_LOADED: { actions: assign({ cart: ({ event }) => event.cart }) },
    CUSTOMER_CHANGED: { actions: assign({ customer: ({ event }) => event.customer }) },
    DISMISS_MESSAGE: { actions: assign({ message: null }) },
  },
  initial: 'cart',
  states: {
    cart: {
      on: { CONTINUE: { guard: 'hasItems', target: 'shipping' } },
    },
    shipping: {
      on: {
        CONTINUE: { target: 'payment', actions: 'buildDraft' },
        GO_TO_STEP: { guard: { type: 'goesBackTo', params: { step: 1 } }, target: 'cart' },
      },
    },
    payment: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            GO_TO_STEP: [
              {
                guard: { type: 'goesBackTo', params: { step: 1 } },
                target: '#checkout.cart',
                actions: 'dropDraft',
              },
              {
                guard: { type: 'goesBackTo', params: { step: 2 } },
                target: '#checkout.shipping',
                actions: 'dropDraft',
              },
            ],
            SELECT_PAYMENT_METHOD: { actions: assign({ paymentMethod: ({ event }) => event.method }) },
            DISCOUNT_CODE_CHANGED: {
              actions: [
                assign({
                  discount: ({ context, event }) =>
                    event.code === '' ? NO_DISCOUNT : { ...context.discount, input: event.code, error: null },
                }),
                'repriceDraft',
              ],
            },
            APPLY_DISCOUNT: { guard: not('noDiscountCode'), target: 'checkingDiscount' },
            PAY: [
              { guard: 'noShippingAddress', actions: refuse('checkout.shippingAddressRequired') },
              { guard: 'noPaymentMethod', actions: refuse('checkout.paymentMethodRequired') },
              { guard: 'invalidPaymentMethod', actions: refuse('checkout.paymentMethodInvalid') },
              { guard: 'noCustomer', actions: refuse('checkout.customerMissing') },
              { guard: 'alreadyPaid', target: 'creatingOrder', actions: assign({ message: null }) },
              { target: 'paying', actions: assign({ message: null }) },
            ],
          },
        },
        checkingDiscount: {
          invoke: {
            id: 'validateDiscount',
            src: 'validateDiscount',
            input: ({ context }) => ({ code: context.discount.input.trim() }),
            onDone: {
              target: 'ready',
              actions: [
                assign({
                  discount: ({ context, event }) =>
                    event.output
                      ? {
                          ...context.discount,
                          applied: true,
                          code: event.output.code,
                          value: event.output.value,
                        }
                      : {
                          ...context.discount,
                          applied: false,
                          code: null,
                          value: 0,
                          error: message('checkout.discountInvalid'),
                        },
                }),
                'repriceDraft',
              ],
            },
            onError: {
              target: 'ready',
              actions: assign({
                discount: ({ context, event }) => ({
                  ...context.discount,
                  error: message('checkout.discountCheckFailed', { text: failureOf(event.error).message }),
                }),
              }),
            },
          },
        },
        paying: {
          invoke: {
            id: 'pay',
            src: 'pay',
            input: ({ context }) => ({
              draft: context.draft as OrderDraft,
              method: context.paymentMethod as PaymentMethod,
              idempotencyKey: context.idempotencyKey as string,
            }),
            onDone: { target: 'creatingOrder', actions: assign({ payment: ({ event }) => event.output }) },
            onError: {
              target: 'ready',
              actions: {
                type: 'failWith',
                params: ({ event }) => ({ id: 'checkout.paymentFailed' as const, thrown: event.error }),
              },
            },
          },
        },
        creatingOrder: {
          invoke: {
            id: 'createOrder',
            src: 'createOrder',
            input: ({ context }) => ({
              order: { ...(context.draft as OrderDraft), payment: context.payment as PaymentResult },
              idempotencyKey: context.idempotencyKey as string,
            }),
            onDone: {
              target: '#checkout.cart',
              actions: [
                assign(({ context, event }) => ({
                  cart: { ...context.cart, items: [] },
                  paymentMethod: null,
                  discount: NO_DISCOUNT,
                  draft: null,
                  idempotencyKey: null,
                  payment: null,
                  lastError: null,
                  message: message('checkout.paid', { orderNumber: event.output.orderNumber }),
                })),
                emit(({ event }) => ({ type: 'orderPlaced', orderNumber: event.output.orderNumber })),
              ],
            },
            onError: {
              target: 'ready',
              actions: {
                type: 'failWith',
                params: ({ event }) => ({ id: 'checkout.orderFailed' as const, thrown: event.error }),
              },
            },
          },
        },
      },
    },
  },
});

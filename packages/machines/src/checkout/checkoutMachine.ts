import {
  type ApiError,
  type components,
  errorCodeMessage,
  holdingLimitMessage,
  isOneOf,
  PAYMENT_FAILURE_MESSAGES,
  PAYMENT_METHODS,
  type PaymentMethod,
  type ShippingMethod,
} from '@probuild/api-client';
import { assign, emit, not, setup } from 'xstate';
import { failureOf, reasonMessage } from '../failure.ts';
import { type Identified, idOf } from '../ids.ts';
import { type Message, message } from '../messages.ts';
import { notProvided } from '../notProvided.ts';

type Schemas = components['schemas'];

export type CheckoutStep = 1 | 2 | 3;

/** The shopper's choices, the only thing the browser sends: every amount is priced by the server. */
export type OrderRequest = Schemas['OrderRequest'];
/** The checkout summary as the server priced it (`POST /orders/draft`). */
export type OrderDraft = Schemas['OrderDraft'];
/** A payment attempt as the server started it (`POST /payments/checkout`). */
export type CheckoutSession = Schemas['CheckoutSession'];

/** A cart line as checkout needs it: only whether there is something to buy. */
export interface CheckoutCart extends Identified {
  items: readonly unknown[];
}

export type CheckoutAddress = Identified;
export type CheckoutCustomer = Identified;

export interface DraftOrderInput {
  request: OrderRequest;
}

export interface CreateOrderInput {
  request: OrderRequest & { paymentMethod: PaymentMethod };
  idempotencyKey: string;
}

export interface PayInput {
  orderNumber: string;
  method: PaymentMethod;
  idempotencyKey: string;
}

export interface CheckoutInput {
  customer: CheckoutCustomer | null;
  cart?: CheckoutCart | null;
  /** A fresh key per intended operation, kept across retries, so a repeated Pay makes one order and one charge. */
  createIdempotencyKey?: () => string;
}

export interface DiscountState {
  /** What is typed in the code field. */
  input: string;
  /** The code the server accepted and priced into the summary, or null. */
  code: string | null;
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
  /** The server's last answer to the current choices; the summary panel shows exactly this. */
  summary: OrderDraft | null;
  summaryError: Message | null;
  /** Set once the server has created the order: a retry only pays it, it never orders again. */
  orderNumber: string | null;
  orderKey: string | null;
  payKey: string | null;
  payment: CheckoutSession | null;
  /** The line under the Pay button: a refusal, a failure or the success with the order number. */
  message: Message | null;
  lastError: ApiError | null;
  createIdempotencyKey: () => string;
}

/**
 * Where the shopper got to and what they chose, without anything priced or keyed: enough to come
 * back to the same step after leaving the page. The server prices it again on return.
 */
export interface CheckoutProgress {
  step: CheckoutStep;
  shippingMethod: ShippingMethod;
  shippingAddressId: string | null;
  wantTaxInvoice: boolean;
  taxInvoiceAddressId: string | null;
  paymentMethod: string | null;
  discountCode: string | null;
}

export type CheckoutEvent =
  | { type: 'CART_LOADED'; cart: CheckoutCart }
  | { type: 'RESUME'; progress: CheckoutProgress }
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
  | { type: 'RETRY_SUMMARY' }
  | { type: 'PAY' }
  | { type: 'DISMISS_MESSAGE' };

export type CheckoutEmitted = { type: 'orderPlaced'; orderNumber: string; payment: CheckoutSession };

const NO_DISCOUNT: DiscountState = { input: '', code: null, error: null };

export function isPaymentMethod(value: string | null): value is PaymentMethod {
  return isOneOf(PAYMENT_METHODS, value);
}

/** The choices as the contract's order request; `discountCode` defaults to the code already accepted. */
export function orderRequest(
  context: CheckoutContext,
  discountCode: string | null = context.discount.code,
): OrderRequest {
  const shippingAddressId = idOf(context.shippingAddress);
  return {
    cartId: idOf(context.cart) ?? '',
    shippingMethod: context.shippingMethod,
    ...(shippingAddressId ? { shippingAddressId } : {}),
    wantTaxInvoice: context.wantTaxInvoice,
    taxInvoiceAddressId: context.wantTaxInvoice ? idOf(context.taxInvoiceAddress) : null,
    ...(discountCode ? { discountCode } : {}),
    ...(context.paymentMethod ? { paymentMethod: context.paymentMethod } : {}),
  };
}

/** The server's refusal of an order whose total is not the one the shopper was shown. */
function isTotalChanged(thrown: unknown): boolean {
  const error = failureOf(thrown);
  return error.kind === 'http' && error.code === 'TOTAL_CHANGED';
}

/** Which step the indicator shows for a snapshot's state. */
export function checkoutStepOf(snapshot: { matches(state: 'cart' | 'shipping'): boolean }): CheckoutStep {
  if (snapshot.matches('cart')) return 1;
  return snapshot.matches('shipping') ? 2 : 3;
}

/** The progress to keep for a snapshot (attempt keys, order and payment stay out: a return starts afresh). */
export function checkoutProgressOf(snapshot: {
  context: CheckoutContext;
  matches(state: 'cart' | 'shipping'): boolean;
}): CheckoutProgress {
  const { context } = snapshot;
  return {
    step: checkoutStepOf(snapshot),
    shippingMethod: context.shippingMethod,
    shippingAddressId: idOf(context.shippingAddress),
    wantTaxInvoice: context.wantTaxInvoice,
    taxInvoiceAddressId: idOf(context.taxInvoiceAddress),
    paymentMethod: context.paymentMethod,
    discountCode: context.discount.code,
  };
}

/** The kept choices back in the context; a step 3 without a shipping address resumes on step 2. */
const resumedChoices = (progress: CheckoutProgress) => ({
  shippingMethod: progress.shippingMethod,
  shippingAddress: progress.shippingAddressId ? { _id: progress.shippingAddressId } : null,
  wantTaxInvoice: progress.wantTaxInvoice,
  taxInvoiceAddress: progress.taxInvoiceAddressId ? { _id: progress.taxInvoiceAddressId } : null,
  paymentMethod: progress.paymentMethod,
  discount: progress.discountCode
    ? { input: progress.discountCode, code: progress.discountCode, error: null }
    : NO_DISCOUNT,
});

/** The server's refusals of a real code for this order (expired, under its minimum spend, uses taken). */
const DISCOUNT_REFUSALS = new Set([
  'DISCOUNT_CODE_EXPIRED',
  'DISCOUNT_MIN_SPEND',
  'DISCOUNT_CODE_USED_UP',
  'DISCOUNT_CODE_LIMIT_REACHED',
]);

/** Why a code was not applied: an unknown code, the server's reason for refusing it, or a failed check. */
function discountError(thrown: unknown): Message {
  const error = failureOf(thrown);
  if (error.kind === 'http' && error.code === 'INVALID_DISCOUNT_CODE')
    return message('checkout.discountInvalid');
  if (error.kind === 'http' && error.code !== undefined && DISCOUNT_REFUSALS.has(error.code)) {
    return errorCodeMessage(error) ?? message('checkout.discountCheckFailed', { text: reasonMessage(error) });
  }
  return message('checkout.discountCheckFailed', { text: reasonMessage(error) });
}

/** The refusals of Pay that choosing a payment method answers. */
const METHOD_REFUSALS: ReadonlySet<string> = new Set([
  'checkout.paymentMethodRequired',
  'checkout.paymentMethodInvalid',
]);

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
    draftOrder: notProvided<OrderDraft, DraftOrderInput>('draftOrder'),
    createOrder: notProvided<{ orderNumber: string }, CreateOrderInput>('createOrder'),
    pay: notProvided<CheckoutSession, PayInput>('pay'),
  },
  guards: {
    hasItems: ({ context }) => context.cart.items.length > 0,
    /**
     * The cart or the customer the page holds is not the one the machine holds already. The page
     * sends them whenever it renders them; an event the machine has no use for leaves its snapshot as
     * it is, so the page is not rendered again for it.
     */
    newCart: ({ context, event }) => event.type === 'CART_LOADED' && event.cart !== context.cart,
    otherCustomer: ({ context, event }) =>
      event.type === 'CUSTOMER_CHANGED' && event.customer !== context.customer,
    /** A cart read again with the same lines (a refetch) prices nothing anew. */
    cartDiffers: ({ context, event }) =>
      event.type === 'CART_LOADED' && JSON.stringify(event.cart.items) !== JSON.stringify(context.cart.items),
    goesBackTo: ({ event }, params: { step: CheckoutStep }) =>
      event.type === 'GO_TO_STEP' && event.step === params.step,
    noShippingAddress: ({ context }) => context.shippingAddress === null,
    noPaymentMethod: ({ context }) => !context.paymentMethod,
    invalidPaymentMethod: ({ context }) => !isPaymentMethod(context.paymentMethod),
    noCustomer: ({ context }) => idOf(context.customer) === null,
    resumesAt: ({ context, event }, params: { step: 2 | 3 }) => {
      if (event.type !== 'RESUME' || context.cart.items.length === 0) return false;
      const { step, shippingAddressId } = event.progress;
      return params.step === 3 ? step === 3 && shippingAddressId !== null : step >= 2;
    },
    noSummary: ({ context }) => context.summary === null,
    orderCreated: ({ context }) => context.orderNumber !== null,
    noDiscountCode: ({ context }) => context.discount.input.trim() === '',
    removesAppliedCode: ({ context, event }) =>
      event.type === 'DISCOUNT_CODE_CHANGED' && event.code.trim() === '' && context.discount.code !== null,
    declined: ({ event }) =>
      'output' in event && (event.output as CheckoutSession | undefined)?.status === 'failed',
  },
  actions: {
    takeCart: assign({
      cart: ({ context, event }) => (event.type === 'CART_LOADED' ? event.cart : context.cart),
    }),
    refuse: assign((_, params: { message: Message }) => ({ message: params.message, lastError: null })),
    /** Step 3 starts a new attempt: new keys, nothing ordered or paid yet. */
    startAttempt: assign(({ context }) => ({
      orderKey: context.createIdempotencyKey(),
      payKey: context.createIdempotencyKey(),
      orderNumber: null,
      payment: null,
      summary: null,
      summaryError: null,
    })),
    dropAttempt: assign({
      orderKey: null,
      payKey: null,
      orderNumber: null,
      payment: null,
      summary: null,
      summaryError: null,
    }),
    failWith: assign(
      (_, params: { id: 'checkout.paymentFailed' | 'checkout.orderFailed'; thrown: unknown }) => {
        const error = failureOf(params.thrown);
        return {
          lastError: error,
          message: holdingLimitMessage(error) ?? message(params.id, { text: reasonMessage(error) }),
        };
      },
    ),
    /**
     * After the server answered a payment with a refusal, the next Pay is a new attempt with a new key;
     * after no answer (network, timeout) the same key is sent again, so a charge that did go through is
     * answered again instead of being made twice.
     */
    renewPayKeyAfterAnswer: assign(({ context, event }) => {
      const answered = 'error' in event ? failureOf(event.error).kind === 'http' : true;
      return answered ? { payKey: context.createIdempotencyKey() } : {};
    }),
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
    summary: null,
    summaryError: null,
    orderNumber: null,
    orderKey: null,
    payKey: null,
    payment: null,
    message: null,
    lastError: null,
    createIdempotencyKey: input.createIdempotencyKey ?? (() => crypto.randomUUID()),
  }),
  on: {
    CART_LOADED: { guard: 'newCart', actions: 'takeCart' },
    CUSTOMER_CHANGED: {
      guard: 'otherCustomer',
      actions: assign({ customer: ({ event }) => event.customer }),
    },
    DISMISS_MESSAGE: { actions: assign({ message: null }) },
  },
  initial: 'cart',
  states: {
    cart: {
      on: {
        CONTINUE: { guard: 'hasItems', target: 'shipping' },
        // Only a cart with something in it resumes; an emptied cart (an order was placed) starts over.
        RESUME: [
          {
            guard: { type: 'resumesAt', params: { step: 3 } },
            target: 'payment',
            actions: [assign(({ event }) => resumedChoices(event.progress)), 'startAttempt'],
          },
          {
            guard: { type: 'resumesAt', params: { step: 2 } },
            target: 'shipping',
            actions: assign(({ event }) => resumedChoices(event.progress)),
          },
        ],
      },
    },
    // The choices of step 2; they hold on step 3 until the shopper goes back.
    shipping: {
      on: {
        SET_SHIPPING_METHOD: { actions: assign({ shippingMethod: ({ event }) => event.method }) },
        SELECT_SHIPPING_ADDRESS: { actions: assign({ shippingAddress: ({ event }) => event.address }) },
        SET_WANT_TAX_INVOICE: { actions: assign({ wantTaxInvoice: ({ event }) => event.value }) },
        SELECT_TAX_INVOICE_ADDRESS: { actions: assign({ taxInvoiceAddress: ({ event }) => event.address }) },
        CONTINUE: { target: 'payment', actions: 'startAttempt' },
        GO_TO_STEP: { guard: { type: 'goesBackTo', params: { step: 1 } }, target: 'cart' },
      },
    },
    payment: {
      initial: 'drafting',
      // The method may be chosen while the server prices: the price does not depend on it.
      // Choosing a method answers a refusal for want of one; any other message stays.
      on: {
        SELECT_PAYMENT_METHOD: {
          actions: assign({
            paymentMethod: ({ event }) => event.method,
            message: ({ context }) =>
              context.message && METHOD_REFUSALS.has(context.message.id) ? null : context.message,
          }),
        },
      },
      states: {
        drafting: {
          // A line added or changed meanwhile (a related product from below the summary): price the new cart.
          on: {
            CART_LOADED: { guard: 'cartDiffers', target: 'drafting', reenter: true, actions: 'takeCart' },
          },
          invoke: {
            id: 'draftOrder',
            src: 'draftOrder',
            input: ({ context }) => ({ request: orderRequest(context) }),
            onDone: {
              target: 'ready',
              actions: assign({ summary: ({ event }) => event.output, summaryError: null }),
            },
            onError: {
              target: 'ready',
              actions: assign({
                summaryError: ({ event }) => {
                  const error = failureOf(event.error);
                  return (
                    holdingLimitMessage(error) ??
                    message('checkout.summaryFailed', { text: reasonMessage(error) })
                  );
                },
              }),
            },
          },
        },
        ready: {
          on: {
            CART_LOADED: { guard: 'cartDiffers', target: 'drafting', actions: 'takeCart' },
            GO_TO_STEP: [
              {
                guard: { type: 'goesBackTo', params: { step: 1 } },
                target: '#checkout.cart',
                actions: 'dropAttempt',
              },
              {
                guard: { type: 'goesBackTo', params: { step: 2 } },
                target: '#checkout.shipping',
                actions: 'dropAttempt',
              },
            ],
            RETRY_SUMMARY: { target: 'drafting' },
            DISCOUNT_CODE_CHANGED: [
              // Emptying the field takes an accepted code off: the server prices the order again.
              { guard: 'removesAppliedCode', target: 'drafting', actions: assign({ discount: NO_DISCOUNT }) },
              {
                actions: assign({
                  discount: ({ context, event }) => ({ ...context.discount, input: event.code, error: null }),
                }),
              },
            ],
            APPLY_DISCOUNT: { guard: not('noDiscountCode'), target: 'checkingDiscount' },
            PAY: [
              { guard: 'noShippingAddress', actions: refuse('checkout.shippingAddressRequired') },
              { guard: 'noPaymentMethod', actions: refuse('checkout.paymentMethodRequired') },
              { guard: 'invalidPaymentMethod', actions: refuse('checkout.paymentMethodInvalid') },
              { guard: 'noCustomer', actions: refuse('checkout.customerMissing') },
              // Nothing is paid before the shopper has seen the server's total.
              { guard: 'noSummary' },
              { guard: 'orderCreated', target: 'paying', actions: assign({ message: null }) },
              { target: 'creatingOrder', actions: assign({ message: null }) },
            ],
          },
        },
        checkingDiscount: {
          invoke: {
            id: 'draftOrder',
            src: 'draftOrder',
            input: ({ context }) => ({ request: orderRequest(context, context.discount.input.trim()) }),
            onDone: {
              target: 'ready',
              actions: assign({
                summary: ({ event }) => event.output,
                summaryError: null,
                discount: ({ context }) => ({ ...context.discount, code: context.discount.input.trim() }),
              }),
            },
            onError: {
              target: 'ready',
              actions: assign({
                discount: ({ context, event }) => ({
                  ...context.discount,
                  error: discountError(event.error),
                }),
              }),
            },
          },
        },
        creatingOrder: {
          invoke: {
            id: 'createOrder',
            src: 'createOrder',
            input: ({ context }) => ({
              request: {
                ...orderRequest(context),
                paymentMethod: context.paymentMethod as PaymentMethod,
                // The total the shopper has in front of them: the server refuses to charge another.
                ...(context.summary ? { expectedTotal: context.summary.pricing.total } : {}),
              },
              idempotencyKey: context.orderKey as string,
            }),
            onDone: {
              target: 'paying',
              // The server empties the cart with the order.
              actions: assign(({ context, event }) => ({
                orderNumber: event.output.orderNumber,
                cart: { ...context.cart, items: [] },
              })),
            },
            onError: [
              {
                // A price, the shipping or a discount moved since the summary: price again and say so.
                guard: ({ event }) => isTotalChanged(event.error),
                target: 'drafting',
                actions: assign({
                  message: () => message('checkout.totalChanged'),
                  orderKey: ({ context }) => context.createIdempotencyKey(),
                }),
              },
              {
                target: 'ready',
                actions: {
                  type: 'failWith',
                  params: ({ event }) => ({ id: 'checkout.orderFailed' as const, thrown: event.error }),
                },
              },
            ],
          },
        },
        paying: {
          invoke: {
            id: 'pay',
            src: 'pay',
            input: ({ context }) => ({
              orderNumber: context.orderNumber as string,
              method: context.paymentMethod as PaymentMethod,
              idempotencyKey: context.payKey as string,
            }),
            onDone: [
              {
                guard: 'declined',
                target: 'ready',
                actions: [
                  assign(({ event }) => ({
                    lastError: null,
                    message: message('checkout.paymentFailed', {
                      text: message(PAYMENT_FAILURE_MESSAGES[event.output.failureCode ?? 'declined']),
                    }),
                  })),
                  'renewPayKeyAfterAnswer',
                ],
              },
              {
                target: '#checkout.placed',
                actions: [
                  assign(({ context, event }) => ({
                    payment: event.output,
                    lastError: null,
                    message:
                      event.output.status === 'successful'
                        ? message('checkout.paid', { orderNumber: context.orderNumber as string })
                        : null,
                  })),
                  emit(({ context, event }) => ({
                    type: 'orderPlaced' as const,
                    orderNumber: context.orderNumber as string,
                    payment: event.output,
                  })),
                ],
              },
            ],
            onError: {
              target: 'ready',
              actions: [
                {
                  type: 'failWith',
                  params: ({ event }) => ({ id: 'checkout.paymentFailed' as const, thrown: event.error }),
                },
                'renewPayKeyAfterAnswer',
              ],
            },
          },
        },
      },
    },
    /** The order exists and its payment has started: the page follows `payment` (redirect, QR code, result). */
    placed: { type: 'final' },
  },
});

import { toApiError } from '@probuild/api-client';
import {
  type CheckoutSession,
  type CreateOrderInput,
  checkoutMachine,
  checkoutProgressOf,
  checkoutStepOf,
  type DraftOrderInput,
  idOf,
  type OrderDraft,
  type PayInput,
} from '@probuild/machines';
import { Button, EmptyState, Price, Skeleton, StepIndicator } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { api } from '../../api/client.ts';
import { paymentConfigQuery } from '../../api/paymentConfigQuery.ts';
import { checkoutRequest, EMPTY_PAYMENT_DETAILS, type PaymentDetails } from '../../payments/payment.ts';
import { dataOf } from '../../session/apiData.ts';
import { cartQuery, refreshCartReads } from '../../session/cartReads.ts';
import { customerOf, useSession, useSessionState } from '../../session/useSession.ts';
import { QueryErrorState } from '../../shared/QueryErrorState/index.ts';
import { TitledPage } from '../../shared/TitledPage/index.ts';
import { useMachineText } from '../../shell/useMachineText.ts';
import { whenIdle } from '../../whenIdle.ts';
import actionBar from './actionBar.module.css';
import { CartLines, isOverStock } from './CartLines/CartLines.tsx';
import styles from './CartPage.module.css';
import { CartRelated } from './CartRelated/CartRelated.tsx';
import { forgetCheckoutProgress, keepCheckoutProgress, readCheckoutProgress } from './checkoutProgress.ts';
import { OrderSummary } from './OrderSummary/OrderSummary.tsx';

// Steps 2 and 3 (the address forms, the payment methods, the QR code) are not needed to show the
// cart: they load once its lines are on screen, so the first view evaluates less.
const loadShippingStep = () => import('./ShippingStep/ShippingStep.tsx');
const loadPaymentStep = () => import('./PaymentStep/PaymentStep.tsx');
/** How long the steps' loading waits at most for the browser to be idle. */
const STEP_PRELOAD_WAIT_MS = 1000;
const ShippingStep = lazy(() => loadShippingStep().then((module) => ({ default: module.ShippingStep })));
const PaymentStep = lazy(() => loadPaymentStep().then((module) => ({ default: module.PaymentStep })));
const PromptPayCode = lazy(() =>
  import('../../payments/PromptPayCode/PromptPayCode.tsx').then((module) => ({
    default: module.PromptPayCode,
  })),
);

/**
 * /cart: the cart and the three checkout steps (cart, shipping address, payment), driven by the
 * checkout machine. Every figure is the server's: the cart's lines and subtotal, then the pricing of
 * the shopper's choices. Pay creates the order and starts its payment, each with its own key, so a
 * double click or a retry never orders or charges twice.
 */
export default function CartPage() {
  const intl = useIntl();
  const text = useMachineText();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { actor: session } = useSession();
  const customer = useSessionState(customerOf);
  const customerId = idOf(customer) ?? '';
  const cart = useQuery({ ...cartQuery(customerId), enabled: Boolean(customerId) });
  const cartShown = Boolean(cart.data);
  useEffect(() => {
    if (!cartShown) return;
    // A failure here is shown, if it lasts, when the step itself loads.
    const ignore = () => {};
    // Each step's preloads in a task of their own, not in the one that first shows the lines.
    const cancelShipping = whenIdle(() => loadShippingStep().catch(ignore), STEP_PRELOAD_WAIT_MS);
    const cancelPayment = whenIdle(() => loadPaymentStep().catch(ignore), STEP_PRELOAD_WAIT_MS);
    return () => {
      cancelShipping();
      cancelPayment();
    };
  }, [cartShown]);
  const paymentConfig = useQuery(paymentConfigQuery);
  const details = useRef<PaymentDetails>(EMPTY_PAYMENT_DETAILS);
  const [paymentDetails, setPaymentDetails] = useState(details.current);
  const [placed, setPlaced] = useState<CheckoutSession | null>(null);

  const machine = useMemo(
    () =>
      checkoutMachine.provide({
        actors: {
          draftOrder: fromPromise<OrderDraft, DraftOrderInput>(async ({ input }) =>
            dataOf(await api.POST('/orders/draft', { body: input.request })),
          ),
          createOrder: fromPromise<{ orderNumber: string }, CreateOrderInput>(async ({ input }) =>
            dataOf(
              await api.POST('/orders', {
                params: { header: { 'idempotency-key': input.idempotencyKey } },
                body: input.request,
              }),
            ),
          ),
          pay: fromPromise<CheckoutSession, PayInput>(async ({ input }) => {
            const body = await checkoutRequest(queryClient, input.orderNumber, input.method, details.current);
            return dataOf(
              await api.POST('/payments/checkout', {
                params: { header: { 'idempotency-key': input.idempotencyKey } },
                body,
              }),
            );
          }),
        },
      }),
    [queryClient],
  );
  // With the cart already answered (the server's page, or the cart called as the app started) the
  // machine starts with it: every change of its snapshot renders the whole page again, at once.
  const [snapshot, send, checkout] = useMachine(machine, {
    input: { customer: customer ?? null, cart: cart.data?.data ?? null },
  });

  // The first cart of the visit resumes where the shopper left off (the machine refuses an empty cart).
  const resumed = useRef(false);
  useEffect(() => {
    if (!cart.data) return;
    send({ type: 'CART_LOADED', cart: cart.data.data });
    if (resumed.current) return;
    resumed.current = true;
    const progress = readCheckoutProgress(sessionStorage, customerId);
    if (progress) send({ type: 'RESUME', progress });
  }, [cart.data, send, customerId]);
  useEffect(() => {
    const subscription = checkout.subscribe((next) => {
      if (!resumed.current) return;
      if (next.matches('placed')) forgetCheckoutProgress(sessionStorage);
      else keepCheckoutProgress(sessionStorage, customerId, checkoutProgressOf(next));
    });
    return () => subscription.unsubscribe();
  }, [checkout, customerId]);
  useEffect(() => send({ type: 'CUSTOMER_CHANGED', customer: customer ?? null }), [customer, send]);
  useEffect(() => {
    const subscription = checkout.on('orderPlaced', ({ payment }) => {
      // The server emptied the cart with the order.
      session.send({ type: 'REFRESH_CART_COUNT' });
      void refreshCartReads(queryClient);
      if (payment.qrCode) setPlaced(payment);
      else if (payment.authorizeUri) window.location.assign(payment.authorizeUri);
      else setPlaced(payment);
    });
    return () => subscription.unsubscribe();
  }, [checkout, session, queryClient]);

  const step = checkoutStepOf(snapshot);
  const { context } = snapshot;
  const steps = ['cart', 'shipping', 'payment'].map((id) => intl.formatMessage({ id: `cart.steps.${id}` }));

  let content: ReactNode;
  if (placed) {
    content = placed.qrCode ? (
      <Suspense fallback={<StepLoading />}>
        <PromptPayCode
          session={placed}
          onSettled={() => {
            if (placed.checkoutId) {
              navigate(
                `/payment/success?${new URLSearchParams({ checkout_id: placed.checkoutId, charge_id: placed.chargeId ?? '' })}`,
              );
            }
          }}
        />
      </Suspense>
    ) : (
      <p role="status">{intl.formatMessage({ id: 'cart.redirecting' })}</p>
    );
  } else if (snapshot.matches('placed')) {
    content = <p role="status">{intl.formatMessage({ id: 'cart.redirecting' })}</p>;
  } else if (cart.isError) {
    const reason = toApiError(cart.error).message.trim();
    content = (
      <QueryErrorState
        query={cart}
        message={reason || intl.formatMessage({ id: 'cart.loadFailed' })}
        retryLabel={intl.formatMessage({ id: 'cart.retry' })}
      />
    );
  } else if (!cart.data) {
    content = (
      <div aria-busy="true" className={stack.gap3}>
        <p role="status">{intl.formatMessage({ id: 'cart.loading' })}</p>
        <Skeleton shape="rect" height={120} />
        <Skeleton shape="rect" height={120} />
      </div>
    );
  } else if (cart.data.data.items.length === 0 && step === 1) {
    content = (
      <EmptyState
        title={intl.formatMessage({ id: 'cart.empty' })}
        action={<a href="/">{intl.formatMessage({ id: 'cart.empty.shop' })}</a>}
      />
    );
  } else {
    const cartData = cart.data.data;
    // Why Continue is off: lines without enough stock, or an address still to choose.
    let blocked: string | null = null;
    if (step === 1 && cartData.items.some(isOverStock)) blocked = 'cart.stock.blocked';
    else if (step === 2 && !context.shippingAddress) blocked = 'cart.shipping.choose';
    else if (step === 2 && context.wantTaxInvoice && !context.taxInvoiceAddress)
      blocked = 'cart.taxInvoice.choose';
    content = (
      <div className={styles.checkout}>
        <div className={`${stack.gap5} ${styles.main}`}>
          {step === 1 && <CartLines cart={cartData} customerId={customerId} />}
          <Suspense fallback={<StepLoading />}>
            {step === 2 && (
              <ShippingStep
                customerId={customerId}
                choices={{
                  shippingMethod: context.shippingMethod,
                  shippingAddressId: idOf(context.shippingAddress),
                  wantTaxInvoice: context.wantTaxInvoice,
                  taxInvoiceAddressId: idOf(context.taxInvoiceAddress),
                }}
                send={send}
              />
            )}
            {step === 3 && (
              <PaymentStep
                paymentMethod={context.paymentMethod}
                details={paymentDetails}
                onDetailsChange={(next) => {
                  details.current = next;
                  setPaymentDetails(next);
                }}
                discount={context.discount}
                total={context.summary?.pricing.total ?? null}
                busy={
                  snapshot.matches({ payment: 'creatingOrder' }) || snapshot.matches({ payment: 'paying' })
                }
                message={context.message}
                send={send}
                takesCard={Boolean(paymentConfig.data?.data.cardTokens)}
              />
            )}
          </Suspense>
          {step < 3 && (
            <section
              className={`${styles.nav} ${actionBar.bar}`}
              aria-label={intl.formatMessage({ id: 'cart.actionBar' })}
            >
              <p className={styles.navTotal}>
                <span>{intl.formatMessage({ id: 'cart.summary.subtotal' })}</span>
                <Price price={cartData.subtotal} />
              </p>
              {step > 1 && (
                <Button
                  variant="secondary"
                  className={styles.back}
                  onClick={() => send({ type: 'GO_TO_STEP', step: 1 })}
                >
                  {intl.formatMessage({ id: 'cart.back' })}
                </Button>
              )}
              <Button disabled={blocked !== null} onClick={() => send({ type: 'CONTINUE' })}>
                {intl.formatMessage({ id: 'cart.continue' })}
              </Button>
              {blocked && (
                <p className={styles.blocked} role="status">
                  {intl.formatMessage({ id: blocked })}
                </p>
              )}
            </section>
          )}
        </div>
        {step === 3 ? (
          <OrderSummary
            kind="draft"
            draft={context.summary}
            error={context.summaryError ? text(context.summaryError) : null}
            onRetry={() => send({ type: 'RETRY_SUMMARY' })}
          />
        ) : (
          <OrderSummary kind="cart" subtotal={cartData.subtotal} />
        )}
      </div>
    );
  }

  return (
    <TitledPage
      title={intl.formatMessage({ id: 'cart.title' })}
      className={`${stack.gap5} ${styles.page}`}
      titleClassName={textStyles.title}
    >
      <StepIndicator
        steps={steps}
        current={step}
        label={intl.formatMessage({ id: 'cart.steps.label' })}
        onStepClick={(earlier) => send({ type: 'GO_TO_STEP', step: earlier as 1 | 2 })}
      />
      {content}
      {/* Once the cart is shown: under the loading one, the arriving lines would push it down. */}
      {customerId && cart.data && !placed && !snapshot.matches('placed') && (
        <CartRelated customerId={customerId} />
      )}
    </TitledPage>
  );
}

/** A step's place while its part of the page loads (at once when the cart had time to load it). */
function StepLoading() {
  return (
    <div aria-busy="true" className={stack.gap3}>
      <Skeleton shape="rect" height={240} />
    </div>
  );
}

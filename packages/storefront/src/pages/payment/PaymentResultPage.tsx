import { PAYMENT_FAILURE_MESSAGES, type PaymentFailureCode, toApiError } from '@probuild/api-client';
import { Button, Price, Skeleton, Spinner } from '@probuild/ui';
import actionStyles from '@probuild/ui/styles/actions.module.css';
import card from '@probuild/ui/styles/card.module.css';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { type ReactNode, useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { useRoute, useSearchParams } from 'wouter';
import { AddressText } from '../../addresses/AddressText/AddressText.tsx';
import { queries } from '../../api/client.ts';
import { OrderItems } from '../../orders/OrderItems/OrderItems.tsx';
import { usePageName } from '../../routes/PageTitle.tsx';
import { useSession } from '../../session/useSession.ts';
import { TitledPage } from '../../shared/TitledPage/index.ts';
import styles from './PaymentResultPage.module.css';

/** What an unpaid payment's page says, by the reason the return address or the server gives. */
const CANCEL_TEXTS: Record<string, string> = {
  expired: 'payment.cancel.reason.expired',
  pending: 'payment.cancel.reason.pending',
  not_found: 'payment.cancel.reason.not_found',
  declined: PAYMENT_FAILURE_MESSAGES.declined,
  refunded: PAYMENT_FAILURE_MESSAGES.already_paid,
};

/** A way on from a result: a link or an action, drawn as a button (the first the main one). */
type WayOn = { textId: string; variant?: 'secondary' | 'ghost' } & (
  | { href: string }
  | { onClick: () => void }
);

const HOME: WayOn = { href: '/', textId: 'payment.home', variant: 'ghost' };
const ORDERS: WayOn = { href: '/orders', textId: 'payment.success.orders' };

/** A result: its heading, which is the window's title too, what follows it, and the ways on. */
function ResultView({
  headingId,
  ways,
  children,
}: {
  headingId: string;
  ways: WayOn[];
  children: ReactNode;
}) {
  const intl = useIntl();
  const heading = intl.formatMessage({ id: headingId });
  usePageName(heading);
  return (
    <TitledPage
      title={heading}
      className={`${stack.gap3} ${styles.result}`}
      titleClassName={textStyles.title}
    >
      {children}
      <div className={`${actionStyles.actions} ${styles.actions}`}>
        {ways.map((way) =>
          'href' in way ? (
            <Button key={way.textId} asChild variant={way.variant}>
              <a href={way.href}>{intl.formatMessage({ id: way.textId })}</a>
            </Button>
          ) : (
            <Button key={way.textId} variant={way.variant} onClick={way.onClick}>
              {intl.formatMessage({ id: way.textId })}
            </Button>
          ),
        )}
      </div>
    </TitledPage>
  );
}

/**
 * The heading of a payment that has not been paid: failed only when the shop knows it failed; a
 * payment still waiting or one the shop does not know of says so instead.
 */
const cancelHeading = (reason: string) =>
  reason === 'pending'
    ? 'payment.pending.title'
    : reason === 'not_found'
      ? 'payment.notFound.title'
      : 'payment.cancel.title';

/**
 * Where an unpaid payment leaves the shopper: why (the server's failure reason when it gave one,
 * otherwise the return address's), and the ways on.
 */
function CancelView({ reason, failure }: { reason: string; failure?: PaymentFailureCode | null }) {
  const intl = useIntl();
  const textId = failure
    ? PAYMENT_FAILURE_MESSAGES[failure]
    : (CANCEL_TEXTS[reason] ?? 'payment.cancel.reason.unknown');
  return (
    <ResultView
      headingId={cancelHeading(reason)}
      ways={[
        { href: '/orders', textId: 'payment.cancel.payAgain' },
        { href: '/cart', textId: 'payment.cancel.cart', variant: 'secondary' },
        HOME,
      ]}
    >
      <p>{intl.formatMessage({ id: textId })}</p>
    </ResultView>
  );
}

/** A visitor without a session: only the customer who paid may see the payment, once logged in. */
function SignInView() {
  const intl = useIntl();
  const { actor } = useSession();
  return (
    <ResultView
      headingId="payment.signIn.title"
      ways={[{ onClick: () => actor.send({ type: 'OPEN_LOGIN' }), textId: 'payment.signIn.action' }, HOME]}
    >
      <p>{intl.formatMessage({ id: 'payment.signIn.body' })}</p>
    </ResultView>
  );
}

/** No answer about the payment (no connection, a server failure): nothing is said of how it went. */
function UncheckedView({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <ResultView
      headingId="payment.unchecked.title"
      ways={[
        { onClick: onRetry, textId: 'payment.unchecked.retry' },
        { ...ORDERS, variant: 'secondary' },
      ]}
    >
      <p>{intl.formatMessage({ id: 'payment.unchecked.body' })}</p>
    </ResultView>
  );
}

/**
 * /payment/success and /payment/cancel, where the provider sends the shopper back. Neither takes the
 * address's word for it: with a checkout id they ask the server for the payment's real state
 * (waiting while it is still pending), so a paid order shows as paid and an unpaid one as not gone
 * through, whichever page was opened. The payment is the customer's own: without a session the page
 * asks them to log in, and asks again once they have.
 */
export default function PaymentResultPage() {
  const intl = useIntl();
  const { actor } = useSession();
  const [isSuccess] = useRoute('/payment/success');
  const [params] = useSearchParams();
  const checkoutId = params.get('checkout_id') ?? '';
  const reason = params.get('reason') ?? '';
  const payment = queries.useQuery(
    'get',
    '/payments/checkout/{checkoutId}',
    { params: { path: { checkoutId } } },
    {
      enabled: Boolean(checkoutId),
      retry: false,
      refetchInterval: (query) => (isSuccess && query.state.data?.data.status === 'pending' ? 3_000 : false),
    },
  );
  const { refetch } = payment;

  // A password login reloads the page; any other login is heard here.
  useEffect(() => {
    const loggedIn = actor.on('loggedIn', () => void refetch());
    return () => loggedIn.unsubscribe();
  }, [actor, refetch]);

  if (!checkoutId) return <CancelView reason={isSuccess ? 'not_found' : reason} />;
  if (payment.isError) {
    const failure = toApiError(payment.error);
    const status = failure.kind === 'http' ? failure.status : 0;
    if (status === 401) return <SignInView />;
    if (status === 404) return <CancelView reason="not_found" />;
    return <UncheckedView onRetry={() => void refetch()} />;
  }
  const session = payment.data?.data;
  if (!session) {
    return (
      <p role="status" className={`${textStyles.withIcon} ${styles.checking}`}>
        <Spinner decorative size="sm" />
        {intl.formatMessage({ id: 'payment.checking' })}
      </p>
    );
  }
  if (session.status === 'failed') {
    return <CancelView reason="declined" failure={session.failureCode} />;
  }
  if (session.status === 'expired') return <CancelView reason="expired" />;
  if (session.status === 'pending' && !isSuccess) return <CancelView reason="pending" />;
  const paid = session.status === 'successful';
  return (
    <ResultView
      headingId={paid ? 'payment.success.title' : 'payment.pending.title'}
      ways={[ORDERS, { ...HOME, variant: 'secondary' }]}
    >
      <p className={styles.order}>
        {intl.formatMessage({ id: 'payment.success.order' }, { orderNumber: session.orderNumber })}
      </p>
      <PaidOrder orderNumber={session.orderNumber} paid={paid} />
      <p className={styles.ids}>
        {intl.formatMessage(
          { id: 'payment.success.ids' },
          { checkoutId: session.checkoutId, chargeId: session.chargeId ?? params.get('charge_id') ?? '' },
        )}
      </p>
    </ResultView>
  );
}

/**
 * The order the payment was for, as the server answers it: what comes next (once paid), its lines,
 * its total and where it goes. Without an answer the page still stands on the payment's own.
 */
function PaidOrder({ orderNumber, paid }: { orderNumber: string; paid: boolean }) {
  const intl = useIntl();
  const itemsId = useId();
  const order = queries.useQuery('get', '/orders/{orderNumber}', { params: { path: { orderNumber } } });
  const data = order.data?.data;
  if (order.isError) return null;
  if (!data) return <Skeleton shape="rect" height={160} />;
  return (
    <div className={`${card.panel} ${styles.summary}`}>
      {paid && (
        <p className={styles.next}>
          {intl.formatMessage({ id: 'payment.success.next' }, { method: data.shippingMethod })}
        </p>
      )}
      <h2 id={itemsId} className={textStyles.note}>
        {intl.formatMessage({ id: 'orders.items' })}
      </h2>
      <OrderItems items={data.items} services={data.services} labelledBy={itemsId} />
      <p className={styles.total}>
        <span>{intl.formatMessage({ id: 'orders.total' })}</span>
        <Price price={data.pricing.total} />
      </p>
      <h2 className={textStyles.note}>{intl.formatMessage({ id: 'orders.delivery' })}</h2>
      {data.shippingMethod === 'normal' && data.shippingAddress ? (
        <AddressText address={data.shippingAddress} />
      ) : (
        <p>{intl.formatMessage({ id: 'orders.shippingMethod.pickup' })}</p>
      )}
    </div>
  );
}

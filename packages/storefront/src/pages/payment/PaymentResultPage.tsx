import { Button, Spinner } from '@probuild/ui';
import { useIntl } from 'react-intl';
import { useRoute, useSearchParams } from 'wouter';
import { queries } from '../../api/client.ts';
import styles from './PaymentResultPage.module.css';

const CANCEL_REASONS = new Set(['declined', 'expired', 'pending', 'refunded', 'not_found']);

/** Where a failed or cancelled payment leaves the shopper: why, and the ways on. */
function CancelView({ reason }: { reason: string }) {
  const intl = useIntl();
  const known = CANCEL_REASONS.has(reason) ? reason : 'unknown';
  return (
    <section className={styles.result} aria-labelledby="payment-result">
      <h1 id="payment-result" className={styles.title}>
        {intl.formatMessage({ id: 'payment.cancel.title' })}
      </h1>
      <p>{intl.formatMessage({ id: `payment.cancel.reason.${known}` })}</p>
      <div className={styles.actions}>
        <Button asChild>
          <a href="/orders">{intl.formatMessage({ id: 'payment.cancel.payAgain' })}</a>
        </Button>
        <Button asChild variant="secondary">
          <a href="/cart">{intl.formatMessage({ id: 'payment.cancel.cart' })}</a>
        </Button>
        <Button asChild variant="ghost">
          <a href="/">{intl.formatMessage({ id: 'payment.home' })}</a>
        </Button>
      </div>
    </section>
  );
}

/**
 * /payment/success and /payment/cancel, where the provider sends the shopper back. Neither takes the
 * address's word for it: with a checkout id they ask the server for the payment's real state
 * (waiting while it is still pending), so a paid order shows as paid and an unpaid one as not gone
 * through, whichever page was opened.
 */
export default function PaymentResultPage() {
  const intl = useIntl();
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

  if (!checkoutId) return <CancelView reason={isSuccess ? 'not_found' : reason} />;
  if (payment.isError) return <CancelView reason="not_found" />;
  const session = payment.data?.data;
  if (!session) {
    return (
      <p role="status" className={styles.checking}>
        <Spinner decorative size="sm" />
        {intl.formatMessage({ id: 'payment.checking' })}
      </p>
    );
  }
  if (session.status === 'failed') {
    // A refund is a failed charge too; only the server's return says it was given back.
    return <CancelView reason={reason === 'refunded' ? 'refunded' : 'declined'} />;
  }
  if (session.status === 'expired') return <CancelView reason="expired" />;
  if (session.status === 'pending' && !isSuccess) return <CancelView reason="pending" />;
  const paid = session.status === 'successful';
  return (
    <section className={styles.result} aria-labelledby="payment-result">
      <h1 id="payment-result" className={styles.title}>
        {intl.formatMessage({ id: paid ? 'payment.success.title' : 'payment.pending.title' })}
      </h1>
      <p className={styles.order}>
        {intl.formatMessage({ id: 'payment.success.order' }, { orderNumber: session.orderNumber })}
      </p>
      <p className={styles.ids}>
        {intl.formatMessage(
          { id: 'payment.success.ids' },
          { checkoutId: session.checkoutId, chargeId: session.chargeId ?? params.get('charge_id') ?? '' },
        )}
      </p>
      <div className={styles.actions}>
        <Button asChild>
          <a href="/orders">{intl.formatMessage({ id: 'payment.success.orders' })}</a>
        </Button>
        <Button asChild variant="secondary">
          <a href="/">{intl.formatMessage({ id: 'payment.home' })}</a>
        </Button>
      </div>
    </section>
  );
}

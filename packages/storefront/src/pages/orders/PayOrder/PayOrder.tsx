import { toApiError } from '@probuild/api-client';
import { message, textMessage } from '@probuild/machines';
import { AlertBox, Button, formatBaht } from '@probuild/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../../api/client.ts';
import { dataOf } from '../../../session/apiData.ts';
import { useMachineText } from '../../../shell/useMachineText.ts';
import type { CheckoutSession, Order } from '../orderTypes.ts';
import styles from './PayOrder.module.css';

/** How often a shown QR code's payment is asked after. */
const POLL_MS = 4_000;

type Attempt =
  | { state: 'idle' }
  | { state: 'starting' }
  | { state: 'qr'; session: CheckoutSession }
  | { state: 'failed'; text: string };

/**
 * Pays an unpaid order: a payment still open continues where it is (the provider's page, or its QR
 * code); otherwise a new PromptPay QR code is made for the order's total (the server's amount). One
 * idempotency key per attempt, kept across a double click or a retry after no answer.
 */
export function PayOrder({ order, onSettled }: { order: Order; onSettled: () => void }) {
  const intl = useIntl();
  const text = useMachineText();
  const [attempt, setAttempt] = useState<Attempt>({ state: 'idle' });
  const key = useRef<string | null>(null);
  const open = order.payment?.status === 'pending' ? order.payment : null;

  const follow = (session: CheckoutSession) => {
    if (session.qrCode) setAttempt({ state: 'qr', session });
    else if (session.authorizeUri) window.location.assign(session.authorizeUri);
    else onSettled();
  };

  const start = async () => {
    setAttempt({ state: 'starting' });
    try {
      if (open) {
        const answer = await api.GET('/payments/checkout/{checkoutId}', {
          params: { path: { checkoutId: open.checkoutId } },
        });
        follow(dataOf(answer));
        return;
      }
      key.current ??= crypto.randomUUID();
      const answer = await api.POST('/payments/checkout', {
        params: { header: { 'idempotency-key': key.current } },
        body: { orderNumber: order.orderNumber, method: 'promptpay', returnUri: window.location.origin },
      });
      follow(dataOf(answer));
    } catch (error) {
      const failure = toApiError(error);
      // A refusal ends this attempt; after no answer the same key is sent again.
      if (failure.kind === 'http') key.current = null;
      const reason = failure.message.trim() ? textMessage(failure.message) : message('cart.serverError');
      setAttempt({ state: 'failed', text: text(message('checkout.paymentFailed', { text: text(reason) })) });
    }
  };

  if (attempt.state === 'qr') {
    return <PromptPayCode session={attempt.session} onSettled={onSettled} />;
  }
  return (
    <>
      <Button
        busy={attempt.state === 'starting'}
        busyLabel={intl.formatMessage({ id: 'orders.paying' })}
        onClick={start}
      >
        {intl.formatMessage({ id: open ? 'orders.continuePayment' : 'orders.payPromptPay' })}
      </Button>
      {attempt.state === 'failed' && (
        <AlertBox
          tone="error"
          dismissible
          onDismiss={() => setAttempt({ state: 'idle' })}
          className={styles.alert}
        >
          {attempt.text}
        </AlertBox>
      )}
    </>
  );
}

/** The QR code with the amount and the time left, asking after the payment until it is settled. */
function PromptPayCode({ session, onSettled }: { session: CheckoutSession; onSettled: () => void }) {
  const intl = useIntl();
  const [current, setCurrent] = useState(session);
  const [now, setNow] = useState(() => Date.now());
  const expiresAt = session.qrCode ? Date.parse(session.qrCode.expiresAt) : now;
  const secondsLeft = Math.max(0, Math.ceil((expiresAt - now) / 1000));
  const settled = current.status !== 'pending';

  useEffect(() => {
    if (settled) return;
    const clock = setInterval(() => setNow(Date.now()), 1_000);
    const poll = setInterval(async () => {
      const answer = await api
        .GET('/payments/checkout/{checkoutId}', { params: { path: { checkoutId: session.checkoutId } } })
        .catch(() => null);
      if (answer?.data?.data) setCurrent(answer.data.data);
    }, POLL_MS);
    return () => {
      clearInterval(clock);
      clearInterval(poll);
    };
  }, [settled, session.checkoutId]);

  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);

  return (
    <section className={styles.qr} aria-label={intl.formatMessage({ id: 'orders.method.promptpay' })}>
      <p className={styles.qrTitle}>
        {intl.formatMessage({ id: 'orders.qr.title' }, { amount: formatBaht(session.amount) })}
      </p>
      {session.qrCode && !settled && (
        <img
          src={session.qrCode.imageUrl}
          alt={intl.formatMessage({ id: 'orders.qr.alt' }, { orderNumber: session.orderNumber })}
          width={220}
          height={220}
        />
      )}
      {session.authorizeUri && !settled && (
        <a href={session.authorizeUri}>{intl.formatMessage({ id: 'orders.qr.openPage' })}</a>
      )}
      <p role="status">
        {current.status === 'successful'
          ? intl.formatMessage({ id: 'orders.qr.paid' })
          : secondsLeft === 0 || current.status === 'expired'
            ? intl.formatMessage({ id: 'orders.qr.expired' })
            : intl.formatMessage(
                { id: 'orders.qr.expiresIn' },
                {
                  minutes: Math.floor(secondsLeft / 60),
                  seconds: String(secondsLeft % 60).padStart(2, '0'),
                },
              )}
      </p>
    </section>
  );
}

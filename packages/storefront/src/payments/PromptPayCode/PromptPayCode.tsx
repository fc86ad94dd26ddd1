import { formatBaht } from '@probuild/ui';
import card from '@probuild/ui/styles/card.module.css';
import stack from '@probuild/ui/styles/stack.module.css';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../api/client.ts';
import type { CheckoutSession } from '../../orders/orderTypes.ts';
import styles from './PromptPayCode.module.css';

/** How often a shown QR code's payment is asked after. */
const POLL_MS = 4_000;

/** The QR code with the amount and the time left, asking after the payment until it is settled. */
export function PromptPayCode({ session, onSettled }: { session: CheckoutSession; onSettled: () => void }) {
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
    <section
      className={`${card.card} ${stack.gap2} ${styles.qr}`}
      aria-label={intl.formatMessage({ id: 'payment.qr.group' })}
    >
      <p className={styles.qrTitle}>
        {intl.formatMessage({ id: 'payment.qr.title' }, { amount: formatBaht(session.amount) })}
      </p>
      {session.qrCode && !settled && (
        <img
          src={session.qrCode.imageUrl}
          alt={intl.formatMessage({ id: 'payment.qr.alt' }, { orderNumber: session.orderNumber })}
          width={220}
          height={220}
        />
      )}
      {session.authorizeUri && !settled && (
        <a href={session.authorizeUri}>{intl.formatMessage({ id: 'payment.qr.openPage' })}</a>
      )}
      <p role="status">
        {current.status === 'successful'
          ? intl.formatMessage({ id: 'payment.qr.paid' })
          : secondsLeft === 0 || current.status === 'expired'
            ? intl.formatMessage({ id: 'payment.qr.expired' })
            : intl.formatMessage(
                { id: 'payment.qr.expiresIn' },
                {
                  minutes: Math.floor(secondsLeft / 60),
                  seconds: String(secondsLeft % 60).padStart(2, '0'),
                },
              )}
      </p>
    </section>
  );
}

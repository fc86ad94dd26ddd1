import { toApiError } from '@probuild/api-client';
import { message, textMessage } from '@probuild/machines';
import { AlertBox, Button } from '@probuild/ui';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../../api/client.ts';
import { dataOf } from '../../../session/apiData.ts';
import { useMachineText } from '../../../shell/useMachineText.ts';
import { PromptPayCode } from '../../payment/PromptPayCode/PromptPayCode.tsx';
import type { CheckoutSession, Order } from '../orderTypes.ts';
import styles from './PayOrder.module.css';

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
      const reason = failure.message.trim() ? textMessage(failure.message) : message('error.serverError');
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

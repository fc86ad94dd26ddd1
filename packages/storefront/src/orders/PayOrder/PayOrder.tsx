import { isOneOf, PAYMENT_METHODS, type PaymentMethod, toApiError } from '@probuild/api-client';
import { message, reasonMessage } from '@probuild/machines';
import { AlertBox, Button, Dialog, formatBaht } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../api/client.ts';
import { paymentConfigQuery } from '../../api/paymentConfigQuery.ts';
import {
  PaymentMethodFields,
  usePaymentCheck,
} from '../../payments/PaymentMethodFields/PaymentMethodFields.tsx';
import { PromptPayCode } from '../../payments/PromptPayCode/PromptPayCode.tsx';
import { checkoutRequest, EMPTY_PAYMENT_DETAILS, type PaymentDetails } from '../../payments/payment.ts';
import { dataOf } from '../../session/apiData.ts';
import { useMachineText } from '../../shell/useMachineText.ts';
import type { CheckoutSession, Order } from '../orderTypes.ts';
import styles from './PayOrder.module.css';

type Attempt =
  | { state: 'idle' }
  | { state: 'starting' }
  | { state: 'qr'; session: CheckoutSession }
  | { state: 'failed'; text: string };

/**
 * Pays an unpaid order. A payment still open continues where it is (the provider's page, or its QR
 * code). Otherwise Pay now opens a popup with the four methods, the order's method chosen first, for
 * the order's total as the server holds it. One idempotency key per attempt, kept across a double
 * click or a retry after no answer; another method is another attempt.
 */
export function PayOrder({ order, onSettled }: { order: Order; onSettled: () => void }) {
  const intl = useIntl();
  const text = useMachineText();
  const queryClient = useQueryClient();
  const paymentConfig = useQuery(paymentConfigQuery);
  const takesCard = Boolean(paymentConfig.data?.data.cardTokens);
  const [choosing, setChoosing] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>(
    isOneOf(PAYMENT_METHODS, order.paymentMethod) ? order.paymentMethod : 'promptpay',
  );
  const [details, setDetails] = useState<PaymentDetails>(EMPTY_PAYMENT_DETAILS);
  const { phoneMissing, cardErrors, readyToPay } = usePaymentCheck(method, details, takesCard);
  const [attempt, setAttempt] = useState<Attempt>({ state: 'idle' });
  const key = useRef<string | null>(null);
  const open = order.payment?.status === 'pending' ? order.payment : null;

  const follow = (session: CheckoutSession) => {
    if (session.qrCode) setAttempt({ state: 'qr', session });
    else if (session.authorizeUri) window.location.assign(session.authorizeUri);
    else onSettled();
  };

  const failed = (error: unknown) => {
    const failure = toApiError(error);
    // A refusal ends this attempt; after no answer the same key is sent again.
    if (failure.kind === 'http') key.current = null;
    setAttempt({
      state: 'failed',
      text: text(message('checkout.paymentFailed', { text: reasonMessage(failure) })),
    });
  };

  const resume = async (checkoutId: string) => {
    setAttempt({ state: 'starting' });
    try {
      follow(dataOf(await api.GET('/payments/checkout/{checkoutId}', { params: { path: { checkoutId } } })));
    } catch (error) {
      failed(error);
    }
  };

  const pay = async () => {
    if (!readyToPay()) return;
    setAttempt({ state: 'starting' });
    try {
      key.current ??= crypto.randomUUID();
      const body = await checkoutRequest(queryClient, order.orderNumber, method, details);
      const answer = await api.POST('/payments/checkout', {
        params: { header: { 'idempotency-key': key.current } },
        body,
      });
      follow(dataOf(answer));
    } catch (error) {
      failed(error);
    }
  };

  const failure = attempt.state === 'failed' && (
    <AlertBox
      tone="error"
      dismissible
      onDismiss={() => setAttempt({ state: 'idle' })}
      className={styles.alert}
    >
      {attempt.text}
    </AlertBox>
  );

  if (open) {
    if (attempt.state === 'qr') return <PromptPayCode session={attempt.session} onSettled={onSettled} />;
    return (
      <>
        <Button
          busy={attempt.state === 'starting'}
          busyLabel={intl.formatMessage({ id: 'orders.paying' })}
          onClick={() => resume(open.checkoutId)}
        >
          {intl.formatMessage({ id: 'orders.continuePayment' })}
        </Button>
        {failure}
      </>
    );
  }

  return (
    <Dialog
      open={choosing}
      onOpenChange={(next) => {
        setChoosing(next);
        // A popup closed before paying leaves nothing half done: the next one starts clean.
        if (!next && attempt.state !== 'starting') setAttempt({ state: 'idle' });
      }}
      title={intl.formatMessage({ id: 'orders.payTitle' }, { orderNumber: order.orderNumber })}
      trigger={<Button>{intl.formatMessage({ id: 'orders.payNow' })}</Button>}
    >
      {attempt.state === 'qr' ? (
        <PromptPayCode session={attempt.session} onSettled={onSettled} />
      ) : (
        <div className={stack.gap4}>
          <PaymentMethodFields
            method={method}
            onMethodChange={(next) => {
              setMethod(next);
              key.current = null;
            }}
            details={details}
            onDetailsChange={(next) => {
              setDetails(next);
              key.current = null;
            }}
            takesCard={takesCard}
            cardErrors={cardErrors}
            disabled={attempt.state === 'starting'}
          />
          <Button
            size="lg"
            fullWidth
            busy={attempt.state === 'starting'}
            busyLabel={intl.formatMessage({ id: 'orders.paying' })}
            disabled={phoneMissing}
            onClick={pay}
          >
            {intl.formatMessage({ id: 'cart.pay' }, { amount: formatBaht(order.pricing.total) })}
          </Button>
          {failure}
        </div>
      )}
    </Dialog>
  );
}

import { INSTALMENT_PLAN } from '@probuild/api-client';
import type { CheckoutEvent, DiscountState, Message } from '@probuild/machines';
import { AlertBox, Button, formatBaht, TextField } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useIntl } from 'react-intl';
import {
  PaymentMethodFields,
  usePaymentCheck,
} from '../../../payments/PaymentMethodFields/PaymentMethodFields.tsx';
import type { PaymentDetails } from '../../../payments/payment.ts';
import { useMachineText } from '../../../shell/useMachineText.ts';
import actionBar from '../actionBar.module.css';
import styles from './PaymentStep.module.css';

/**
 * Step 3: the payment method (with the bank or phone it needs), the discount code the server prices,
 * and Pay for the server's total, which it shows until the order is placed.
 */
export function PaymentStep({
  paymentMethod,
  details,
  onDetailsChange,
  discount,
  total,
  busy,
  message,
  send,
  takesCard,
}: {
  paymentMethod: string | null;
  details: PaymentDetails;
  onDetailsChange: (details: PaymentDetails) => void;
  discount: DiscountState;
  /** The server's total, once it has priced the choices. */
  total: number | null;
  busy: boolean;
  message: Message | null;
  send: (event: CheckoutEvent) => void;
  /** The card is typed here (a provider's vault tokenises it); else the provider's own page takes it. */
  takesCard: boolean;
}) {
  const intl = useIntl();
  const text = useMachineText();
  const { phoneMissing, cardErrors, readyToPay } = usePaymentCheck(paymentMethod, details, takesCard);

  return (
    <div className={stack.gap4}>
      <PaymentMethodFields
        method={paymentMethod}
        onMethodChange={(method) => send({ type: 'SELECT_PAYMENT_METHOD', method })}
        details={details}
        onDetailsChange={onDetailsChange}
        takesCard={takesCard}
        cardErrors={cardErrors}
        disabled={busy}
      />
      <form
        className={styles.discount}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'APPLY_DISCOUNT' });
        }}
      >
        <TextField
          label={intl.formatMessage({ id: 'cart.discount.label' })}
          value={discount.input}
          autoComplete="off"
          error={discount.error ? text(discount.error) : undefined}
          hint={
            discount.code
              ? intl.formatMessage({ id: 'cart.discount.applied' }, { code: discount.code })
              : undefined
          }
          onChange={(event) => send({ type: 'DISCOUNT_CODE_CHANGED', code: event.target.value })}
        />
        <Button type="submit" variant="secondary" disabled={!discount.input.trim()}>
          {intl.formatMessage({ id: 'cart.discount.apply' })}
        </Button>
      </form>
      {/* The answer to Pay comes where Pay is, also while the bar stays at a phone's bottom edge. */}
      <div className={`${stack.gap3} ${actionBar.bar}`}>
        {message && (
          <AlertBox tone="error" dismissible onDismiss={() => send({ type: 'DISMISS_MESSAGE' })}>
            {text(message)}
          </AlertBox>
        )}
        <Button
          size="lg"
          fullWidth
          busy={busy}
          busyLabel={intl.formatMessage({ id: 'cart.paying' })}
          disabled={total === null || phoneMissing}
          onClick={() => {
            if (readyToPay()) send({ type: 'PAY' });
          }}
        >
          {intl.formatMessage({ id: 'cart.pay' }, { amount: total === null ? '' : formatBaht(total) })}
        </Button>
      </div>
      <p className={textStyles.note}>
        {intl.formatMessage(
          { id: 'cart.installment' },
          { rate: INSTALMENT_PLAN.ratePercent, months: INSTALMENT_PLAN.months },
        )}
      </p>
    </div>
  );
}

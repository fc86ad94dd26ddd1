import { type CheckoutEvent, type DiscountState, type Message, PAYMENT_METHODS } from '@probuild/machines';
import { AlertBox, Button, CardFields, formatBaht, RadioGroup, Select, TextField } from '@probuild/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMachineText } from '../../../shell/useMachineText.ts';
import { type CardDetails, cardProblems } from '../cardToken.ts';
import styles from './PaymentStep.module.css';

export const BANKS = ['bay', 'bbl', 'ktb', 'scb'] as const;
export type Bank = (typeof BANKS)[number];

/** What some methods need besides the method: the bank, the TrueMoney phone number, or the card. */
export interface PaymentDetails {
  bank: Bank;
  phone: string;
  /** Typed only where the provider takes cards by token (it goes to the provider, not to the shop). */
  card: CardDetails;
}

/** A Thai mobile number as TrueMoney takes it. */
export const isMobileNumber = (phone: string) => /^0[689]\d{8}$/.test(phone.replace(/[\s-]/g, ''));

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
  const phoneMissing = paymentMethod === 'truemoney' && !isMobileNumber(details.phone);
  // The card's errors show once Pay was pressed with it, then follow the typing.
  const [cardChecked, setCardChecked] = useState(false);
  const askingCard = paymentMethod === 'credit_card' && takesCard;
  const problems = askingCard ? cardProblems(details.card, new Date()) : {};
  const cardErrors = cardChecked
    ? Object.fromEntries(
        Object.entries(problems).map(([field, problem]) => [
          field,
          intl.formatMessage({ id: `cart.card.${problem}` }),
        ]),
      )
    : {};

  return (
    <div className={styles.step}>
      <RadioGroup
        label={intl.formatMessage({ id: 'cart.payment.method' })}
        options={PAYMENT_METHODS.map((method) => ({
          value: method,
          label: intl.formatMessage({ id: `cart.payment.${method}` }),
        }))}
        value={paymentMethod ?? ''}
        onValueChange={(method) => send({ type: 'SELECT_PAYMENT_METHOD', method })}
      />
      {paymentMethod === 'credit_card' && !takesCard && (
        <p className={styles.note}>{intl.formatMessage({ id: 'cart.payment.cardNote' })}</p>
      )}
      {askingCard && (
        <CardFields
          value={details.card}
          onValueChange={(card) => onDetailsChange({ ...details, card })}
          errors={cardErrors}
          disabled={busy}
        />
      )}
      {paymentMethod === 'internet_banking' && (
        <Select
          label={intl.formatMessage({ id: 'cart.payment.bank' })}
          options={BANKS.map((bank) => ({
            value: bank,
            label: intl.formatMessage({ id: `cart.payment.bank.${bank}` }),
          }))}
          value={details.bank}
          onValueChange={(bank) => onDetailsChange({ ...details, bank: bank as Bank })}
        />
      )}
      {paymentMethod === 'truemoney' && (
        <TextField
          label={intl.formatMessage({ id: 'cart.payment.phone' })}
          type="tel"
          autoComplete="tel"
          value={details.phone}
          error={
            details.phone && phoneMissing
              ? intl.formatMessage({ id: 'cart.payment.phoneInvalid' })
              : undefined
          }
          onChange={(event) => onDetailsChange({ ...details, phone: event.target.value })}
        />
      )}
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
          setCardChecked(true);
          if (Object.keys(problems).length === 0) send({ type: 'PAY' });
        }}
      >
        {intl.formatMessage({ id: 'cart.pay' }, { amount: total === null ? '' : formatBaht(total) })}
      </Button>
      <p className={styles.note}>{intl.formatMessage({ id: 'cart.installment' })}</p>
    </div>
  );
}

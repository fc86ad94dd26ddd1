import { isOneOf, PAYMENT_METHODS, type PaymentMethod } from '@probuild/api-client';
import { CardFields, RadioGroup, Select, TextField } from '@probuild/ui';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { cardProblems } from '../cardToken.ts';
import { BANKS, type Bank, isMobileNumber, type PaymentDetails } from '../payment.ts';

/**
 * What stands between a chosen method and Pay: a TrueMoney number that is not a mobile number
 * (Pay stays off), or a card that would be refused (shown on its fields once Pay was pressed).
 */
export function usePaymentCheck(method: string | null, details: PaymentDetails, takesCard: boolean) {
  const intl = useIntl();
  // The card's errors show once Pay was pressed with it, then follow the typing.
  const [cardChecked, setCardChecked] = useState(false);
  const askingCard = method === 'credit_card' && takesCard;
  const problems = askingCard ? cardProblems(details.card, new Date()) : {};
  return {
    phoneMissing: method === 'truemoney' && !isMobileNumber(details.phone),
    cardErrors: cardChecked
      ? Object.fromEntries(
          Object.entries(problems).map(([field, problem]) => [
            field,
            intl.formatMessage({ id: `cart.card.${problem}` }),
          ]),
        )
      : {},
    /** Pay was pressed: true when the details can go to the provider. */
    readyToPay: () => {
      setCardChecked(true);
      return Object.keys(problems).length === 0;
    },
  };
}

/**
 * The four payment methods and what the chosen one needs: the card (where the provider tokenises it
 * here, else a note that its own page takes it), the bank, or the TrueMoney phone number.
 */
export function PaymentMethodFields({
  method,
  onMethodChange,
  details,
  onDetailsChange,
  takesCard,
  cardErrors,
  disabled = false,
}: {
  method: string | null;
  onMethodChange: (method: PaymentMethod) => void;
  details: PaymentDetails;
  onDetailsChange: (details: PaymentDetails) => void;
  /** The card is typed here (a provider's vault tokenises it); else the provider's own page takes it. */
  takesCard: boolean;
  cardErrors: Record<string, string>;
  disabled?: boolean;
}) {
  const intl = useIntl();
  return (
    <>
      <RadioGroup
        label={intl.formatMessage({ id: 'cart.payment.method' })}
        options={PAYMENT_METHODS.map((value) => ({
          value,
          label: intl.formatMessage({ id: `cart.payment.${value}` }),
        }))}
        value={method ?? ''}
        onValueChange={(value) => {
          if (isOneOf(PAYMENT_METHODS, value)) onMethodChange(value);
        }}
      />
      {method === 'credit_card' && !takesCard && (
        <p className={textStyles.note}>{intl.formatMessage({ id: 'cart.payment.cardNote' })}</p>
      )}
      {method === 'credit_card' && takesCard && (
        <CardFields
          value={details.card}
          onValueChange={(card) => onDetailsChange({ ...details, card })}
          errors={cardErrors}
          disabled={disabled}
        />
      )}
      {method === 'internet_banking' && (
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
      {method === 'truemoney' && (
        <TextField
          label={intl.formatMessage({ id: 'cart.payment.phone' })}
          type="tel"
          autoComplete="tel"
          value={details.phone}
          error={
            details.phone && !isMobileNumber(details.phone)
              ? intl.formatMessage({ id: 'cart.payment.phoneInvalid' })
              : undefined
          }
          onChange={(event) => onDetailsChange({ ...details, phone: event.target.value })}
        />
      )}
    </>
  );
}

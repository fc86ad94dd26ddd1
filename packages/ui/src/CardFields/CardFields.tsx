import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../TextField/index.ts';
import styles from './CardFields.module.css';
import { messages } from './messages.ts';

export interface CardFieldsValue {
  name: string;
  number: string;
  /** MM/YY */
  expiry: string;
  securityCode: string;
}

export interface CardFieldsProps {
  value: CardFieldsValue;
  onValueChange: (value: CardFieldsValue) => void;
  /** Each field's error, already in the current language. */
  errors?: Partial<Record<keyof CardFieldsValue, string>>;
  disabled?: boolean;
}

/** Groups of four digits, as printed on the card: "4242 4242 4242 4242". */
const groupedNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** MM/YY with the slash put in once the month is typed. */
function typedExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * A payment card's fields, with the autocomplete names browsers and password managers fill: the
 * name on the card, the number in groups of four, the expiry as MM/YY and the security code. The
 * page sends them to the payment provider's vault, never to the shop.
 */
export function CardFields({ value, onValueChange, errors = {}, disabled = false }: CardFieldsProps) {
  const intl = useIntl();
  /** What every field shares: its label, value and error, required, and its change (reformatted as typed). */
  const field = (name: keyof CardFieldsValue, reformat = (text: string) => text) => ({
    label: intl.formatMessage(messages[name]),
    required: true,
    value: value[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      onValueChange({ ...value, [name]: reformat(event.target.value) }),
  });
  return (
    <fieldset className={styles.card} disabled={disabled}>
      <legend className={styles.legend}>{intl.formatMessage(messages.legend)}</legend>
      <TextField {...field('number', groupedNumber)} inputMode="numeric" autoComplete="cc-number" />
      <TextField {...field('name')} autoComplete="cc-name" />
      <div className={styles.row}>
        <TextField {...field('expiry', typedExpiry)} inputMode="numeric" autoComplete="cc-exp" />
        <TextField
          {...field('securityCode')}
          numeric
          autoComplete="cc-csc"
          maxLength={4}
          hint={intl.formatMessage(messages.securityCodeHint)}
        />
      </div>
    </fieldset>
  );
}

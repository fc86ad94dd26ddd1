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
  const change = (field: keyof CardFieldsValue, next: string) => onValueChange({ ...value, [field]: next });
  return (
    <fieldset className={styles.card} disabled={disabled}>
      <legend className={styles.legend}>{intl.formatMessage(messages.legend)}</legend>
      <TextField
        label={intl.formatMessage(messages.number)}
        inputMode="numeric"
        autoComplete="cc-number"
        required
        value={value.number}
        error={errors.number}
        onChange={(event) => change('number', groupedNumber(event.target.value))}
      />
      <TextField
        label={intl.formatMessage(messages.name)}
        autoComplete="cc-name"
        required
        value={value.name}
        error={errors.name}
        onChange={(event) => change('name', event.target.value)}
      />
      <div className={styles.row}>
        <TextField
          label={intl.formatMessage(messages.expiry)}
          inputMode="numeric"
          autoComplete="cc-exp"
          required
          value={value.expiry}
          error={errors.expiry}
          onChange={(event) => change('expiry', typedExpiry(event.target.value))}
        />
        <TextField
          label={intl.formatMessage(messages.securityCode)}
          numeric
          autoComplete="cc-csc"
          maxLength={4}
          required
          hint={intl.formatMessage(messages.securityCodeHint)}
          value={value.securityCode}
          error={errors.securityCode}
          onChange={(event) => change('securityCode', event.target.value)}
        />
      </div>
    </fieldset>
  );
}

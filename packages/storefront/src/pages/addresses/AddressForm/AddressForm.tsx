import {
  type AddressBookEvent,
  type AddressForm as AddressFormValues,
  type AddressKind,
  type AddressPurpose,
  type AddressSelection,
  EMPTY_ADDRESS_SELECTION,
  type Message,
} from '@probuild/machines';
import { AlertBox, Button, RadioGroup, Select, Switch, TextField } from '@probuild/ui';
import { type FormEvent, useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useMachineText } from '../../../shell/useMachineText.ts';
import { AddressPicker } from '../AddressPicker/AddressPicker.tsx';
import styles from './AddressForm.module.css';

const PREFIXES = ['mr', 'ms', 'mrs', 'none'] as const;
const PURPOSES: AddressPurpose[] = ['shipping', 'taxInvoice'];

/** What the server needs before it can save: the form keeps Save off until these are filled. */
export function isAddressComplete(form: AddressFormValues): boolean {
  const filled = (value: string) => value.trim() !== '';
  const place = [form.address.province, form.address.district, form.address.tambon, form.address.postcode];
  const who =
    form.type === 'company' ? [form.companyName, form.branch, form.taxId] : [form.firstName, form.lastName];
  return [...who, form.phone, ...place].every(filled);
}

/** The form's Thai names as the picker's selection. */
function selectionOf({ address }: AddressFormValues): AddressSelection {
  const place = (th: string) => (th ? { name: { th } } : null);
  return address.province
    ? {
        province: place(address.province),
        district: place(address.district),
        tambon: place(address.tambon),
        postcode: address.postcode || null,
      }
    : EMPTY_ADDRESS_SELECTION;
}

/**
 * The address form of the address book machine: person or company, their fields, the Thai address
 * picker, extra details, default and purposes. Everything typed stays in the machine, so a failed
 * save keeps it.
 */
export function AddressForm({
  form,
  saving,
  message,
  send,
}: {
  form: AddressFormValues;
  saving: boolean;
  message: Message | null;
  send: (event: AddressBookEvent) => void;
}) {
  const intl = useIntl();
  const text = useMachineText();
  const label = (id: string) => intl.formatMessage({ id: `addressForm.${id}` });
  const field = (
    name: 'firstName' | 'lastName' | 'idCard' | 'phone' | 'companyName' | 'branch' | 'taxId',
  ) => ({
    label: label(name),
    value: form[name],
    disabled: saving,
    onChange: (event: { target: { value: string } }) =>
      send({ type: 'CHANGE', changes: { [name]: event.target.value } }),
  });
  const onPicked = useCallback(
    (selection: AddressSelection) =>
      send({
        type: 'CHANGE_ADDRESS',
        changes: {
          province: selection.province?.name.th ?? '',
          district: selection.district?.name.th ?? '',
          tambon: selection.tambon?.name.th ?? '',
          postcode: selection.postcode ?? '',
        },
      }),
    [send],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isAddressComplete(form)) send({ type: 'SAVE' });
  };
  const { address } = form;
  const place = address.province
    ? [address.tambon, address.district, address.province, address.postcode].filter(Boolean).join(' ')
    : label('place.none');

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="address-form-title">
      <h2 id="address-form-title" className={styles.title}>
        {label('title')}
      </h2>
      <RadioGroup
        label={label('kind')}
        orientation="horizontal"
        options={(['person', 'company'] as const).map((kind) => ({
          value: kind,
          label: label(`kind.${kind}`),
        }))}
        value={form.type}
        onValueChange={(kind) => send({ type: 'SET_KIND', kind: kind as AddressKind })}
      />
      {form.type === 'person' ? (
        <div className={styles.grid}>
          <Select
            label={label('prefix')}
            options={PREFIXES.map((prefix) => ({ value: prefix, label: label(`prefix.${prefix}`) }))}
            value={form.prefix}
            disabled={saving}
            onValueChange={(prefix) => send({ type: 'CHANGE', changes: { prefix } })}
          />
          <TextField {...field('firstName')} autoComplete="given-name" required />
          <TextField {...field('lastName')} autoComplete="family-name" required />
          <TextField {...field('idCard')} numeric maxLength={13} />
        </div>
      ) : (
        <div className={styles.grid}>
          <TextField {...field('companyName')} autoComplete="organization" required />
          <TextField {...field('branch')} numeric maxLength={5} hint={label('branch.hint')} required />
          <TextField {...field('taxId')} numeric maxLength={13} required />
        </div>
      )}
      <TextField {...field('phone')} type="tel" autoComplete="tel" required />
      <div className={styles.place}>
        <span className={styles.placeLabel}>{label('place')}</span>
        <span className={styles.placeValue} aria-live="polite">
          {place}
        </span>
        <AddressPicker selection={selectionOf(form)} onDone={onPicked} />
      </div>
      <TextField
        label={label('details')}
        value={address.additionalDetails}
        disabled={saving}
        autoComplete="street-address"
        onChange={(event) =>
          send({ type: 'CHANGE_ADDRESS', changes: { additionalDetails: event.target.value } })
        }
      />
      <Switch
        label={label('default')}
        checked={form.isDefault}
        disabled={saving}
        onCheckedChange={(isDefault) => send({ type: 'CHANGE', changes: { isDefault } })}
      />
      <fieldset className={styles.purposes}>
        <legend className={styles.placeLabel}>{label('purposes')}</legend>
        {PURPOSES.map((purpose) => (
          <Button
            key={purpose}
            type="button"
            size="sm"
            variant={form.purposes.includes(purpose) ? 'primary' : 'secondary'}
            aria-pressed={form.purposes.includes(purpose)}
            disabled={saving}
            onClick={() => send({ type: 'TOGGLE_PURPOSE', purpose })}
          >
            {label(`purpose.${purpose}`)}
          </Button>
        ))}
      </fieldset>
      {message && <AlertBox tone="error">{text(message)}</AlertBox>}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" disabled={saving} onClick={() => send({ type: 'BACK' })}>
          {label('back')}
        </Button>
        <Button type="submit" busy={saving} busyLabel={label('saving')} disabled={!isAddressComplete(form)}>
          {label('save')}
        </Button>
      </div>
    </form>
  );
}

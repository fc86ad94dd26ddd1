import { ADDRESS_PURPOSES } from '@probuild/api-client';
import type { AddressBookEvent, AddressForm, AddressKind } from '@probuild/machines';
import { Checkbox, RadioGroup, Select, Switch, TextField } from '@probuild/ui';
import columns from '@probuild/ui/styles/columns.module.css';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { AddressPicker, type PickedAddress } from '../../shell/AddressPicker/AddressPicker.tsx';
import {
  ADDITIONAL_DETAILS_MAX_LENGTH,
  ADDRESS_LINE_MAX_LENGTH,
  type AddressFormErrors,
  HEAD_OFFICE_BRANCH,
} from '../addressSchema.ts';
import styles from './AddressFormFields.module.css';

const PREFIXES = ['mr', 'ms', 'mrs', 'none'] as const;
/** The contract's limits on the digits of an ID card number / tax ID and a branch number. */
const THAI_ID_LENGTH = 13;
const BRANCH_LENGTH = 5;

export interface AddressFormFieldsProps {
  form: AddressForm;
  errors: AddressFormErrors;
  /** While saving every field is locked. */
  locked: boolean;
  send: (event: AddressBookEvent) => void;
}

/** The person or company address form of the address book; its state lives in the address-book machine. */
export function AddressFormFields({ form, errors, locked, send }: AddressFormFieldsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const errorOf = (path: string) => (errors[path] ? t(errors[path]) : undefined);
  const change = (changes: Partial<Omit<AddressForm, 'address' | 'purposes'>>) =>
    send({ type: 'CHANGE', changes });
  // Head office or branch: a branch needs its own number, the head office is 00000.
  const [office, setOffice] = useState<'head' | 'branch'>(
    form.branch && form.branch !== HEAD_OFFICE_BRANCH ? 'branch' : 'head',
  );
  const pickPlace = useCallback(
    (place: PickedAddress) => send({ type: 'CHANGE_ADDRESS', changes: place }),
    [send],
  );
  const detailsLength = form.address.additionalDetails.length;

  return (
    <fieldset className={styles.fields} disabled={locked}>
      <RadioGroup
        label={t('account.address.kind')}
        orientation="horizontal"
        value={form.type}
        onValueChange={(kind) => {
          send({ type: 'SET_KIND', kind: kind as AddressKind });
          if (kind === 'company' && !form.branch) change({ branch: HEAD_OFFICE_BRANCH });
        }}
        options={[
          { value: 'person', label: t('account.address.kind.person') },
          { value: 'company', label: t('account.address.kind.company') },
        ]}
      />
      {form.type === 'person' ? (
        <div className={columns.twoColumns}>
          <Select
            label={t('account.address.prefix')}
            value={form.prefix ?? 'mr'}
            onValueChange={(prefix) => change({ prefix })}
            options={PREFIXES.map((prefix) => ({
              value: prefix,
              label: t(`account.address.prefix.${prefix}`),
            }))}
          />
          <TextField
            label={t('account.address.firstName')}
            autoComplete="given-name"
            required
            value={form.firstName ?? ''}
            error={errorOf('firstName')}
            onChange={(event) => change({ firstName: event.currentTarget.value })}
          />
          <TextField
            label={t('account.address.lastName')}
            autoComplete="family-name"
            required
            value={form.lastName ?? ''}
            error={errorOf('lastName')}
            onChange={(event) => change({ lastName: event.currentTarget.value })}
          />
          <TextField
            label={t('account.address.idCard')}
            hint={t('account.address.idCardHint')}
            numeric
            maxLength={THAI_ID_LENGTH}
            value={form.idCard ?? ''}
            error={errorOf('idCard')}
            onChange={(event) => change({ idCard: event.currentTarget.value })}
          />
        </div>
      ) : (
        <div className={columns.twoColumns}>
          <TextField
            className={styles.wide}
            label={t('account.address.companyName')}
            autoComplete="organization"
            required
            value={form.companyName ?? ''}
            error={errorOf('companyName')}
            onChange={(event) => change({ companyName: event.currentTarget.value })}
          />
          <RadioGroup
            label={t('account.address.office')}
            orientation="horizontal"
            value={office}
            onValueChange={(next) => {
              setOffice(next as 'head' | 'branch');
              change({ branch: next === 'head' ? HEAD_OFFICE_BRANCH : '' });
            }}
            options={[
              { value: 'head', label: t('account.address.office.head') },
              { value: 'branch', label: t('account.address.office.branch') },
            ]}
          />
          {office === 'branch' && (
            <TextField
              label={t('account.address.branch')}
              hint={t('account.address.branchHint')}
              numeric
              required
              maxLength={BRANCH_LENGTH}
              value={form.branch ?? ''}
              error={errorOf('branch')}
              onChange={(event) => change({ branch: event.currentTarget.value })}
            />
          )}
          <TextField
            label={t('account.address.taxId')}
            hint={t('account.address.taxIdHint')}
            numeric
            required
            maxLength={THAI_ID_LENGTH}
            value={form.taxId ?? ''}
            error={errorOf('taxId')}
            onChange={(event) => change({ taxId: event.currentTarget.value })}
          />
        </div>
      )}
      <div className={columns.twoColumns}>
        <TextField
          label={t('account.address.phone')}
          type="tel"
          autoComplete="tel"
          required
          value={form.phone ?? ''}
          error={errorOf('phone')}
          onChange={(event) => change({ phone: event.currentTarget.value })}
        />
      </div>
      <AddressPicker
        value={form.address}
        onChange={pickPlace}
        required
        error={
          errorOf('address.province') ??
          errorOf('address.district') ??
          errorOf('address.tambon') ??
          errorOf('address.postcode')
        }
      />
      <TextField
        label={t('account.address.line')}
        hint={t('account.address.lineHint')}
        autoComplete="address-line1"
        required
        maxLength={ADDRESS_LINE_MAX_LENGTH}
        value={form.address.line}
        error={errorOf('address.line')}
        onChange={(event) => send({ type: 'CHANGE_ADDRESS', changes: { line: event.currentTarget.value } })}
      />
      <TextField
        label={t('account.address.details')}
        hint={t('account.address.detailsCount', { count: detailsLength, max: ADDITIONAL_DETAILS_MAX_LENGTH })}
        maxLength={ADDITIONAL_DETAILS_MAX_LENGTH}
        value={form.address.additionalDetails}
        error={errorOf('address.additionalDetails')}
        onChange={(event) =>
          send({
            type: 'CHANGE_ADDRESS',
            // The limit holds even for text the browser lets past maxlength (a paste in some IMEs).
            changes: { additionalDetails: event.currentTarget.value.slice(0, ADDITIONAL_DETAILS_MAX_LENGTH) },
          })
        }
      />
      <Switch
        label={t('account.address.default')}
        checked={form.isDefault}
        onCheckedChange={(isDefault) => change({ isDefault })}
      />
      <fieldset className={styles.purposes} aria-describedby="address-purposes-hint">
        <legend className={styles.label}>{t('account.address.purposes')}</legend>
        <div className={stack.gap2}>
          {ADDRESS_PURPOSES.map((purpose) => (
            <Checkbox
              key={purpose}
              label={t(`account.address.purpose.${purpose}`)}
              checked={form.purposes.includes(purpose)}
              disabled={locked}
              onCheckedChange={(checked) => {
                if ((checked === true) !== form.purposes.includes(purpose)) {
                  send({ type: 'TOGGLE_PURPOSE', purpose });
                }
              }}
            />
          ))}
        </div>
        <p id="address-purposes-hint" className={textStyles.note}>
          {t('account.address.purposeHint')}
        </p>
      </fieldset>
    </fieldset>
  );
}

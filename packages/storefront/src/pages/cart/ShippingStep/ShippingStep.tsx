import { isOneOf, SHIPPING_METHODS, type ShippingMethod } from '@probuild/api-client';
import type { CheckoutEvent } from '@probuild/machines';
import { AlertBox, Badge, Button, Checkbox, ErrorState, RadioGroup, Skeleton } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import { type ReactNode, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { AddressEditor } from '../../../addresses/AddressEditor/AddressEditor.tsx';
import { useAddressBook } from '../../../addresses/useAddressBook.ts';
import { useAddressName } from '../../../addresses/useAddressName.ts';
import { useMachineText } from '../../../shell/useMachineText.ts';
import type { ShippingAddress } from '../cartTypes.ts';
import styles from './ShippingStep.module.css';

export interface ShippingChoices {
  shippingMethod: ShippingMethod;
  shippingAddressId: string | null;
  wantTaxInvoice: boolean;
  taxInvoiceAddressId: string | null;
}

/** An address with no purpose counts as a shipping address. */
const usableFor = (address: ShippingAddress, purpose: 'shipping' | 'taxInvoice') =>
  address.addressTypes.includes(purpose) || (purpose === 'shipping' && address.addressTypes.length === 0);

/** The default among the candidates, else the first; null when there is none. */
const pick = (candidates: ShippingAddress[]) =>
  candidates.find((address) => address.isDefault) ?? candidates[0] ?? null;

/**
 * Step 2: how the order comes (Normal Shipping or Pickup at Store), the saved address it goes to
 * (the default chosen first), a new address added in place with the Thai address picker, and a tax
 * invoice (asked for by default) with its own address.
 */
export function ShippingStep({
  customerId,
  choices,
  send,
}: {
  customerId: string;
  choices: ShippingChoices;
  send: (event: CheckoutEvent) => void;
}) {
  const intl = useIntl();
  const text = useMachineText();
  const nameOf = useAddressName();
  const [book, sendBook] = useAddressBook(customerId);
  // The loader answers the contract's addresses.
  const list = book.context.addresses as ShippingAddress[];
  const ready = book.matches({ list: 'ready' });
  const shippable = list.filter((address) => usableFor(address, 'shipping'));
  const invoiceable = list.filter((address) => usableFor(address, 'taxInvoice'));
  /** The ids known when a new address was sent, to choose the new one once the list is back. */
  const knownBeforeSave = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (!ready) return;
    const known = knownBeforeSave.current;
    knownBeforeSave.current = null;
    const added = known ? list.find((address) => !known.has(address._id)) : undefined;
    const chosen = (id: string | null, candidates: ShippingAddress[]) =>
      candidates.find((address) => address._id === id) ?? null;
    // A new address is chosen for what it is for; otherwise a choice that is gone (or none yet) becomes the default.
    const shipping =
      (added && usableFor(added, 'shipping') ? added : null) ??
      chosen(choices.shippingAddressId, shippable) ??
      pick(shippable);
    if (shipping && shipping._id !== choices.shippingAddressId) {
      send({ type: 'SELECT_SHIPPING_ADDRESS', address: shipping });
    }
    const invoice =
      (added && usableFor(added, 'taxInvoice') ? added : null) ??
      chosen(choices.taxInvoiceAddressId, invoiceable) ??
      pick(invoiceable);
    if (invoice && invoice._id !== choices.taxInvoiceAddressId) {
      send({ type: 'SELECT_TAX_INVOICE_ADDRESS', address: invoice });
    }
  }, [ready, list, shippable, invoiceable, choices.shippingAddressId, choices.taxInvoiceAddressId, send]);

  const addressOptions = (candidates: ShippingAddress[]) =>
    candidates.map((address) => ({
      value: address._id,
      label: (
        <span className={styles.addressName}>
          {nameOf(address)}
          {address.isDefault && (
            <Badge tone="info" size="sm">
              {intl.formatMessage({ id: 'cart.shipping.default' })}
            </Badge>
          )}
        </span>
      ),
      description: `${address.fullAddress} · ${address.phone}`,
    }));
  const choose = (
    candidates: ShippingAddress[],
    id: string,
    type: 'SELECT_SHIPPING_ADDRESS' | 'SELECT_TAX_INVOICE_ADDRESS',
  ) => {
    const address = candidates.find((candidate) => candidate._id === id);
    if (address) send({ type, address });
  };
  const addButton = (
    <Button
      variant="secondary"
      onClick={() => {
        sendBook({ type: 'ADD' });
        // Added during checkout, the address is first of all where the order goes.
        sendBook({ type: 'TOGGLE_PURPOSE', purpose: 'shipping' });
      }}
    >
      {intl.formatMessage({ id: 'cart.shipping.add' })}
    </Button>
  );

  let addressPart: ReactNode;
  if (book.matches('form')) {
    addressPart = (
      <AddressEditor
        headingLevel={2}
        form={book.context.form}
        editing={false}
        saving={!book.matches({ form: 'editing' })}
        failure={book.context.message && <AlertBox tone="error">{text(book.context.message)}</AlertBox>}
        secondaryAction={
          <Button
            variant="secondary"
            disabled={!book.matches({ form: 'editing' })}
            onClick={() => sendBook({ type: 'BACK' })}
          >
            {intl.formatMessage({ id: 'account.address.back' })}
          </Button>
        }
        send={(event) => {
          if (event.type === 'SAVE') knownBeforeSave.current = new Set(list.map((address) => address._id));
          sendBook(event);
        }}
      />
    );
  } else if (book.matches({ list: 'failed' })) {
    addressPart = (
      <ErrorState
        message={book.context.message ? text(book.context.message) : ''}
        retryLabel={intl.formatMessage({ id: 'cart.retry' })}
        onRetry={() => sendBook({ type: 'RETRY' })}
      />
    );
  } else if (!ready && list.length === 0) {
    addressPart = <Skeleton shape="rect" height={120} />;
  } else {
    addressPart = (
      <div className={`${stack.gap3} ${styles.addresses}`}>
        {book.context.message && (
          <AlertBox tone="success" dismissible onDismiss={() => sendBook({ type: 'DISMISS_MESSAGE' })}>
            {text(book.context.message)}
          </AlertBox>
        )}
        {shippable.length === 0 ? (
          <p className={styles.empty}>{intl.formatMessage({ id: 'cart.shipping.none' })}</p>
        ) : (
          <RadioGroup
            label={intl.formatMessage({ id: 'cart.shipping.address' })}
            options={addressOptions(shippable)}
            value={choices.shippingAddressId ?? ''}
            onValueChange={(id) => choose(shippable, id, 'SELECT_SHIPPING_ADDRESS')}
          />
        )}
        {addButton}
      </div>
    );
  }

  return (
    <div className={stack.gap5}>
      <RadioGroup
        label={intl.formatMessage({ id: 'cart.shipping.method' })}
        options={SHIPPING_METHODS.map((method) => ({
          value: method,
          label: intl.formatMessage({ id: `cart.shipping.${method}` }),
        }))}
        value={choices.shippingMethod}
        onValueChange={(method) => {
          if (isOneOf(SHIPPING_METHODS, method)) send({ type: 'SET_SHIPPING_METHOD', method });
        }}
      />
      {addressPart}
      <Checkbox
        label={intl.formatMessage({ id: 'cart.taxInvoice.want' })}
        checked={choices.wantTaxInvoice}
        onCheckedChange={(checked) => send({ type: 'SET_WANT_TAX_INVOICE', value: checked === true })}
      />
      {choices.wantTaxInvoice &&
        book.matches('list') &&
        (invoiceable.length > 0 ? (
          <RadioGroup
            label={intl.formatMessage({ id: 'cart.taxInvoice.address' })}
            options={addressOptions(invoiceable)}
            value={choices.taxInvoiceAddressId ?? ''}
            onValueChange={(id) => choose(invoiceable, id, 'SELECT_TAX_INVOICE_ADDRESS')}
          />
        ) : (
          ready && <p className={styles.empty}>{intl.formatMessage({ id: 'cart.taxInvoice.none' })}</p>
        ))}
    </div>
  );
}

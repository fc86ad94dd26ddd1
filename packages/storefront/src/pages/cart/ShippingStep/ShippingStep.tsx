import type { CheckoutEvent, ShippingMethod } from '@probuild/machines';
import { Badge, Checkbox, ErrorState, RadioGroup, Skeleton } from '@probuild/ui';
import { type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { queries } from '../../../api/client.ts';
import type { ShippingAddress } from '../cartTypes.ts';
import styles from './ShippingStep.module.css';

export interface ShippingChoices {
  shippingMethod: ShippingMethod;
  shippingAddressId: string | null;
  wantTaxInvoice: boolean;
  taxInvoiceAddressId: string | null;
}

const usableFor = (address: ShippingAddress, purpose: 'shipping' | 'taxInvoice') =>
  address.addressTypes.includes(purpose);

/**
 * Step 2: how the order comes (Normal Shipping or Pickup at Store), the saved address it goes to
 * (the default chosen first), and a tax invoice (asked for by default) with its own address.
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
  const addresses = queries.useQuery('get', '/shipping-addresses/customer/{customerId}', {
    params: { path: { customerId } },
  });
  const list = addresses.data?.data ?? [];
  const shippable = list.filter((address) => usableFor(address, 'shipping'));
  const invoiceable = list.filter((address) => usableFor(address, 'taxInvoice'));

  // The default address is chosen for the shopper, once the list has come.
  useEffect(() => {
    const pick = (candidates: ShippingAddress[]) =>
      candidates.find((address) => address.isDefault) ?? candidates[0];
    const shipping = pick(shippable);
    if (!choices.shippingAddressId && shipping) send({ type: 'SELECT_SHIPPING_ADDRESS', address: shipping });
    const invoice = pick(invoiceable);
    if (!choices.taxInvoiceAddressId && invoice)
      send({ type: 'SELECT_TAX_INVOICE_ADDRESS', address: invoice });
  }, [shippable, invoiceable, choices.shippingAddressId, choices.taxInvoiceAddressId, send]);

  const addressOptions = (candidates: ShippingAddress[]) =>
    candidates.map((address) => ({
      value: address._id,
      label: (
        <span className={styles.addressName}>
          {address.fullName}
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

  let addressPart: ReactNode;
  if (addresses.isError) {
    addressPart = (
      <ErrorState
        message={intl.formatMessage({ id: 'cart.shipping.addressesFailed' })}
        retryLabel={intl.formatMessage({ id: 'cart.retry' })}
        onRetry={() => addresses.refetch()}
      />
    );
  } else if (!addresses.data) {
    addressPart = <Skeleton shape="rect" height={120} />;
  } else if (shippable.length === 0) {
    addressPart = (
      <p className={styles.empty}>
        {intl.formatMessage({ id: 'cart.shipping.none' })}{' '}
        <a href="/info">{intl.formatMessage({ id: 'cart.shipping.manage' })}</a>
      </p>
    );
  } else {
    addressPart = (
      <RadioGroup
        label={intl.formatMessage({ id: 'cart.shipping.address' })}
        options={addressOptions(shippable)}
        value={choices.shippingAddressId ?? ''}
        onValueChange={(id) => choose(shippable, id, 'SELECT_SHIPPING_ADDRESS')}
      />
    );
  }

  return (
    <div className={styles.step}>
      <RadioGroup
        label={intl.formatMessage({ id: 'cart.shipping.method' })}
        options={(['normal', 'pickup'] as const).map((method) => ({
          value: method,
          label: intl.formatMessage({ id: `cart.shipping.${method}` }),
        }))}
        value={choices.shippingMethod}
        onValueChange={(method) => send({ type: 'SET_SHIPPING_METHOD', method: method as ShippingMethod })}
      />
      {addressPart}
      <Checkbox
        label={intl.formatMessage({ id: 'cart.taxInvoice.want' })}
        checked={choices.wantTaxInvoice}
        onCheckedChange={(checked) => send({ type: 'SET_WANT_TAX_INVOICE', value: checked === true })}
      />
      {choices.wantTaxInvoice && invoiceable.length > 0 && (
        <RadioGroup
          label={intl.formatMessage({ id: 'cart.taxInvoice.address' })}
          options={addressOptions(invoiceable)}
          value={choices.taxInvoiceAddressId ?? ''}
          onValueChange={(id) => choose(invoiceable, id, 'SELECT_TAX_INVOICE_ADDRESS')}
        />
      )}
    </div>
  );
}

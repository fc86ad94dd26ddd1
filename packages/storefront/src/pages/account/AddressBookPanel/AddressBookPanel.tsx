import type { components } from '@probuild/api-client';
import {
  type AddressPayload,
  addressBookMachine,
  idOf,
  type Message,
  type SavedAddress,
} from '@probuild/machines';
import { AddressCard, AlertBox, Button, Dialog, EmptyState, ErrorState, Spinner } from '@probuild/ui';
import { useMachine } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { api } from '../../../api/client.ts';
import { dataOf } from '../../../session/apiData.ts';
import { useSessionState } from '../../../session/useSession.ts';
import { useMachineText } from '../../../shell/useMachineText.ts';
import { AddressFormFields } from '../AddressFormFields/AddressFormFields.tsx';
import { type AddressFormErrors, addressFormErrors, HEAD_OFFICE_BRANCH } from '../addressSchema.ts';
import styles from './AddressBookPanel.module.css';

type ShippingAddress = components['schemas']['ShippingAddress'];
type ShippingAddressPayload = components['schemas']['ShippingAddressPayload'];

/** The contract's payload: a person's fields or a company's, never both. */
function contractPayloadOf(payload: AddressPayload): ShippingAddressPayload {
  const { province, district, tambon, postcode, additionalDetails } = payload.address;
  const common = {
    phone: payload.phone.trim(),
    address: { province, district, tambon, postcode, additionalDetails: additionalDetails.trim() },
    isDefault: payload.isDefault,
    addressTypes: payload.addressTypes,
  };
  if (payload.type === 'company') {
    return {
      ...common,
      type: 'company',
      companyName: payload.companyName.trim(),
      branch: payload.branch || HEAD_OFFICE_BRANCH,
      taxId: payload.taxId,
    };
  }
  const prefix = payload.prefix as 'mr' | 'ms' | 'mrs' | 'none' | null;
  return {
    ...common,
    type: 'person',
    prefix: prefix ?? 'mr',
    firstName: payload.firstName.trim(),
    lastName: payload.lastName.trim(),
    ...(payload.idCard ? { idCard: payload.idCard } : {}),
  };
}

/** A saved address as the machine reads it: the fields the other kind leaves null are simply absent. */
function savedAddressOf(address: ShippingAddress): SavedAddress {
  return Object.fromEntries(Object.entries(address).filter(([, value]) => value !== null));
}

const shopAddressBook = addressBookMachine.provide({
  actors: {
    loadAddresses: fromPromise<SavedAddress[], { customerId: string }>(async ({ input, signal }) =>
      dataOf(
        await api.GET('/shipping-addresses/customer/{customerId}', {
          params: { path: { customerId: input.customerId } },
          signal,
        }),
      ).map(savedAddressOf),
    ),
    createAddress: fromPromise<unknown, { customerId: string; address: AddressPayload }>(async ({ input }) =>
      dataOf(
        await api.POST('/shipping-addresses/{customerId}', {
          params: { path: { customerId: input.customerId } },
          body: contractPayloadOf(input.address),
        }),
      ),
    ),
    updateAddress: fromPromise<unknown, { addressId: string; address: AddressPayload }>(async ({ input }) =>
      dataOf(
        await api.PUT('/shipping-addresses/{addressId}', {
          params: { path: { addressId: input.addressId } },
          body: contractPayloadOf(input.address),
        }),
      ),
    ),
    deleteAddress: fromPromise<unknown, { addressId: string }>(async ({ input }) => {
      const answer = await api.DELETE('/shipping-addresses/{id}', {
        params: { path: { id: input.addressId } },
      });
      if (!answer.data) throw new Error('The answer had no body');
      return answer.data;
    }),
  },
});

/** The machine's texts that report a success; any other is a failure. */
const SUCCESSES = new Set<Message['id']>([
  'addresses.saved',
  'addresses.edited',
  'addresses.deleted',
  'addresses.copied',
  'addresses.loadedForEdit',
]);

/** The saved addresses: a list with copy, edit and delete, and the person / company form to add or edit. */
export function AddressBookPanel() {
  const intl = useIntl();
  const text = useMachineText();
  const customerId = useSessionState((snapshot) => idOf(snapshot.context.customer));
  const [snapshot, send] = useMachine(shopAddressBook, { input: { customerId } });
  const [errors, setErrors] = useState<AddressFormErrors>({});
  const [toDelete, setToDelete] = useState<SavedAddress | null>(null);
  const [acting, setActing] = useState<{ id: string; action: 'copy' | 'delete' } | null>(null);
  const { addresses, form, editingId, message } = snapshot.context;
  const inForm = snapshot.matches('form');
  const saving = snapshot.matches({ form: 'creating' }) || snapshot.matches({ form: 'updating' });
  const busyAction = (address: SavedAddress) =>
    acting?.id === idOf(address) &&
    (snapshot.matches({ list: 'copying' }) || snapshot.matches({ list: 'deleting' }))
      ? acting.action
      : null;

  const notice = message && !snapshot.matches({ list: 'failed' }) && (
    <AlertBox
      tone={SUCCESSES.has(message.id) ? 'success' : 'error'}
      dismissible
      onDismiss={() => send({ type: 'DISMISS_MESSAGE' })}
    >
      {text(message)}
    </AlertBox>
  );

  const save = (event: FormEvent) => {
    event.preventDefault();
    const found = addressFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length === 0) send({ type: 'SAVE' });
  };

  let body: React.ReactNode;
  if (snapshot.matches('noCustomer')) {
    body = null;
  } else if (inForm) {
    body = (
      <form className={styles.form} noValidate onSubmit={save} aria-labelledby="address-form-title">
        <h3 id="address-form-title" className={styles.formTitle}>
          {intl.formatMessage({ id: editingId ? 'account.address.formEdit' : 'account.address.formAdd' })}
        </h3>
        <AddressFormFields key={editingId ?? 'new'} form={form} errors={errors} locked={saving} send={send} />
        {Object.keys(errors).length > 0 && (
          <p role="alert" className={styles.fixErrors}>
            {intl.formatMessage({ id: 'account.address.fixErrors' })}
          </p>
        )}
        <div className={styles.formActions}>
          <Button
            type="submit"
            busy={saving}
            busyLabel={intl.formatMessage({ id: 'account.address.saving' })}
          >
            {intl.formatMessage({ id: 'account.address.save' })}
          </Button>
        </div>
      </form>
    );
  } else if (snapshot.matches({ list: 'loading' }) && addresses.length === 0) {
    body = (
      <p role="status" className={styles.state}>
        <Spinner decorative size="sm" />
        {intl.formatMessage({ id: 'account.address.loading' })}
      </p>
    );
  } else if (snapshot.matches({ list: 'failed' })) {
    body = (
      <ErrorState
        message={message ? text(message) : ''}
        retryLabel={intl.formatMessage({ id: 'account.address.retry' })}
        onRetry={() => send({ type: 'RETRY' })}
      />
    );
  } else if (addresses.length === 0) {
    body = (
      <EmptyState
        title={intl.formatMessage({ id: 'account.address.empty' })}
        hint={intl.formatMessage({ id: 'account.address.emptyHint' })}
      />
    );
  } else {
    body = (
      <ul className={styles.list} aria-label={intl.formatMessage({ id: 'account.address.list' })}>
        {(addresses as (SavedAddress & ShippingAddress)[]).map((address) => (
          <li key={idOf(address)}>
            <AddressCard
              fullName={address.fullName}
              fullAddress={address.fullAddress}
              phone={address.phone}
              purposes={address.addressTypes}
              isDefault={address.isDefault}
              busyAction={busyAction(address)}
              onCopy={() => {
                setActing({ id: address._id, action: 'copy' });
                send({ type: 'COPY', address });
              }}
              onEdit={() => {
                setErrors({});
                send({ type: 'EDIT', address });
              }}
              onDelete={() => setToDelete(address)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="address-book-title">
      <header className={styles.header}>
        <h2 id="address-book-title" className={styles.title}>
          {intl.formatMessage({ id: 'account.address.heading' })}
        </h2>
        {inForm ? (
          <Button variant="secondary" disabled={saving} onClick={() => send({ type: 'BACK' })}>
            {intl.formatMessage({ id: 'account.address.back' })}
          </Button>
        ) : (
          snapshot.matches({ list: 'ready' }) && (
            <Button
              onClick={() => {
                setErrors({});
                send({ type: 'ADD' });
              }}
            >
              {intl.formatMessage({ id: 'account.address.add' })}
            </Button>
          )
        )}
      </header>
      {notice}
      {body}
      <Dialog
        size="sm"
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={intl.formatMessage({ id: 'account.address.deleteTitle' })}
        description={intl.formatMessage(
          { id: 'account.address.deleteText' },
          { name: (toDelete as ShippingAddress | null)?.fullName ?? '' },
        )}
        footer={
          <>
            <Button variant="secondary" onClick={() => setToDelete(null)}>
              {intl.formatMessage({ id: 'account.address.deleteCancel' })}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                if (toDelete) {
                  setActing({ id: idOf(toDelete) ?? '', action: 'delete' });
                  send({ type: 'DELETE', address: toDelete });
                }
                setToDelete(null);
              }}
            >
              {intl.formatMessage({ id: 'account.address.deleteConfirm' })}
            </Button>
          </>
        }
      />
    </section>
  );
}

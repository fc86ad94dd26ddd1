import type { components } from '@probuild/api-client';
import { idOf, type Message, type SavedAddress } from '@probuild/machines';
import { AddressCard, AlertBox, Button, Dialog, EmptyState, ErrorState, Spinner } from '@probuild/ui';
import listStyles from '@probuild/ui/styles/list.module.css';
import splitRow from '@probuild/ui/styles/splitRow.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AddressEditor } from '../../../addresses/AddressEditor/AddressEditor.tsx';
import { useAddressBook } from '../../../addresses/useAddressBook.ts';
import { useAddressName } from '../../../addresses/useAddressName.ts';
import { customerOf, useSessionState } from '../../../session/useSession.ts';
import { useMachineText } from '../../../shell/useMachineText.ts';
import styles from './AddressBookPanel.module.css';

type ShippingAddress = components['schemas']['ShippingAddress'];
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
  const nameOf = useAddressName();
  const text = useMachineText();
  const customerId = idOf(useSessionState(customerOf));
  const [snapshot, send] = useAddressBook(customerId);
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

  let body: React.ReactNode;
  if (snapshot.matches('noCustomer')) {
    body = null;
  } else if (inForm) {
    body = (
      <AddressEditor
        headingLevel={3}
        key={editingId ?? 'new'}
        form={form}
        editing={editingId !== null}
        saving={saving}
        send={send}
      />
    );
  } else if (snapshot.matches({ list: 'loading' }) && addresses.length === 0) {
    body = (
      <p role="status" className={textStyles.withIcon}>
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
      <ul
        className={`${listStyles.bare} ${styles.list}`}
        aria-label={intl.formatMessage({ id: 'account.address.list' })}
      >
        {(addresses as (SavedAddress & ShippingAddress)[]).map((address) => (
          <li key={idOf(address)}>
            <AddressCard
              fullName={nameOf(address)}
              fullAddress={address.fullAddress}
              phone={address.phone}
              purposes={address.addressTypes}
              isDefault={address.isDefault}
              busyAction={busyAction(address)}
              onCopy={() => {
                setActing({ id: address._id, action: 'copy' });
                send({ type: 'COPY', address });
              }}
              onEdit={() => send({ type: 'EDIT', address })}
              onDelete={() => setToDelete(address)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="address-book-title">
      <header className={splitRow.splitRow}>
        <h2 id="address-book-title" className={textStyles.panelTitle}>
          {intl.formatMessage({ id: 'account.address.heading' })}
        </h2>
        {inForm ? (
          <Button variant="secondary" disabled={saving} onClick={() => send({ type: 'BACK' })}>
            {intl.formatMessage({ id: 'account.address.back' })}
          </Button>
        ) : (
          snapshot.matches({ list: 'ready' }) && (
            <Button onClick={() => send({ type: 'ADD' })}>
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
          { name: toDelete ? nameOf(toDelete as ShippingAddress) : '' },
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

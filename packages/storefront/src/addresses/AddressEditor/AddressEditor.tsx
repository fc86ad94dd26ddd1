import type { AddressBookEvent, AddressForm } from '@probuild/machines';
import { Button } from '@probuild/ui';
import actionStyles from '@probuild/ui/styles/actions.module.css';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { AddressFormFields } from '../AddressFormFields/AddressFormFields.tsx';
import { type AddressFormErrors, addressFormErrors } from '../addressSchema.ts';
import styles from './AddressEditor.module.css';

export interface AddressEditorProps {
  form: AddressForm;
  /** A saved address being changed, rather than a new one: the heading says which. */
  editing: boolean;
  saving: boolean;
  send: (event: AddressBookEvent) => void;
  /** Why the last save failed, shown above the buttons. */
  failure?: ReactNode;
  /** An action beside Save, such as going back to the list. */
  secondaryAction?: ReactNode;
  /** The level of the form's heading in the page around it. */
  headingLevel: 2 | 3;
}

/**
 * The address form of the address book, in the account and at checkout alike: the fields are checked
 * when Save is pressed, each error beside its field until it is put right, and only a form without
 * errors goes to the server. Everything typed stays in the address book machine, so a failed save loses nothing.
 */
export function AddressEditor({
  form,
  editing,
  saving,
  send,
  failure,
  secondaryAction,
  headingLevel,
}: AddressEditorProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const intl = useIntl();
  const titleId = useId();
  // Errors show from the first press of Save on, and each goes as soon as its field is put right.
  const [checked, setChecked] = useState(false);
  const errors: AddressFormErrors = checked ? addressFormErrors(form) : {};

  const save = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(addressFormErrors(form)).length === 0) send({ type: 'SAVE' });
  };

  return (
    <form className={styles.form} noValidate onSubmit={save} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {intl.formatMessage({ id: editing ? 'account.address.formEdit' : 'account.address.formAdd' })}
      </Heading>
      <AddressFormFields form={form} errors={errors} locked={saving} send={send} />
      {Object.keys(errors).length > 0 && (
        <p role="alert" className={styles.fixErrors}>
          {intl.formatMessage({ id: 'account.address.fixErrors' })}
        </p>
      )}
      {failure}
      <div className={actionStyles.actions}>
        {secondaryAction}
        <Button type="submit" busy={saving} busyLabel={intl.formatMessage({ id: 'account.address.saving' })}>
          {intl.formatMessage({ id: 'account.address.save' })}
        </Button>
      </div>
    </form>
  );
}

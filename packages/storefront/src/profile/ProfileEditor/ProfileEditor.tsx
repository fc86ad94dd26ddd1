import { zodResolver } from '@hookform/resolvers/zod';
import { type components, errorCodeMessage, STORAGE_KEYS, toApiError } from '@probuild/api-client';
import { message } from '@probuild/machines';
import { AlertBox, TextField } from '@probuild/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { profileSchema } from '../../accountForms/profileSchemas.ts';
import { queries } from '../../api/client.ts';
import { useMachineText } from '../../shell/useMachineText.ts';

export type Customer = components['schemas']['Customer'];
type Field = 'firstName' | 'lastName' | 'email' | 'phone';

/** What the form edits of a customer (a phone never given is empty). */
const formValuesOf = (customer: Customer) => ({ ...customer, phone: customer.phone ?? '' });

/** Back to the given profile, the edits dropped. */
const EDITS_DROPPED = { keepDirtyValues: false } as const;

const FIELDS = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
] as const;

/** The customer's profile, as every page reads it. */
export const profileQuery = () => queries.queryOptions('get', '/customers/profile', {});

/**
 * The one save of the profile (PUT /customers/profile). The stored customer (what the cart and
 * checkout read) and the cached profile take the answer, and the profile is read again before the
 * save counts as done.
 */
function useSaveProfile() {
  const queryClient = useQueryClient();
  return queries.useMutation('put', '/customers/profile', {
    onSuccess: (answer) => {
      localStorage.setItem(STORAGE_KEYS.customerData, JSON.stringify(answer.data));
      const { queryKey } = profileQuery();
      queryClient.setQueryData(queryKey, answer);
      return queryClient.invalidateQueries({ queryKey, exact: true });
    },
  });
}

export interface ProfileEditorProps {
  /** The saved profile: what the form starts from, and what Cancel puts back. */
  customer: Customer;
  /** The message id of each field's label. */
  labels: Record<Field, string>;
  /** Fields shown read-only (besides while a save is on its way). */
  readOnly?: boolean;
  className?: string;
  /** A box around the fields, when the layout has one. */
  fieldsClassName?: string;
  labelledBy?: string;
  /** Above the fields. */
  header?: ReactNode;
  /** Between the fields and a failed save's message. */
  children?: ReactNode;
  /** The buttons: `saving` while a save is on its way; `discard` puts the saved profile back. */
  actions: (state: { saving: boolean; discard: () => void }) => ReactNode;
  onSaved: (customer: Customer) => void;
}

/**
 * The profile form: name, email and phone, checked before anything is sent, then saved. A failed save
 * keeps the edits and says why: the text of the server's code (an email already used, mail over its
 * limits), else 'cannot update data'.
 */
export function ProfileEditor({
  customer,
  labels,
  readOnly = false,
  className,
  fieldsClassName,
  labelledBy,
  header,
  children,
  actions,
  onSaved,
}: ProfileEditorProps) {
  const intl = useIntl();
  const text = useMachineText();
  const save = useSaveProfile();
  const sending = useRef(false);
  const form = useForm({
    values: formValuesOf(customer),
    // A profile read again while editing leaves the fields being edited alone.
    resetOptions: { keepDirtyValues: true },
    resolver: zodResolver(profileSchema),
  });
  const saving = save.isPending;
  const locked = readOnly || saving;
  const errors = form.formState.errors;
  const fields = FIELDS.map(({ name, type, autoComplete }) => (
    <TextField
      key={name}
      label={intl.formatMessage({ id: labels[name] })}
      type={type}
      autoComplete={autoComplete}
      required={!locked}
      readOnly={locked}
      error={errors[name]?.message ? intl.formatMessage({ id: errors[name].message }) : undefined}
      {...form.register(name)}
    />
  ));
  const failure = save.error ? toApiError(save.error) : null;
  const discard = () => {
    form.reset(formValuesOf(customer), EDITS_DROPPED);
    save.reset();
  };

  return (
    <form
      className={className}
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={form.handleSubmit(async (body) => {
        // A second submit while saving sends nothing more.
        if (sending.current) return;
        sending.current = true;
        const answer = await save.mutateAsync({ body }).catch(() => null);
        sending.current = false;
        if (!answer) return;
        // The form shows what was saved (as the server wrote it), no longer the edits.
        form.reset(formValuesOf(answer.data), EDITS_DROPPED);
        onSaved(answer.data);
      })}
    >
      {header}
      {fieldsClassName ? <div className={fieldsClassName}>{fields}</div> : fields}
      {children}
      {failure && (
        <AlertBox tone="error">{text(errorCodeMessage(failure) ?? message('profile.updateFailed'))}</AlertBox>
      )}
      {actions({ saving, discard })}
    </form>
  );
}

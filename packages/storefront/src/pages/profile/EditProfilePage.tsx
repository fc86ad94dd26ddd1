import { zodResolver } from '@hookform/resolvers/zod';
import { STORAGE_KEYS, toApiError, tooManyMessagesMessage } from '@probuild/api-client';
import { message } from '@probuild/machines';
import { AlertBox, Button, Spinner, TextField } from '@probuild/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { profileSchema } from '../../accountForms/profileSchemas.ts';
import { queries } from '../../api/client.ts';
import { useMachineText } from '../../shell/useMachineText.ts';
import styles from './ProfileForms.module.css';

const FIELDS = [
  { name: 'firstName', label: 'auth.field.firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'auth.field.lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'auth.field.email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'auth.field.phone', type: 'tel', autoComplete: 'tel' },
] as const;

/** /profile/edit: name, email and phone (PUT /customers/profile), then back to /profile. */
export default function EditProfilePage() {
  const intl = useIntl();
  const profile = queries.useQuery('get', '/customers/profile', {}, { retry: false });
  return (
    <section className={styles.page} aria-labelledby="edit-profile-title">
      <h1 id="edit-profile-title" className={styles.title}>
        {intl.formatMessage({ id: 'profile.edit.title' })}
      </h1>
      {profile.data ? (
        <EditProfileForm customer={profile.data.data} />
      ) : profile.isError ? (
        <p role="alert">{intl.formatMessage({ id: 'profile.notFound' })}</p>
      ) : (
        <p role="status" className={styles.status}>
          <Spinner decorative size="sm" />
          {intl.formatMessage({ id: 'profile.loading' })}
        </p>
      )}
      <a href="/profile">{intl.formatMessage({ id: 'profile.back' })}</a>
    </section>
  );
}

interface Editable {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

function EditProfileForm({ customer }: { customer: Editable }) {
  const intl = useIntl();
  const text = useMachineText();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const update = queries.useMutation('put', '/customers/profile');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    defaultValues: { ...customer, phone: customer.phone ?? '' },
    resolver: zodResolver(profileSchema),
  });

  const failure = update.error ? toApiError(update.error) : null;
  const failureText =
    failure?.kind === 'http' && failure.status === 409
      ? text(message('error.emailExists'))
      : text((failure && tooManyMessagesMessage(failure)) ?? message('profile.updateFailed'));

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(async (body) => {
        const answer = await update.mutateAsync({ body }).catch(() => null);
        if (!answer) return;
        // The stored customer is what other pages read (cart, checkout): keep it current.
        localStorage.setItem(STORAGE_KEYS.customerData, JSON.stringify(answer.data));
        queryClient.setQueryData(queries.queryOptions('get', '/customers/profile', {}).queryKey, answer);
        navigate('/profile');
      })}
    >
      {FIELDS.map(({ name, label, type, autoComplete }) => (
        <TextField
          key={name}
          label={intl.formatMessage({ id: label })}
          type={type}
          autoComplete={autoComplete}
          required
          error={errors[name]?.message ? intl.formatMessage({ id: errors[name].message }) : undefined}
          {...register(name)}
        />
      ))}
      {failure && <AlertBox tone="error">{failureText}</AlertBox>}
      <Button
        type="submit"
        busy={update.isPending}
        busyLabel={intl.formatMessage({ id: 'profile.edit.saving' })}
      >
        {intl.formatMessage({ id: 'profile.edit.save' })}
      </Button>
    </form>
  );
}

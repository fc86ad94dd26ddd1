import { type components, STORAGE_KEYS } from '@probuild/api-client';
import { fieldsLocked, type PersonalInfo, personalInfoMachine } from '@probuild/machines';
import { AlertBox, Avatar, Button, ErrorState, Spinner, TextField } from '@probuild/ui';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { profileSchema } from '../../../accountForms/profileSchemas.ts';
import { api, queries } from '../../../api/client.ts';
import { dataOf } from '../../../session/apiData.ts';
import { useMachineText } from '../../../shell/useMachineText.ts';
import styles from './PersonalInfoPanel.module.css';

type Customer = components['schemas']['Customer'];

const FIELDS = [
  { name: 'firstName', label: 'account.info.firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'account.info.lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'account.info.email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'account.info.phone', type: 'tel', autoComplete: 'tel' },
] as const;

const personalInfoOf = (customer: Customer): PersonalInfo => ({
  firstName: customer.firstName,
  lastName: customer.lastName,
  email: customer.email,
  phone: customer.phone ?? '',
});

/** The personal-info machine on the profile calls; a saved profile also refreshes what other pages read. */
function shopPersonalInfo(queryClient: QueryClient) {
  const profileKey = queries.queryOptions('get', '/customers/profile', {}).queryKey;
  return personalInfoMachine.provide({
    actors: {
      loadProfile: fromPromise<PersonalInfo, void>(async ({ signal }) => {
        const answer = await api.GET('/customers/profile', { signal });
        const customer = dataOf(answer);
        // Also in the cache, where the panel reads a new email waiting for its link.
        queryClient.setQueryData(profileKey, answer.data);
        return personalInfoOf(customer);
      }),
      updateProfile: fromPromise<unknown, PersonalInfo>(async ({ input }) => {
        const answer = await api.PUT('/customers/profile', { body: input });
        const customer = dataOf(answer);
        // The stored customer is what the cart and checkout read: keep it current.
        localStorage.setItem(STORAGE_KEYS.customerData, JSON.stringify(customer));
        queryClient.setQueryData(profileKey, answer.data);
        return customer;
      }),
    },
  });
}

/** Personal info: read-only until Edit; then Cancel, or Save (checked first) which reloads the profile. */
export function PersonalInfoPanel() {
  const intl = useIntl();
  const text = useMachineText();
  const queryClient = useQueryClient();
  const [machine] = useState(() => shopPersonalInfo(queryClient));
  const [snapshot, send] = useMachine(machine);
  const [errors, setErrors] = useState<Partial<Record<keyof PersonalInfo, string>>>({});
  const { form, profile, error } = snapshot.context;
  // Read from the cache the machine fills (no call of its own).
  const pendingEmail = queries.useQuery('get', '/customers/profile', {}, { enabled: false }).data?.data
    .pendingEmail;

  if (snapshot.matches('loading')) {
    return (
      <p role="status" className={styles.state}>
        <Spinner decorative size="sm" />
        {intl.formatMessage({ id: 'account.info.loading' })}
      </p>
    );
  }
  if (snapshot.matches('loadFailed')) {
    return (
      <ErrorState
        message={error ? text(error) : ''}
        retryLabel={intl.formatMessage({ id: 'account.info.retry' })}
        onRetry={() => send({ type: 'RETRY' })}
      />
    );
  }

  const locked = fieldsLocked(snapshot);
  const saving = snapshot.matches('saving') || snapshot.matches('reloading');
  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = profileSchema.safeParse(form);
    if (!checked.success) {
      const found: typeof errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as keyof PersonalInfo;
        found[field] ??= intl.formatMessage({ id: issue.message });
      }
      setErrors(found);
      return;
    }
    setErrors({});
    send({ type: 'SAVE' });
  };

  return (
    <form className={styles.panel} noValidate onSubmit={save} aria-labelledby="personal-info-title">
      <header className={styles.header}>
        <Avatar firstName={profile?.firstName} lastName={profile?.lastName} alt="" size="lg" />
        <div>
          <h2 id="personal-info-title" className={styles.title}>
            {intl.formatMessage({ id: 'account.info.heading' })}
          </h2>
          <p className={styles.name}>{`${profile?.firstName ?? ''} ${profile?.lastName ?? ''}`.trim()}</p>
        </div>
      </header>
      <div className={styles.fields}>
        {FIELDS.map(({ name, label, type, autoComplete }) => (
          <TextField
            key={name}
            label={intl.formatMessage({ id: label })}
            type={type}
            autoComplete={autoComplete}
            required={!locked}
            readOnly={locked}
            value={form[name]}
            error={errors[name]}
            onChange={(event) => send({ type: 'FIELD', field: name, value: event.currentTarget.value })}
          />
        ))}
      </div>
      {pendingEmail && snapshot.matches('viewing') && (
        <p className={styles.pending}>
          {intl.formatMessage(
            { id: 'profile.verify.emailPending' },
            { email: pendingEmail, current: profile?.email ?? '' },
          )}
        </p>
      )}
      {error && <AlertBox tone="error">{text(error)}</AlertBox>}
      <div className={styles.actions}>
        {snapshot.matches('viewing') ? (
          // Its own key: reusing this element as the submit button would submit the form on this very click.
          <Button key="edit" onClick={() => send({ type: 'EDIT' })}>
            {intl.formatMessage({ id: 'account.info.edit' })}
          </Button>
        ) : (
          <>
            <Button type="submit" busy={saving} busyLabel={intl.formatMessage({ id: 'account.info.saving' })}>
              {intl.formatMessage({ id: 'account.info.save' })}
            </Button>
            <Button
              variant="secondary"
              disabled={saving}
              onClick={() => {
                setErrors({});
                send({ type: 'CANCEL' });
              }}
            >
              {intl.formatMessage({ id: 'account.info.cancel' })}
            </Button>
          </>
        )}
      </div>
    </form>
  );
}

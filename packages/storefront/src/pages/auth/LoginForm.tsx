import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@probuild/ui';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { loginSchema } from '../../accountForms/authSchemas.ts';
import type { SessionActor } from '../../session/sessionActor.ts';
import styles from './AuthForms.module.css';
import { SessionForm } from './SessionForm.tsx';

/**
 * Email and password. Every keystroke also goes to the session machine, which keeps what was typed
 * when a login fails and decides the spec's messages; the schema adds the email format.
 */
export function LoginForm({ actor }: { actor: SessionActor }) {
  const intl = useIntl();
  const saved = useSelector(actor, (snapshot) => snapshot.context.loginForm);
  const busy = useSelector(actor, (snapshot) => snapshot.matches({ loggedOut: { popup: 'loggingIn' } }));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: saved, resolver: zodResolver(loginSchema) });

  const field = (name: 'identifier' | 'password') =>
    register(name, {
      onChange: (event) => actor.send({ type: 'LOGIN_FIELD', field: name, value: event.target.value }),
    });
  const errorOf = (message: string | undefined) =>
    message ? intl.formatMessage({ id: message }) : undefined;

  return (
    <SessionForm
      actor={actor}
      label={intl.formatMessage({ id: 'auth.login.title' })}
      onSubmit={handleSubmit(() => actor.send({ type: 'SUBMIT_LOGIN' }))}
      submit={{
        label: intl.formatMessage({ id: 'auth.login.submit' }),
        busy,
        busyLabel: intl.formatMessage({ id: 'auth.login.busy' }),
      }}
    >
      <TextField
        label={intl.formatMessage({ id: 'auth.field.email' })}
        type="email"
        autoComplete="email"
        required
        error={errorOf(errors.identifier?.message)}
        {...field('identifier')}
      />
      <TextField
        label={intl.formatMessage({ id: 'auth.field.password' })}
        type="password"
        autoComplete="current-password"
        required
        {...field('password')}
      />
      <a
        href="/forgot-password"
        className={styles.forgot}
        // From the popup the page opens without it.
        onClick={() => actor.send({ type: 'CLOSE_POPUP' })}
      >
        {intl.formatMessage({ id: 'auth.login.forgot' })}
      </a>
    </SessionForm>
  );
}

import { toApiError } from '@probuild/api-client';
import { AlertBox, Button, TextField } from '@probuild/ui';
import textStyles from '@probuild/ui/styles/text.module.css';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'wouter';
import { PASSWORD_MIN_LENGTH } from '../../accountForms/authSchemas.ts';
import { api } from '../../api/client.ts';
import { dataOf } from '../../session/apiData.ts';
import { TitledPage } from '../../shared/TitledPage/index.ts';
import styles from './PasswordResetPages.module.css';

type Outcome =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'done' }
  | { state: 'failed'; reason: 'link' | 'network' | 'server' };

/**
 * /reset-password?token=…: the page a reset link opens. The new password twice (at least 8
 * characters, the same both times), then the server sets it and signs out every session; a used or
 * expired link says so and offers a new one.
 */
export default function ResetPasswordPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [checked, setChecked] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { state: 'idle' } : { state: 'failed', reason: 'link' },
  );

  const tooShort = password.length < PASSWORD_MIN_LENGTH;
  const mismatch = confirm !== password;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (outcome.state === 'saving') return;
    setChecked(true);
    if (tooShort || mismatch) return;
    setOutcome({ state: 'saving' });
    try {
      dataOf(await api.POST('/customers/password-reset/confirm', { body: { token, newPassword: password } }));
      setOutcome({ state: 'done' });
    } catch (error) {
      const failure = toApiError(error);
      setOutcome({
        state: 'failed',
        reason:
          failure.kind === 'http' && failure.code === 'RESET_TOKEN_INVALID'
            ? 'link'
            : failure.kind === 'http'
              ? 'server'
              : 'network',
      });
    }
  };

  const done = outcome.state === 'done';
  return (
    <TitledPage
      title={intl.formatMessage({ id: done ? 'reset.done.title' : 'reset.title' })}
      className={styles.page}
      titleClassName={textStyles.title}
    >
      {done ? (
        <>
          <AlertBox tone="success">{intl.formatMessage({ id: 'reset.done.body' })}</AlertBox>
          <Button asChild>
            <a href="/login">{intl.formatMessage({ id: 'reset.done.login' })}</a>
          </Button>
        </>
      ) : outcome.state === 'failed' && outcome.reason === 'link' ? (
        <>
          <AlertBox tone="error">{intl.formatMessage({ id: 'reset.error.link' })}</AlertBox>
          <Button asChild variant="secondary">
            <a href="/forgot-password">{intl.formatMessage({ id: 'reset.askAgain' })}</a>
          </Button>
        </>
      ) : (
        <form className={styles.form} noValidate onSubmit={submit}>
          <TextField
            label={intl.formatMessage({ id: 'reset.field.password' })}
            hint={intl.formatMessage({ id: 'reset.field.passwordHint' }, { min: PASSWORD_MIN_LENGTH })}
            type="password"
            autoComplete="new-password"
            required
            value={password}
            error={
              checked && tooShort
                ? intl.formatMessage({ id: 'reset.error.tooShort' }, { min: PASSWORD_MIN_LENGTH })
                : undefined
            }
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <TextField
            label={intl.formatMessage({ id: 'reset.field.confirm' })}
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            error={
              checked && !tooShort && mismatch
                ? intl.formatMessage({ id: 'reset.error.mismatch' })
                : undefined
            }
            onChange={(event) => setConfirm(event.currentTarget.value)}
          />
          {outcome.state === 'failed' && (
            <AlertBox tone="error">
              {intl.formatMessage({
                id: outcome.reason === 'network' ? 'reset.error.network' : 'reset.error.server',
              })}
            </AlertBox>
          )}
          <Button
            type="submit"
            fullWidth
            busy={outcome.state === 'saving'}
            busyLabel={intl.formatMessage({ id: 'reset.saving' })}
          >
            {intl.formatMessage({ id: 'reset.submit' })}
          </Button>
        </form>
      )}
    </TitledPage>
  );
}

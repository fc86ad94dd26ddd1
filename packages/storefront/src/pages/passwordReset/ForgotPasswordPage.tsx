import { toApiError } from '@probuild/api-client';
import { AlertBox, Button, TextField } from '@probuild/ui';
import textStyles from '@probuild/ui/styles/text.module.css';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../api/client.ts';
import { dataOf } from '../../session/apiData.ts';
import { TitledPage } from '../../shared/TitledPage/index.ts';
import styles from './PasswordResetPages.module.css';

type Outcome =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'sent'; minutes: number }
  | { state: 'failed'; network: boolean };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * /forgot-password: the customer gives their email and is told a link is on its way, the same
 * words whether or not the email has an account (the server answers the same either way).
 */
export default function ForgotPasswordPage() {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (outcome.state === 'sending') return;
    const typed = email.trim();
    setInvalid(!EMAIL.test(typed));
    if (!EMAIL.test(typed)) return;
    setOutcome({ state: 'sending' });
    try {
      const { linkMinutes } = dataOf(await api.POST('/customers/password-reset', { body: { email: typed } }));
      setOutcome({ state: 'sent', minutes: linkMinutes });
    } catch (error) {
      setOutcome({ state: 'failed', network: toApiError(error).kind !== 'http' });
    }
  };

  return (
    <TitledPage
      title={intl.formatMessage({ id: 'reset.forgot.title' })}
      className={styles.page}
      titleClassName={textStyles.title}
    >
      {outcome.state === 'sent' ? (
        <>
          <AlertBox tone="success">
            {intl.formatMessage(
              { id: 'reset.forgot.sent' },
              { email: email.trim(), minutes: outcome.minutes },
            )}
          </AlertBox>
          <p className={textStyles.muted}>{intl.formatMessage({ id: 'reset.forgot.sentHint' })}</p>
          <Button variant="secondary" onClick={() => setOutcome({ state: 'idle' })}>
            {intl.formatMessage({ id: 'reset.forgot.again' })}
          </Button>
        </>
      ) : (
        <form className={styles.form} noValidate onSubmit={submit}>
          <p className={textStyles.muted}>{intl.formatMessage({ id: 'reset.forgot.intro' })}</p>
          <TextField
            label={intl.formatMessage({ id: 'auth.field.email' })}
            type="email"
            autoComplete="email"
            required
            value={email}
            error={invalid ? intl.formatMessage({ id: 'auth.error.emailInvalid' }) : undefined}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          {outcome.state === 'failed' && (
            <AlertBox tone="error">
              {intl.formatMessage({ id: outcome.network ? 'reset.error.network' : 'reset.error.server' })}
            </AlertBox>
          )}
          <Button
            type="submit"
            fullWidth
            busy={outcome.state === 'sending'}
            busyLabel={intl.formatMessage({ id: 'reset.forgot.sending' })}
          >
            {intl.formatMessage({ id: 'reset.forgot.submit' })}
          </Button>
          <a href="/login" className={styles.link}>
            {intl.formatMessage({ id: 'reset.backToLogin' })}
          </a>
        </form>
      )}
    </TitledPage>
  );
}

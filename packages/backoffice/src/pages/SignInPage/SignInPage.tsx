import { zodResolver } from '@hookform/resolvers/zod';
import { AlertBox, AuthCard, Button, QrCode, TextField } from '@probuild/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorTextId } from '../../errorText.ts';
import { LocaleSwitch } from '../../i18n/LocaleSwitch.tsx';
import { type MessageId, useText } from '../../i18n/messages.ts';
import { useStaffSession } from '../../session/StaffSession.tsx';

type Step =
  | { kind: 'password' }
  | { kind: 'code'; challenge: string }
  | { kind: 'enrol'; challenge: string; secret: string; uri: string };

const passwordForm = z.object({
  email: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'signIn.emailInvalid'),
  password: z.string().min(1, 'signIn.passwordRequired'),
});
const codeForm = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'code.invalidShape'),
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Signing in: email and password; then, for owners and managers (and anyone enrolled), the code of
 * their authenticator app, or first the enrolment of one (its secret shown this once).
 */
export function SignInPage() {
  const t = useText();
  const { client, keepToken } = useStaffSession();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [failure, setFailure] = useState<MessageId | null>(null);

  const passwords = useForm({
    resolver: zodResolver(passwordForm),
    defaultValues: { email: '', password: '' },
  });
  const codes = useForm({ resolver: zodResolver(codeForm), defaultValues: { code: '' } });

  const signIn = passwords.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const { data } = await client.POST('/session', { body });
      const result = data?.data;
      if (!result) return;
      if (result.stage === 'signedIn') return keepToken(result.token);
      if (result.stage === 'secondFactor') return setStep({ kind: 'code', challenge: result.token });
      const enrolment = await client.POST('/session/enrolment', { headers: bearer(result.token) });
      const { secret, uri } = enrolment.data?.data ?? { secret: '', uri: '' };
      setStep({ kind: 'enrol', challenge: result.token, secret, uri });
    } catch (error) {
      setFailure(errorTextId(error));
    }
  });

  const verify = codes.handleSubmit(async ({ code }) => {
    if (step.kind === 'password') return;
    setFailure(null);
    try {
      const path = step.kind === 'code' ? '/session/second-factor' : '/session/enrolment/confirm';
      const { data } = await client.POST(path, { body: { code }, headers: bearer(step.challenge) });
      if (data?.data.stage === 'signedIn') keepToken(data.data.token);
    } catch (error) {
      setFailure(errorTextId(error));
      codes.resetField('code');
    }
  });

  const startAgain = () => {
    setFailure(null);
    codes.reset();
    passwords.resetField('password');
    setStep({ kind: 'password' });
  };

  const alert = failure && <AlertBox tone="error">{t(failure)}</AlertBox>;
  const header = <LocaleSwitch />;

  if (step.kind === 'password') {
    const { errors, isSubmitting } = passwords.formState;
    return (
      <AuthCard title={t('signIn.title')} description={t('signIn.intro')} header={header}>
        {alert}
        <form onSubmit={signIn} noValidate>
          <TextField
            label={t('signIn.email')}
            type="email"
            autoComplete="username"
            error={errors.email?.message && t(errors.email.message as MessageId)}
            {...passwords.register('email')}
          />
          <TextField
            label={t('signIn.password')}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message && t(errors.password.message as MessageId)}
            {...passwords.register('password')}
          />
          <Button type="submit" fullWidth busy={isSubmitting} busyLabel={t('signIn.submitting')}>
            {t('signIn.submit')}
          </Button>
        </form>
      </AuthCard>
    );
  }

  const { errors, isSubmitting } = codes.formState;
  const enrolling = step.kind === 'enrol';
  return (
    <AuthCard
      title={t(enrolling ? 'enrol.title' : 'code.title')}
      description={t(enrolling ? 'enrol.intro' : 'code.intro')}
      header={header}
    >
      {enrolling && <QrCode value={step.uri} label={t('enrol.scan')} />}
      {enrolling && (
        <dl>
          <dt>{t('enrol.secret')}</dt>
          <dd>
            <code data-testid="totp-secret">{step.secret}</code>
          </dd>
          <dd>
            <Button asChild variant="link" size="sm">
              <a href={step.uri}>{t('enrol.openApp')}</a>
            </Button>
          </dd>
        </dl>
      )}
      {alert}
      <form onSubmit={verify} noValidate>
        <TextField
          label={t('code.label')}
          numeric
          maxLength={6}
          autoComplete="one-time-code"
          error={errors.code?.message && t(errors.code.message as MessageId)}
          {...codes.register('code')}
        />
        <Button type="submit" fullWidth busy={isSubmitting}>
          {t('code.submit')}
        </Button>
      </form>
      <Button variant="ghost" onClick={startAgain}>
        {t('code.startAgain')}
      </Button>
    </AuthCard>
  );
}

import { type components, toApiError, tooManyMessagesMessage } from '@probuild/api-client';
import { AlertBox, Button, TextField } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { queries } from '../../../api/client.ts';
import styles from './VerificationPanel.module.css';

type Customer = components['schemas']['Customer'];

/** What a send answered: where it went and until when another may be asked for. */
interface Sent {
  destination: string;
  resendAt: number;
}

/** Seconds left until `at`, counting down each second while positive. */
function useSecondsUntil(at: number | null): number {
  const left = () => (at === null ? 0 : Math.max(0, Math.ceil((at - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: left reads only `at`
  useEffect(() => {
    setSeconds(left());
    if (at === null) return;
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [at]);
  return seconds;
}

/**
 * The profile's verifications: a link to confirm the email (the current one while unconfirmed, or a
 * new one waiting for its link, which replaces the sign-in email only once opened) and an SMS code to
 * confirm the phone. Each send may be asked again once the server's wait has passed.
 */
export function VerificationPanel({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const emailToConfirm = customer.pendingEmail ?? (customer.emailVerified ? null : customer.email);
  const phoneToConfirm = customer.phone && !customer.phoneVerified ? customer.phone : null;
  if (!emailToConfirm && !phoneToConfirm) return null;
  return (
    <section className={`${stack.gap4} ${styles.panel}`} aria-labelledby="verification-title">
      <h2 id="verification-title" className={styles.title}>
        {intl.formatMessage({ id: 'profile.verify.title' })}
      </h2>
      {emailToConfirm && (
        <EmailVerification
          email={emailToConfirm}
          pending={customer.pendingEmail !== null}
          current={customer.email}
        />
      )}
      {phoneToConfirm && <PhoneVerification phone={phoneToConfirm} />}
    </section>
  );
}

const sentOf = ({
  destination,
  resendAfterSeconds,
}: {
  destination: string;
  resendAfterSeconds: number;
}): Sent => ({
  destination,
  resendAt: Date.now() + resendAfterSeconds * 1000,
});

/** Sends a link or a code (again); while the server's wait lasts, it counts it down instead. */
function SendButton({
  busy,
  resendAt,
  label,
  onSend,
}: {
  busy: boolean;
  resendAt: number | null;
  label: string;
  onSend: () => void;
}) {
  const intl = useIntl();
  const wait = useSecondsUntil(resendAt);
  return (
    <Button
      variant="secondary"
      busy={busy}
      busyLabel={intl.formatMessage({ id: 'profile.verify.sending' })}
      disabled={wait > 0}
      onClick={onSend}
    >
      {wait > 0 ? intl.formatMessage({ id: 'profile.verify.again' }, { seconds: wait }) : label}
    </Button>
  );
}

/**
 * A send's failure as the shopper reads it: mail or SMS over the shop's limits for now, a wait the
 * server asks for, or that it did not work.
 */
function sendFailureText(intl: ReturnType<typeof useIntl>, error: unknown): string {
  const failure = toApiError(error);
  const overLimits = tooManyMessagesMessage(failure);
  if (overLimits) return intl.formatMessage({ id: overLimits.id });
  return failure.kind === 'http' && failure.status === 429
    ? intl.formatMessage({ id: 'profile.verify.wait' })
    : intl.formatMessage({ id: 'profile.verify.sendFailed' });
}

function EmailVerification({
  email,
  pending,
  current,
}: {
  email: string;
  pending: boolean;
  current: string;
}) {
  const intl = useIntl();
  const send = queries.useMutation('post', '/customers/create-email-verification');
  const [sent, setSent] = useState<Sent | null>(null);
  return (
    <div className={`${stack.gap3} ${styles.item}`}>
      <p className={styles.text}>
        {pending
          ? intl.formatMessage({ id: 'profile.verify.emailPending' }, { email, current })
          : intl.formatMessage({ id: 'profile.verify.emailUnconfirmed' }, { email })}
      </p>
      {sent && (
        <AlertBox tone="success">
          {intl.formatMessage({ id: 'profile.verify.emailSent' }, { destination: sent.destination })}
        </AlertBox>
      )}
      {send.isError && <AlertBox tone="error">{sendFailureText(intl, send.error)}</AlertBox>}
      <SendButton
        busy={send.isPending}
        resendAt={sent?.resendAt ?? null}
        label={intl.formatMessage({ id: sent ? 'profile.verify.emailResend' : 'profile.verify.emailSend' })}
        onSend={async () => {
          const answer = await send.mutateAsync({ body: { email } }).catch(() => null);
          if (answer) setSent(sentOf(answer.data));
        }}
      />
    </div>
  );
}

function PhoneVerification({ phone }: { phone: string }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const send = queries.useMutation('post', '/customers/create-phone-verification');
  const verify = queries.useMutation('post', '/customers/verify-phone');
  const [sent, setSent] = useState<Sent | null>(null);
  const [code, setCode] = useState('');
  const [codeChecked, setCodeChecked] = useState(false);
  const codeValid = /^[0-9]{6}$/.test(code);
  const verifyFailure = verify.error ? toApiError(verify.error) : null;
  const verifyFailureText =
    verifyFailure?.kind === 'http' && verifyFailure.status === 429
      ? intl.formatMessage({ id: 'profile.verify.codeVoided' })
      : verifyFailure?.kind === 'http' && verifyFailure.status === 422
        ? intl.formatMessage({ id: 'profile.verify.codeWrong' })
        : intl.formatMessage({ id: 'profile.verify.sendFailed' });

  return (
    <div className={`${stack.gap3} ${styles.item}`}>
      <p className={styles.text}>
        {intl.formatMessage({ id: 'profile.verify.phoneUnconfirmed' }, { phone })}
      </p>
      {send.isError && <AlertBox tone="error">{sendFailureText(intl, send.error)}</AlertBox>}
      {sent && (
        <form
          className={`${stack.gap3} ${styles.code}`}
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            setCodeChecked(true);
            if (!codeValid || verify.isPending) return;
            const answer = await verify.mutateAsync({ body: { phone, code } }).catch(() => null);
            if (!answer) return;
            // The profile shows the phone as confirmed, and this part goes.
            await queryClient.invalidateQueries({
              queryKey: queries.queryOptions('get', '/customers/profile', {}).queryKey,
            });
          }}
        >
          <TextField
            label={intl.formatMessage({ id: 'profile.verify.codeLabel' })}
            hint={intl.formatMessage({ id: 'profile.verify.codeSent' }, { destination: sent.destination })}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            error={
              codeChecked && !codeValid ? intl.formatMessage({ id: 'profile.verify.codeShape' }) : undefined
            }
          />
          {verify.isError && <AlertBox tone="error">{verifyFailureText}</AlertBox>}
          <Button
            type="submit"
            busy={verify.isPending}
            busyLabel={intl.formatMessage({ id: 'profile.verify.confirming' })}
          >
            {intl.formatMessage({ id: 'profile.verify.confirm' })}
          </Button>
        </form>
      )}
      <SendButton
        busy={send.isPending}
        resendAt={sent?.resendAt ?? null}
        label={intl.formatMessage({ id: sent ? 'profile.verify.phoneResend' : 'profile.verify.phoneSend' })}
        onSend={async () => {
          const answer = await send.mutateAsync({ body: { phone } }).catch(() => null);
          if (!answer) return;
          verify.reset();
          setCode('');
          setCodeChecked(false);
          setSent(sentOf(answer.data));
        }}
      />
    </div>
  );
}

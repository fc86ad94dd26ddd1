import { AlertBox, Button } from '@probuild/ui';
import { useIntl } from 'react-intl';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../session/socialLogin.ts';
import styles from './AuthForms.module.css';
import { useSocialLogin } from './useSocialLogin.ts';

const FAILURE_TEXT = {
  popupBlocked: 'auth.social.popupBlocked',
  unavailable: 'auth.social.unavailable',
  failed: 'auth.social.failed',
  emailUnverified: 'auth.social.emailUnverified',
} as const;

/** Google, Facebook and LINE sign-in (or sign-up: the server creates the account on first use). */
export function SocialButtons({ purpose }: { purpose: 'login' | 'register' }) {
  const intl = useIntl();
  const social = useSocialLogin();
  const providerName = (provider: SocialProvider) => intl.formatMessage({ id: `auth.provider.${provider}` });

  return (
    <div className={styles.social}>
      <p className={styles.divider}>{intl.formatMessage({ id: 'auth.social.divider' })}</p>
      {SOCIAL_PROVIDERS.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          fullWidth
          busy={social.opening === provider}
          busyLabel={intl.formatMessage({ id: 'auth.social.opening' }, { provider: providerName(provider) })}
          onClick={() => social.start(provider)}
        >
          {intl.formatMessage({ id: `auth.social.${purpose}` }, { provider: providerName(provider) })}
        </Button>
      ))}
      {social.failure && (
        <AlertBox tone="error">
          {intl.formatMessage(
            { id: FAILURE_TEXT[social.failure.reason] },
            { provider: providerName(social.failure.provider) },
          )}
        </AlertBox>
      )}
    </div>
  );
}

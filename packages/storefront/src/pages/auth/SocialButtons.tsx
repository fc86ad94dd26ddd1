import { AlertBox, Button } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { socialProvidersQuery } from '../../api/socialProvidersQuery.ts';
import type { SocialProvider } from '../../session/socialLogin.ts';
import styles from './AuthForms.module.css';
import { useSocialLogin } from './useSocialLogin.ts';

const FAILURE_TEXT = {
  popupBlocked: 'auth.social.popupBlocked',
  unavailable: 'auth.social.unavailable',
  failed: 'auth.social.failed',
  emailUnverified: 'auth.social.emailUnverified',
} as const;

/**
 * Sign-in (or sign-up: the server creates the account on first use) with each provider the shop has
 * set up: Google, Facebook, LINE. A provider that is not set up gets no button, since its popup
 * could only fail; while the list loads, or when it cannot be had, nothing is shown.
 */
export function SocialButtons({ purpose }: { purpose: 'login' | 'register' }) {
  const intl = useIntl();
  const social = useSocialLogin();
  const providers = useQuery(socialProvidersQuery).data?.data.providers ?? [];
  const providerName = (provider: SocialProvider) => intl.formatMessage({ id: `auth.provider.${provider}` });

  if (providers.length === 0) return null;
  return (
    <div className={stack.gap2}>
      <p className={`${textStyles.note} ${styles.divider}`}>
        {intl.formatMessage({ id: 'auth.social.divider' })}
      </p>
      {providers.map((provider) => (
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

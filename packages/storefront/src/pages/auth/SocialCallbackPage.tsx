import { Spinner } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import {
  type CallbackFailure,
  type CallbackOutcome,
  completeSocialLogin,
  type SocialProvider,
} from '../../session/socialLogin.ts';
import { TitledPage } from '../../shared/TitledPage/index.ts';
import styles from './AuthPage.module.css';

/** The popup closes itself this long after it has told the opener (1 to 2 seconds). */
const POPUP_CLOSE_DELAY_MS = 1_500;

type Outcome = { kind: 'working' } | CallbackOutcome;

const FAILURE_TEXT: Record<CallbackFailure, string> = {
  noCode: 'auth.callback.noCode',
  exchangeFailed: 'auth.callback.exchangeFailed',
  emailUnverified: 'auth.social.emailUnverified',
};

/** /auth/{google,facebook,line}/callback: where the provider sends the popup back with its code. */
export default function SocialCallbackPage() {
  const intl = useIntl();
  const [path] = useLocation();
  const provider = (path.match(/^\/auth\/(google|facebook|line)\/callback/)?.[1] ??
    'google') as SocialProvider;
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  // A code works once: the exchange must not run again when React re-runs effects.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const opener = window.opener && window.opener !== window ? (window.opener as Window) : null;
    void completeSocialLogin(provider, window.location.search, {
      opener,
      origin: window.location.origin,
      storage: localStorage,
    }).then((next) => {
      // Redirect mode: a full load lets the app start complete the login.
      if (next.kind === 'redirect') window.location.replace(next.destination);
      else setOutcome(next);
      if (next.kind === 'handedOver') setTimeout(() => window.close(), POPUP_CLOSE_DELAY_MS);
    });
  }, [provider]);

  const providerName = intl.formatMessage({ id: `auth.provider.${provider}` });
  const failure = outcome.kind === 'failed' || outcome.kind === 'handedOver' ? outcome.failure : null;
  return (
    <TitledPage
      title={intl.formatMessage({ id: 'auth.callback.title' }, { provider: providerName })}
      className={`${stack.gap6} ${styles.page}`}
      titleClassName={textStyles.title}
    >
      {outcome.kind === 'working' && (
        <p role="status" className={textStyles.withIcon}>
          <Spinner decorative size="sm" />
          {intl.formatMessage({ id: 'auth.callback.working' })}
        </p>
      )}
      {outcome.kind === 'handedOver' && !outcome.failure && (
        <p role="status">{intl.formatMessage({ id: 'auth.callback.done' })}</p>
      )}
      {failure && (
        <>
          <p role="alert" className={styles.error}>
            {intl.formatMessage({ id: FAILURE_TEXT[failure] }, { provider: providerName })}
          </p>
          {outcome.kind === 'handedOver' ? (
            <p>{intl.formatMessage({ id: 'auth.callback.closing' })}</p>
          ) : (
            <a href="/login">{intl.formatMessage({ id: 'auth.callback.backToLogin' })}</a>
          )}
        </>
      )}
    </TitledPage>
  );
}

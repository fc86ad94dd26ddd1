import { useEffect, useState } from 'react';
import { type SocialProvider, type SocialStartFailure, startSocialLogin } from '../../session/socialLogin.ts';
import { subscribeSocialMessages } from '../../session/socialMessages.ts';

/** What went wrong: at the start, or as the callback page reported back. */
export type SocialFailure = SocialStartFailure | 'emailUnverified';

export interface SocialLoginState {
  /** The provider whose popup is being opened. */
  opening: SocialProvider | null;
  failure: { provider: SocialProvider; reason: SocialFailure } | null;
  start(provider: SocialProvider): void;
}

/**
 * Starts a provider's popup and keeps what went wrong: a blocked popup, a provider the server cannot
 * offer, or a failure the callback page reported back (a window message from our own origin).
 */
export function useSocialLogin(): SocialLoginState {
  const [opening, setOpening] = useState<SocialProvider | null>(null);
  const [lastProvider, setLastProvider] = useState<SocialProvider | null>(null);
  const [failure, setFailure] = useState<SocialLoginState['failure']>(null);

  useEffect(() => {
    if (!lastProvider) return;
    return subscribeSocialMessages((origin, data) => {
      const message = data as { type?: unknown; error?: unknown } | null;
      if (origin === window.location.origin && message?.type === 'social-login-error') {
        const reason = message.error === 'emailUnverified' ? 'emailUnverified' : 'failed';
        setFailure({ provider: lastProvider, reason });
      }
    });
  }, [lastProvider]);

  return {
    opening,
    failure,
    start(provider) {
      setOpening(provider);
      setLastProvider(provider);
      setFailure(null);
      const returnTo = window.location.pathname + window.location.search;
      void startSocialLogin(provider, returnTo).then((reason) => {
        setOpening(null);
        if (reason) setFailure({ provider, reason });
      });
    },
  };
}

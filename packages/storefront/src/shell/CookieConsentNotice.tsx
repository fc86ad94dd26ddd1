import { cookieConsentMachine } from '@probuild/machines';
import { CookieConsent } from '@probuild/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useRegisterCookieConsent } from './cookieConsentSlot.tsx';

/** The cookie consent dialog and banner, remembered in cookiesAccepted / cookiesDeclined. */
export function CookieConsentNotice() {
  const actor = useActorRef(cookieConsentMachine, { input: { storage: localStorage } });
  const register = useRegisterCookieConsent();
  useEffect(() => {
    register(actor);
    return () => register(null);
  }, [actor, register]);
  const mode = useSelector(actor, (snapshot) =>
    snapshot.matches('dialog') ? 'dialog' : snapshot.matches({ accepted: 'banner' }) ? 'banner' : 'hidden',
  );
  return (
    <CookieConsent
      mode={mode}
      policyHref="/privacy"
      onAccept={() => actor.send({ type: 'ACCEPT' })}
      onDecline={() => actor.send({ type: 'DECLINE' })}
      onManage={() => actor.send({ type: 'MANAGE' })}
      onReset={() => actor.send({ type: 'RESET' })}
    />
  );
}

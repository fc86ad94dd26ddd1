import { cookieConsentMachine } from '@probuild/machines';
import { CookieConsent } from '@probuild/ui';
import { useMachine } from '@xstate/react';

/** The cookie consent dialog and banner, remembered in cookiesAccepted / cookiesDeclined. */
export function CookieConsentNotice() {
  const [snapshot, send] = useMachine(cookieConsentMachine, { input: { storage: localStorage } });
  const mode = snapshot.matches('dialog')
    ? 'dialog'
    : snapshot.matches({ accepted: 'banner' })
      ? 'banner'
      : 'hidden';
  return (
    <CookieConsent
      mode={mode}
      policyHref="/privacy"
      onAccept={() => send({ type: 'ACCEPT' })}
      onDecline={() => send({ type: 'DECLINE' })}
      onManage={() => send({ type: 'MANAGE' })}
      onReset={() => send({ type: 'RESET' })}
    />
  );
}

import { Dialog, Spinner } from '@probuild/ui';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import {
  authModeOf,
  isPopupOpen,
  popupReasonOf,
  useSession,
  useSessionState,
} from '../session/useSession.ts';
import { useMachineText } from './useMachineText.ts';

// The forms (react-hook-form, zod) load when the popup first opens, not with every page.
const AuthForms = lazy(() =>
  import('../pages/auth/AuthForms.tsx').then((module) => ({ default: module.AuthForms })),
);

/**
 * The navbar's login/register popup: open while the session says so, saying why it opened when a
 * press needs a customer; closing it tells the session.
 */
export function AuthDialog() {
  const intl = useIntl();
  const text = useMachineText();
  const { actor } = useSession();
  const open = useSessionState(isPopupOpen);
  const mode = useSessionState(authModeOf);
  const reason = useSessionState(popupReasonOf);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => next || actor.send({ type: 'CLOSE_POPUP' })}
      title={intl.formatMessage({ id: mode === 'register' ? 'auth.register.title' : 'auth.login.title' })}
      description={reason ? text(reason) : undefined}
    >
      {/* Open only once the session runs: its events started it. */}
      {actor.started && (
        <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'shell.loading' })} />}>
          <AuthForms actor={actor.started} variant="popup" />
        </Suspense>
      )}
    </Dialog>
  );
}

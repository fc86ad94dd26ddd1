import { message } from '@probuild/machines';
import { AlertBox, Button } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { SessionActor } from '../../session/sessionActor.ts';
import { authModeOf } from '../../session/useSession.ts';
import { useMachineText } from '../../shell/useMachineText.ts';
import styles from './AuthForms.module.css';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { SocialButtons } from './SocialButtons.tsx';

export interface AuthFormsProps {
  actor: SessionActor;
  /** The register page keeps its submit disabled until all six fields are filled and the passwords match. */
  variant: 'popup' | 'page';
}

/**
 * The login form or the register form, switching in place, with the social buttons
 * and the alert after a successful registration.
 */
export function AuthForms({ actor, variant }: AuthFormsProps) {
  const intl = useIntl();
  const text = useMachineText();
  const mode = useSelector(actor, authModeOf);
  const registered = useSelector(actor, (snapshot) => snapshot.context.registered);

  return (
    <div className={stack.gap4}>
      {registered && (
        <AlertBox tone="success" dismissible onDismiss={() => actor.send({ type: 'DISMISS_REGISTERED' })}>
          {text(message('session.registered'))}
        </AlertBox>
      )}
      {mode === 'login' ? (
        <LoginForm actor={actor} />
      ) : (
        <RegisterForm actor={actor} disableUntilComplete={variant === 'page'} />
      )}
      <SocialButtons purpose={mode} />
      <Button
        variant="link"
        className={styles.switch}
        onClick={() => actor.send({ type: mode === 'login' ? 'SHOW_REGISTER' : 'SHOW_LOGIN' })}
      >
        {intl.formatMessage({ id: mode === 'login' ? 'auth.switch.toRegister' : 'auth.switch.toLogin' })}
      </Button>
    </div>
  );
}

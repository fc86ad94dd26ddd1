import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { authModeOf } from '../../session/useSession.ts';
import { useSignInFlow } from '../../session/useSignInFlow.ts';
import { TitledPage } from '../../shared/TitledPage/index.ts';
import { AuthForms } from './AuthForms.tsx';
import styles from './AuthPage.module.css';

/** /login and /register: the popup's forms in a page of their own. */
export function AuthPage({ first }: { first: 'login' | 'register' }) {
  const intl = useIntl();
  const actor = useSignInFlow(first);
  const mode = useSelector(actor, authModeOf);
  return (
    <TitledPage
      title={intl.formatMessage({
        id: mode === 'login' ? 'auth.page.loginTitle' : 'auth.page.registerTitle',
      })}
      className={`${stack.gap6} ${styles.page}`}
      titleClassName={textStyles.title}
    >
      <AuthForms actor={actor} variant="page" />
    </TitledPage>
  );
}

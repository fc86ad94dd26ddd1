import type { Locale } from '@probuild/api-client';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { type SessionActor, sessionInput, sessionMachineFor } from './sessionActor.ts';
import { useSession } from './useSession.ts';

/**
 * A session actor of its own for the /login and /register pages: the same rules, texts and calls as
 * the navbar popup, with the form shown in the page. A password login reloads like the popup's.
 */
export function useSignInFlow(first: 'login' | 'register'): SessionActor {
  const locale = useIntl().locale as Locale;
  const { reloadAfterLogin } = useSession();
  const machine = useMemo(() => sessionMachineFor(locale), [locale]);
  const actor = useActorRef(machine, { input: sessionInput({ locale }) });

  useEffect(() => {
    actor.send({ type: first === 'login' ? 'OPEN_LOGIN' : 'OPEN_REGISTER' });
    const loggedIn = actor.on('loggedIn', reloadAfterLogin);
    return () => loggedIn.unsubscribe();
  }, [actor, first, reloadAfterLogin]);

  return actor;
}

import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocale } from '../i18n/useLocale.ts';
import { type SessionActor, sessionInput, sessionMachineFor } from './sessionActor.ts';
import { useSession } from './useSession.ts';

/**
 * A session actor of its own for the /login and /register pages: the same rules, texts and calls as
 * the navbar popup, with the form shown in the page. A password login reloads like the popup's.
 */
export function useSignInFlow(first: 'login' | 'register'): SessionActor {
  const locale = useLocale();
  const { reloadAfterLogin } = useSession();
  const machine = useMemo(() => sessionMachineFor(locale), [locale]);
  const actor = useActorRef(machine, { input: sessionInput() });

  useEffect(() => {
    actor.send({ type: first === 'login' ? 'OPEN_LOGIN' : 'OPEN_REGISTER' });
    const loggedIn = actor.on('loggedIn', reloadAfterLogin);
    return () => loggedIn.unsubscribe();
  }, [actor, first, reloadAfterLogin]);

  return actor;
}

import { Button } from '@probuild/ui';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { type CookieConsentActor, useCookieConsentActor } from '../../shell/cookieConsentSlot.tsx';
import styles from './LegalPage.module.css';

/** The cookie policy's own controls: the visitor's current choice, choosing again, and forgetting it. */
export function CookieChoice() {
  const actor = useCookieConsentActor();
  return actor ? <CookieChoiceOf actor={actor} /> : null;
}

function CookieChoiceOf({ actor }: { actor: CookieConsentActor }) {
  const intl = useIntl();
  const choice = useSelector(actor, (snapshot) =>
    snapshot.matches('accepted') ? 'accepted' : snapshot.matches('declined') ? 'declined' : 'none',
  );
  return (
    <section className={styles.choice} aria-labelledby="cookie-choice-title">
      <h2 id="cookie-choice-title">{intl.formatMessage({ id: 'legal.cookies.title' })}</h2>
      <p role="status">{intl.formatMessage({ id: `legal.cookies.${choice}` })}</p>
      {choice !== 'none' && (
        <div className={styles.choiceActions}>
          <Button variant="secondary" size="sm" onClick={() => actor.send({ type: 'MANAGE' })}>
            {intl.formatMessage({ id: 'legal.cookies.manage' })}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => actor.send({ type: 'RESET' })}>
            {intl.formatMessage({ id: 'legal.cookies.reset' })}
          </Button>
        </div>
      )}
    </section>
  );
}

import { Button } from '@probuild/ui';
import listStyles from '@probuild/ui/styles/list.module.css';
import stack from '@probuild/ui/styles/stack.module.css';
import { useIntl } from 'react-intl';
import { customerOf, useSession, useSessionState } from '../session/useSession.ts';
import styles from './AccountPanel.module.css';
import { NewsPanel } from './NewsPanel.tsx';

const ACCOUNT_LINKS = [
  { href: '/info', label: 'shell.account.info' },
  { href: '/profile', label: 'shell.account.profile' },
  { href: '/orders', label: 'shell.account.orders' },
] as const;

/** The my-account popup: greeting, account links, log out and the news panel. */
export function AccountPanel({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const { logOut } = useSession();
  const customer = useSessionState(customerOf);
  return (
    <div className={stack.gap4}>
      {customer && (
        <p className={styles.greeting}>
          {intl.formatMessage({ id: 'shell.account.greeting' }, { name: customer.firstName })}
        </p>
      )}
      <nav aria-label={intl.formatMessage({ id: 'shell.account.title' })}>
        <ul className={listStyles.rows}>
          {ACCOUNT_LINKS.map(({ href, label }) => (
            <li key={href}>
              <a href={href} onClick={onDone}>
                {intl.formatMessage({ id: label })}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Button
        variant="secondary"
        onClick={async () => {
          await logOut();
          onDone();
        }}
      >
        {intl.formatMessage({ id: 'shell.account.logOut' })}
      </Button>
      <NewsPanel />
    </div>
  );
}

import { toApiError } from '@probuild/api-client';
import { message } from '@probuild/machines';
import { Avatar, Button, ErrorState, Spinner, StatusBadge } from '@probuild/ui';
import actionStyles from '@probuild/ui/styles/actions.module.css';
import facts from '@probuild/ui/styles/facts.module.css';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { queries } from '../../api/client.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { useSession } from '../../session/useSession.ts';
import { QueryErrorState } from '../../shared/QueryErrorState/index.ts';
import { formatDateTime } from '../../shell/formatDate.ts';
import { useMachineText } from '../../shell/useMachineText.ts';
import styles from './ProfilePage.module.css';
import { VerificationPanel } from './VerificationPanel/VerificationPanel.tsx';

/** /profile: who is signed in, with edit, change password and log out. */
export default function ProfilePage() {
  const intl = useIntl();
  const locale = useLocale();
  const text = useMachineText();
  const [, navigate] = useLocation();
  const { logOut } = useSession();
  const profile = queries.useQuery('get', '/customers/profile', {}, { retry: false });

  if (profile.isPending) {
    return (
      <p role="status" className={`${stack.gap3} ${styles.state}`}>
        <Spinner decorative size="sm" />
        {intl.formatMessage({ id: 'profile.loading' })}
      </p>
    );
  }
  if (profile.isError) {
    const error = toApiError(profile.error);
    return error.kind === 'http' && error.status === 404 ? (
      <ErrorState
        message={intl.formatMessage({ id: 'profile.notFound' })}
        retryLabel={intl.formatMessage({ id: 'profile.reload' })}
        onRetry={() => window.location.reload()}
      />
    ) : (
      <QueryErrorState
        query={profile}
        message={text(message('profile.loadFailed'))}
        retryLabel={intl.formatMessage({ id: 'profile.retry' })}
      />
    );
  }

  const customer = profile.data.data;
  const fullName = `${customer.firstName} ${customer.lastName}`.trim();
  return (
    <section className={`${stack.gap6} ${styles.profile}`} aria-labelledby="profile-name">
      <header className={styles.header}>
        <Avatar
          src={customer.profilePicture}
          firstName={customer.firstName}
          lastName={customer.lastName}
          alt=""
          size="lg"
        />
        <div className={`${stack.gap1} ${styles.identity}`}>
          <p className={textStyles.note}>{intl.formatMessage({ id: 'profile.title' })}</p>
          <h1 id="profile-name" className={styles.name}>
            {fullName}
          </h1>
          <div className={styles.badges}>
            <StatusBadge kind="emailVerified" verified={customer.emailVerified} />
            <StatusBadge kind="customer" status={customer.status} />
          </div>
        </div>
      </header>
      <dl className={`${facts.facts} ${styles.details}`}>
        <div>
          <dt>{intl.formatMessage({ id: 'profile.email' })}</dt>
          <dd>{customer.email}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'profile.phone' })}</dt>
          <dd>{customer.phone || intl.formatMessage({ id: 'profile.noPhone' })}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'profile.createdAt' })}</dt>
          <dd>{formatDateTime(customer.createdAt, locale)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'profile.lastLoginAt' })}</dt>
          <dd>
            {customer.lastLoginAt
              ? formatDateTime(customer.lastLoginAt, locale)
              : intl.formatMessage({ id: 'profile.neverLoggedIn' })}
          </dd>
        </div>
      </dl>
      <VerificationPanel customer={customer} />
      <div className={`${actionStyles.actions} ${styles.actions}`}>
        <Button asChild>
          <a href="/profile/edit">{intl.formatMessage({ id: 'profile.edit' })}</a>
        </Button>
        {customer.hasPassword ? (
          <Button asChild variant="secondary">
            <a href="/profile/change-password">{intl.formatMessage({ id: 'profile.changePassword' })}</a>
          </Button>
        ) : (
          <p className={textStyles.note}>{intl.formatMessage({ id: 'profile.socialOnly' })}</p>
        )}
        <Button
          variant="ghost"
          onClick={async () => {
            await logOut();
            navigate('/');
          }}
        >
          {intl.formatMessage({ id: 'profile.logOut' })}
        </Button>
      </div>
    </section>
  );
}

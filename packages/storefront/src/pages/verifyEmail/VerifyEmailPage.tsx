import { toApiError } from '@probuild/api-client';
import { AlertBox, Button, Spinner } from '@probuild/ui';
import actionStyles from '@probuild/ui/styles/actions.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'wouter';
import { queries } from '../../api/client.ts';
import { QueryErrorState } from '../../shared/QueryErrorState/index.ts';
import { TitledPage } from '../../shared/TitledPage/index.ts';
import styles from './VerifyEmailPage.module.css';

/** The shape of a link's token; anything else is no link, and is not sent to the server. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * /verify-email?token=…: the page a confirmation link opens, signed in or not. It confirms the email
 * once (a mail scanner that only fetches the page confirms nothing) and says what happened: confirmed,
 * an invalid, used or expired link, an address another account has taken meanwhile, or a failure to
 * try again.
 */
export default function VerifyEmailPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = TOKEN_SHAPE.test(token);
  const confirmation = queries.useQuery(
    'get',
    '/customers/verify-email/{token}',
    { params: { path: { token } } },
    // A token works once: its answer is kept for the page's life and never asked for again by itself.
    { enabled: valid, retry: false, staleTime: Number.POSITIVE_INFINITY, refetchOnReconnect: false },
  );
  const confirmed = confirmation.data?.data.email;
  useEffect(() => {
    // A signed-in customer's profile now has another email or its confirmation.
    if (confirmed) {
      void queryClient.invalidateQueries({
        queryKey: queries.queryOptions('get', '/customers/profile', {}).queryKey,
      });
    }
  }, [confirmed, queryClient]);

  const failure = confirmation.error ? toApiError(confirmation.error) : null;
  let body: ReactNode;
  if (!valid || (failure?.kind === 'http' && failure.status === 404)) {
    body = <AlertBox tone="error">{intl.formatMessage({ id: 'verifyEmail.invalid' })}</AlertBox>;
  } else if (failure?.kind === 'http' && failure.status === 409) {
    body = <AlertBox tone="error">{intl.formatMessage({ id: 'verifyEmail.taken' })}</AlertBox>;
  } else if (failure) {
    body = (
      <QueryErrorState
        query={confirmation}
        message={intl.formatMessage({ id: 'verifyEmail.failed' })}
        retryLabel={intl.formatMessage({ id: 'verifyEmail.retry' })}
      />
    );
  } else if (confirmed) {
    body = (
      <AlertBox tone="success">
        {intl.formatMessage({ id: 'verifyEmail.done' }, { email: confirmed })}
      </AlertBox>
    );
  } else {
    body = (
      <p role="status" className={`${textStyles.withIcon} ${styles.status}`}>
        <Spinner decorative size="sm" />
        {intl.formatMessage({ id: 'verifyEmail.checking' })}
      </p>
    );
  }
  return (
    <TitledPage
      title={intl.formatMessage({ id: 'verifyEmail.title' })}
      className={styles.page}
      titleClassName={textStyles.title}
    >
      {body}
      <div className={actionStyles.actions}>
        <Button asChild>
          <a href="/profile">{intl.formatMessage({ id: 'verifyEmail.profile' })}</a>
        </Button>
        <Button asChild variant="secondary">
          <a href="/">{intl.formatMessage({ id: 'verifyEmail.home' })}</a>
        </Button>
      </div>
    </TitledPage>
  );
}

import { ErrorState } from '@probuild/ui';
import { errorTextId } from '../errorText.ts';
import { useText } from '../i18n/messages.ts';

/** A read that failed: what went wrong, in the member's language, and a button that reads again. */
export function QueryFailure({ query }: { query: { error: unknown; refetch: () => unknown } }) {
  const t = useText();
  return (
    <ErrorState
      message={t(errorTextId(query.error))}
      retryLabel={t('error.retry')}
      onRetry={() => void query.refetch()}
    />
  );
}

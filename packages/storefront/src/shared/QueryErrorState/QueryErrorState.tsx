import { ErrorState } from '@probuild/ui';
import type { ReactNode } from 'react';

export interface QueryErrorStateProps {
  /** The read that failed (a TanStack query): the retry reads it again. */
  query: { isFetching: boolean; refetch: () => unknown };
  message: ReactNode;
  retryLabel: string;
}

/** A failed read with its retry, which shows a spinner while the read runs again. */
export function QueryErrorState({ query, message, retryLabel }: QueryErrorStateProps) {
  return (
    <ErrorState
      message={message}
      retryLabel={retryLabel}
      retrying={query.isFetching}
      onRetry={() => query.refetch()}
    />
  );
}

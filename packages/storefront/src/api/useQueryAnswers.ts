import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Hands a query's outcome to whoever waits for it (a machine's LOADED / FAILED): each new answer
 * once, and each new failure once, so a retry that fails again is reported again.
 */
export function useQueryAnswers<TData, TError>(
  query: Pick<
    UseQueryResult<TData, TError>,
    'status' | 'data' | 'error' | 'dataUpdatedAt' | 'errorUpdatedAt'
  >,
  answered: (data: TData) => void,
  failed: (error: TError) => void,
): void {
  const handlers = useRef({ answered, failed });
  handlers.current = { answered, failed };
  const { status, data, error, dataUpdatedAt, errorUpdatedAt } = query;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the times say when an answer or a failure is new.
  useEffect(() => {
    if (status === 'success') handlers.current.answered(data as TData);
    else if (status === 'error') handlers.current.failed(error as TError);
  }, [status, dataUpdatedAt, errorUpdatedAt]);
}

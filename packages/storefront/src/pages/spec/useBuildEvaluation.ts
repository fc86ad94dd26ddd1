import type { Assembly } from '@probuild/machines';
import { keepPreviousData } from '@tanstack/react-query';
import { queries } from '../../api/client.ts';
import type { BuildEvaluation, BuildItemInput } from './builderParts.ts';

export interface BuildEvaluationState {
  /** The server's evaluation; null while nothing is chosen (the total is then zero). */
  evaluation: BuildEvaluation | null;
  pending: boolean;
  failed: boolean;
}

/**
 * Total, estimated draw, recommended supply, issues, assembly fee and delivery estimate of the build,
 * all computed by the server.
 */
export function useBuildEvaluation(items: BuildItemInput[], assembly: Assembly): BuildEvaluationState {
  const query = queries.useQuery(
    'post',
    '/spec-builder/evaluate',
    { body: { items, assembly } },
    { enabled: items.length > 0, placeholderData: keepPreviousData },
  );
  if (items.length === 0) return { evaluation: null, pending: false, failed: false };
  return {
    evaluation: query.data?.data ?? null,
    pending: query.isFetching,
    failed: query.isError,
  };
}

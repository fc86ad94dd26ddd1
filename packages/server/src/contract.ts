import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { backofficeContractPath, contractPath } from './paths.ts';

/** The OpenAPI document of /api/v1 (openapi/storefront.yaml), parsed. */
export function loadContract(): Record<string, unknown> {
  return parse(readFileSync(contractPath, 'utf8'));
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** The OpenAPI document of /api/backoffice/v1 (openapi/backoffice.yaml), parsed. */
export function loadBackofficeContract(): Record<string, unknown> {
  return parse(readFileSync(backofficeContractPath, 'utf8'));
}

/** The operationId of every operation in the document. */
export function operationIds(contract: Record<string, unknown>): string[] {
  const paths = (contract.paths ?? {}) as Record<string, Record<string, { operationId?: string }>>;
  return Object.values(paths).flatMap((item) =>
    Object.entries(item).flatMap(([method, operation]) =>
      HTTP_METHODS.has(method) && operation.operationId ? [operation.operationId] : [],
    ),
  );
}

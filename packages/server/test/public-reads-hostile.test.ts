import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../src/app.ts';
import { loadContract } from '../src/contract.ts';
import { MAX_PATH_PARAMETER_LENGTH } from '../src/http/errors.ts';
import type { OperationId } from '../src/http/operations.ts';
import { useTestApp } from './support/app.ts';
import { callOperation, expectErrorBody } from './support/contract.ts';

// Every public read of the shop (catalogue, content, addresses, spec builder) with hostile path and
// query values, one at a time: each answer must be a documented one (checked against the contract)
// and none a 500.

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  $ref?: string;
}
interface Operation {
  operationId: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Parameter[];
}

const contract = loadContract() as {
  paths: Record<string, Record<string, unknown>>;
  components: { parameters?: Record<string, Parameter> };
};
const resolveParameter = (parameter: Parameter): Parameter =>
  parameter.$ref
    ? (contract.components.parameters?.[parameter.$ref.split('/').at(-1) ?? ''] as Parameter)
    : parameter;

/** Customer, payment and service writes have their own hostile-input tests. */
const publicReads = Object.values(contract.paths).flatMap((item) => {
  const { get: operation, parameters: shared } = item as { get?: Operation; parameters?: Parameter[] };
  if (!operation || (operation.security?.length ?? 0) > 0) return [];
  if (operation.tags?.some((tag) => ['customers', 'payments'].includes(tag))) return [];
  return [
    {
      id: operation.operationId as OperationId,
      parameters: [...(shared ?? []), ...(operation.parameters ?? [])].map(resolveParameter),
    },
  ];
});

/** Values that reach past validation where a parameter allows them, so the handlers see them too. */
const samplePathValues: Record<string, string> = {
  sku: 'CPU-AMD-R7-9800X3D',
  category: 'cpu',
  province: 'กรุงเทพมหานคร',
  district: 'เขตพระนคร',
  slug: 'privacy',
  id: 'no-such-build',
};

const hostileValues: Array<string | string[]> = [
  '-1',
  '0',
  '1.5',
  '10000',
  '99999999999999999999',
  'abc',
  '',
  ' ',
  "' or '1'='1' --",
  '%_\\',
  'x'.repeat(MAX_PATH_PARAMETER_LENGTH),
  'y'.repeat(1_000),
  'nul\u0000byte',
  'การ์ดจอ',
  ['a', 'b'],
];

describe('public reads under hostile input', () => {
  const testApp = useTestApp();

  it('covers every public read of the contract', () => {
    expect(publicReads.length).toBeGreaterThan(40);
    expect(publicReads.map((operation) => operation.id)).toContain('listBuilderParts');
  });

  it('refuses a path too long or malformed for the router with 400 in the error envelope', async () => {
    const tooLong = await callOperation(testApp.app, 'getProductDetail', {
      params: { sku: 'X'.repeat(MAX_PATH_PARAMETER_LENGTH + 1) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ message: 'A part of the path is longer than 100 characters' });
    const malformed = await testApp.app.inject({ url: `${API_PREFIX}/web/product-detail/%E0%A4%A` });
    expect(malformed.statusCode).toBe(400);
    expectErrorBody(malformed.json());
  });

  it('refuses U+0000 (which PostgreSQL text cannot hold) in a path or query value with 400', async () => {
    const inQuery = await callOperation(testApp.app, 'searchProducts', { query: { q: 'rtx\u00005070' } });
    expect(inQuery.status).toBe(400);
    expect(inQuery.body).toMatchObject({ message: 'querystring/q must not contain U+0000' });
    const inPath = await callOperation(testApp.app, 'listDistricts', { params: { province: 'a\u0000b' } });
    expect(inPath.status).toBe(400);
  });

  it.each(publicReads)(
    '$id answers a documented 2xx/4xx to every hostile value, never a 500',
    async ({ id, parameters }) => {
      const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name);
      const samplePath = Object.fromEntries(pathNames.map((name) => [name, samplePathValues[name] ?? 'x']));
      const calls = [
        { params: samplePath },
        ...pathNames.flatMap((name) =>
          hostileValues
            // An empty segment is another route; U+0000 and over-long segments are tested above.
            .filter(
              (value): value is string =>
                typeof value === 'string' &&
                value !== '' &&
                !value.includes('\u0000') &&
                value.length <= MAX_PATH_PARAMETER_LENGTH,
            )
            .map((value) => ({ params: { ...samplePath, [name]: value } })),
        ),
        ...parameters
          .filter((p) => p.in === 'query')
          .flatMap((p) => hostileValues.map((value) => ({ params: samplePath, query: { [p.name]: value } }))),
      ];
      for (const call of calls) {
        const { status, body } = await callOperation(testApp.app, id, call);
        expect(status, `${id} ${JSON.stringify(call)}: ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    },
  );
});

import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { API_PREFIX } from '../../src/app.ts';
import { loadBackofficeContract, loadContract } from '../../src/contract.ts';
import type { ErrorBody } from '../../src/http/envelope.ts';
import type { OperationId, OperationResult } from '../../src/http/operations.ts';

type OpenApiObject = Record<string, unknown> & { $ref?: string };

const escapePointer = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');

/** Checks of answers against one OpenAPI document (the storefront's or the back office's). */
export function contractChecks(document: Record<string, unknown>, name: string) {
  const contract = document as OpenApiObject & { paths: Record<string, Record<string, OpenApiObject>> };
  // The whole document is one schema resource: `$ref`s inside response schemas resolve against it.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(contract, name);

  function resolve(pointer: string): OpenApiObject {
    let node: unknown = contract;
    for (const part of pointer.split('/').slice(1)) {
      node = (node as Record<string, unknown>)[part.replaceAll('~1', '/').replaceAll('~0', '~')];
    }
    return node as OpenApiObject;
  }

  function findOperation(operationId: string): { method: string; path: string; pointer: string } {
    for (const [path, item] of Object.entries(contract.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (operation?.operationId === operationId) {
          return { method: method.toUpperCase(), path, pointer: `/paths/${escapePointer(path)}/${method}` };
        }
      }
    }
    throw new Error(`The ${name} contract has no operation ${operationId}`);
  }

  function expectValid(schemaPointer: string, body: unknown, what: string): void {
    const id = `${name}#${schemaPointer}`;
    if (!ajv.getSchema(id)) ajv.addSchema({ $ref: id }, id);
    const validate = ajv.getSchema(id);
    if (!validate) throw new Error(`No schema at ${schemaPointer}`);
    const valid = validate(body);
    expect(valid, `${what} does not match the contract: ${ajv.errorsText(validate.errors)}`).toBe(true);
  }

  return {
    findOperation,

    /** Fails unless the body is what the contract documents for this operation and status. */
    expectContractBody(operationId: string, status: number, body: unknown): void {
      const { pointer } = findOperation(operationId);
      const responses = resolve(`${pointer}/responses`);
      const key = String(status) in responses ? String(status) : 'default';
      let responsePointer = `${pointer}/responses/${key}`;
      const response = resolve(responsePointer);
      if (!response) throw new Error(`The contract documents no status ${status} for ${operationId}`);
      if (response.$ref) responsePointer = response.$ref.slice(1);
      const content = resolve(responsePointer).content as Record<string, unknown> | undefined;
      if (!content?.['application/json']) {
        expect(body, `${operationId} ${status} has no body in the contract`).toBeUndefined();
        return;
      }
      expectValid(`${responsePointer}/content/application~1json/schema`, body, `${operationId} ${status}`);
    },

    /**
     * The media types of the answer the contract documents for this operation and status (its own
     * status, else its `default`), or undefined when it documents no such answer.
     */
    documentedMediaTypes(operationId: string, status: number): string[] | undefined {
      const { pointer } = findOperation(operationId);
      const responses = resolve(`${pointer}/responses`);
      const key = [String(status), 'default'].find((candidate) => candidate in responses);
      if (!key) return undefined;
      let response = responses[key] as OpenApiObject;
      if (response.$ref) response = resolve(response.$ref.slice(1));
      return Object.keys((response.content as Record<string, unknown> | undefined) ?? {});
    },

    /** Fails unless the body is the contract's error envelope. */
    expectErrorBody(body: unknown): void {
      expectValid('/components/schemas/Error', body, 'The error answer');
    },
  };
}

export type ContractChecks = ReturnType<typeof contractChecks>;

/** The storefront contract's checks. */
export const storefrontChecks = contractChecks(loadContract(), 'contract');
export const { findOperation, expectContractBody, documentedMediaTypes, expectErrorBody } = storefrontChecks;

/** The back office contract's checks. */
export const backofficeChecks = contractChecks(loadBackofficeContract(), 'backoffice');

export interface OperationCall {
  params?: Record<string, string>;
  query?: InjectOptions['query'];
  headers?: InjectOptions['headers'];
  payload?: InjectOptions['payload'];
  /** The client's address (127.0.0.1 when absent). */
  remoteAddress?: string;
}

/** Calls an operation of the contract on the app and checks the answer against the contract. */
export async function callOperation<K extends OperationId>(
  app: FastifyInstance,
  operationId: K,
  call: OperationCall = {},
) {
  const { method, path } = findOperation(operationId);
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`${operationId} needs the path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const response = await app.inject({
    method: method as InjectOptions['method'],
    url: `${API_PREFIX}${url}`,
    query: call.query,
    headers: call.headers,
    payload: call.payload,
    remoteAddress: call.remoteAddress,
  });
  const body: unknown = response.body === '' ? undefined : response.json();
  expectContractBody(operationId, response.statusCode, body);
  return { status: response.statusCode, body: body as OperationResult<K> | ErrorBody, response };
}

/** Calls an operation that must succeed; returns its typed, contract-checked body. */
export async function callSuccessfully<K extends OperationId>(
  app: FastifyInstance,
  operationId: K,
  call: OperationCall = {},
): Promise<OperationResult<K>> {
  const { status, body } = await callOperation(app, operationId, call);
  expect(status, JSON.stringify(body)).toBeLessThan(300);
  return body as OperationResult<K>;
}

import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type TOTP, URI } from 'otpauth';
import { expect } from 'vitest';
import { loadBackofficeContract } from '../../src/contract.ts';
import type { AppDatabase } from '../../src/db/open.ts';
import { BACKOFFICE_API_PREFIX } from '../../src/http/api-prefix.ts';
import { createStaff } from '../../src/staff/accounts.ts';
import type { StaffRole } from '../../src/staff/permissions.ts';

type Operation = {
  operationId: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
};
export const backofficeContract = loadBackofficeContract() as {
  paths: Record<string, Record<string, Operation>>;
};

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addSchema(backofficeContract, 'backoffice');

export interface BackofficeOperation {
  operationId: string;
  method: string;
  path: string;
  /** The permission its `staffSession` scope names, '' for none; undefined when not a staff-session operation. */
  permission: string | undefined;
  pointer: string;
}

export const backofficeOperations: BackofficeOperation[] = Object.entries(backofficeContract.paths).flatMap(
  ([path, item]) =>
    Object.entries(item).map(([method, operation]) => {
      const scopes = operation.security?.[0]?.staffSession;
      return {
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        permission: scopes ? (scopes[0] ?? '') : undefined,
        pointer: `/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}`,
      };
    }),
);

function operation(operationId: string): BackofficeOperation {
  const found = backofficeOperations.find((item) => item.operationId === operationId);
  if (!found) throw new Error(`No back-office operation ${operationId}`);
  return found;
}

export interface Call {
  token?: string;
  params?: Record<string, string>;
  query?: InjectOptions['query'];
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** Calls an operation of openapi/backoffice.yaml and checks the answer against the contract. */
export async function callBackoffice(app: FastifyInstance, operationId: string, call: Call = {}) {
  const { method, path, pointer } = operation(operationId);
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(call.params?.[name] ?? ''));
  const response = await app.inject({
    method: method as InjectOptions['method'],
    url: `${BACKOFFICE_API_PREFIX}${url}`,
    query: call.query,
    headers: { ...call.headers, ...(call.token ? { authorization: `Bearer ${call.token}` } : {}) },
    payload: call.payload,
    remoteAddress: call.remoteAddress,
  });
  // A file (a CSV sheet) is answered as it is; its media type is the contract's.
  const mediaType = String(response.headers['content-type'] ?? '').split(';')[0] ?? '';
  if (response.statusCode < 300 && mediaType !== 'application/json') {
    const declared = backofficeContract.paths[path]?.[method.toLowerCase()]?.responses?.[response.statusCode];
    expect(Object.keys((declared as { content?: object })?.content ?? {})).toContain(mediaType);
    return { status: response.statusCode, body: response.body as unknown, response };
  }
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked against the contract below
  const body: any = response.body === '' ? undefined : response.json();
  const status = String(response.statusCode);
  const responses = backofficeContract.paths[path]?.[method.toLowerCase()]?.responses ?? {};
  expect(Object.keys(responses), `${operationId} does not document ${status}: ${response.body}`).toContain(
    status,
  );
  const id = `backoffice#${pointer}/responses/${status}/content/application~1json/schema`;
  const responseRef = (responses[status] as { $ref?: string }).$ref;
  const schemaId = responseRef ? `backoffice#${responseRef.slice(1)}/content/application~1json/schema` : id;
  if (!ajv.getSchema(schemaId)) ajv.addSchema({ $ref: schemaId }, schemaId);
  const validate = ajv.getSchema(schemaId);
  expect(validate?.(body), `${operationId} ${status}: ${ajv.errorsText(validate?.errors)}`).toBe(true);
  return { status: response.statusCode, body, response };
}

export const STAFF_PASSWORD = 'Kh0ng-Dee-2026!';

export interface SignedInStaff {
  id: string;
  email: string;
  role: StaffRole;
  token: string;
  totp?: TOTP;
}

/** The code of an authenticator for `secret` at `timestamp`. */
export function totpCode(totp: TOTP, timestamp = Date.now()): string {
  return totp.generate({ timestamp });
}

/**
 * Creates a staff member and signs them in through the API; owners and managers enrol an
 * authenticator on the way (its TOTP kept for later codes).
 */
export async function signedInStaff(
  app: FastifyInstance,
  db: AppDatabase,
  role: StaffRole,
  email = `${role}-${Math.random().toString(36).slice(2)}@probuild.example`,
): Promise<SignedInStaff> {
  const created = await createStaff(
    db,
    { id: null, email: 'test' },
    { email, name: `A ${role}`, role, password: STAFF_PASSWORD },
  );
  const signIn = await callBackoffice(app, 'signInStaff', { payload: { email, password: STAFF_PASSWORD } });
  expect(signIn.status).toBe(200);
  if (signIn.body.data.stage === 'signedIn')
    return { id: created.id, email, role, token: signIn.body.data.token };
  expect(signIn.body.data.stage).toBe('enrolment');
  const challenge = signIn.body.data.token;
  const enrolment = await callBackoffice(app, 'startStaffEnrolment', { token: challenge });
  const totp = URI.parse(enrolment.body.data.uri) as TOTP;
  const confirmed = await callBackoffice(app, 'confirmStaffEnrolment', {
    token: challenge,
    payload: { code: totpCode(totp) },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { id: created.id, email, role, token: confirmed.body.data.token, totp };
}

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { STAFF_ROLES } from '@probuild/api-client/backoffice/enums';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../src/app.ts';
import { readCommerceSettings } from '../src/commerce-settings.ts';
import { loadBackofficeContract, loadContract } from '../src/contract.ts';
import { createSession, findSession } from '../src/customers/sessions.ts';
import { BACKOFFICE_API_PREFIX } from '../src/http/api-prefix.ts';
import { findStaffSession } from '../src/staff/sessions.ts';
import { type Customer, customerWithEverything } from './security/fixtures.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { signedInStaff } from './support/backoffice.ts';
import { backofficeChecks, type ContractChecks, storefrontChecks } from './support/contract.ts';
import { startOAuthStandIn } from './support/oauth-stand-in.ts';
import { omiseSettingsOf, startOmiseStandIn } from './support/omise-stand-in.ts';
import { hostileValue, type Schema, schemaArbitraries, sometimes } from './support/schema-arbitrary.ts';

/**
 * Every operation of both contracts (the storefront's and the back office's), called with generated requests (valid ones, and ones with wrong
 * types, huge and deep values, missing and extra fields, odd paths, queries and headers), signed in
 * and signed out, never answers 5xx, and answers only as the contract documents.
 *
 * Runs a fixed number of calls per operation from a fixed seed, so CI runs the same calls every
 * time. To search further: FUZZ_RUNS=500 FUZZ_SEED=$RANDOM pnpm --filter @probuild/server exec
 * vitest run test/contract-fuzz.test.ts (add -t <operationId> for one operation).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_611);

/**
 * Answers any call may get before an operation reads it: 400 for a request that is malformed as
 * HTTP (its address, Host or body), 413 for a body over the size limit, 415 for a body in a media
 * type the server reads for no operation. Each is the error envelope.
 */
const ANY_OPERATION_STATUSES = [400, 413, 415];

/** The storefront's origin where a provider set-up needs one. */
const SHOP = 'https://shop.example';

type Method = NonNullable<InjectOptions['method']>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}

interface Operation {
  operationId: string;
  method: Method;
  path: string;
  parameters: Parameter[];
  /** The request body's media types and schemas; none for an operation without a body. */
  body?: Record<string, Schema>;
  signedIn: boolean;
}

type Contract = Schema & { paths: Record<string, Record<string, Schema>> };

function deref<T>(contract: Contract, node: T | { $ref: string }): T {
  const ref = (node as { $ref?: string }).$ref;
  if (!ref) return node as T;
  let target: unknown = contract;
  for (const part of ref.slice(2).split('/')) target = (target as Record<string, unknown>)[part];
  return target as T;
}

/** What ends things runs last, so the other operations still find the cart, address and session. */
const ending = (operation: Operation) =>
  operation.method === 'DELETE'
    ? 1
    : ['logoutCustomer', 'signOutStaff'].includes(operation.operationId)
      ? 2
      : 0;

const operationsOf = (contract: Contract): Operation[] =>
  Object.entries(contract.paths)
    .flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, value]) => {
        const operation = value as Schema & { operationId?: string };
        if (!operation.operationId) return [];
        const parameters = [
          ...((item.parameters as unknown[] | undefined) ?? []),
          ...((operation.parameters as unknown[] | undefined) ?? []),
        ].map((parameter) => deref<Parameter>(contract, parameter as Parameter));
        const requestBody = operation.requestBody as
          | { content: Record<string, { schema: Schema }> }
          | undefined;
        const security = operation.security as unknown[] | undefined;
        return [
          {
            operationId: operation.operationId,
            method: method.toUpperCase() as Method,
            path,
            parameters,
            body:
              requestBody &&
              Object.fromEntries(
                Object.entries(requestBody.content).map(([type, media]) => [type, media.schema]),
              ),
            signedIn: security === undefined || security.length > 0,
          },
        ];
      }),
    )
    .sort((a, b) => ending(a) - ending(b));

/** One contract to fuzz: its document, where its routes are and how its answers are checked. */
interface Side {
  contract: Contract;
  prefix: string;
  checks: ContractChecks;
  operations: Operation[];
}

const storefront: Side = {
  contract: loadContract() as Contract,
  prefix: API_PREFIX,
  checks: storefrontChecks,
  operations: operationsOf(loadContract() as Contract),
};

const backoffice: Side = {
  contract: loadBackofficeContract() as Contract,
  prefix: BACKOFFICE_API_PREFIX,
  checks: backofficeChecks,
  operations: operationsOf(loadBackofficeContract() as Contract),
};

/** Path segments no id, SKU or name has, sent percent-encoded. */
const HOSTILE_SEGMENTS = [
  ' ',
  '%',
  '0',
  '-1',
  '9'.repeat(40),
  'x'.repeat(100),
  'x'.repeat(101),
  'x'.repeat(2_000),
  'ก'.repeat(40),
  "'; DROP TABLE customers; --",
  'a/b',
  'a?b#c',
  '\u0000',
  '\ud800',
  'null',
  '__proto__',
];

/** Path segments sent as they are: escapes that decode to nothing valid. */
const RAW_SEGMENTS = ['%', '%zz', '%00', '%C0%AF', '%E0%B8', '%ff%fe', '..%2f..%2f'];

/** Request bodies that are not JSON, or JSON no parser should take whole. */
const RAW_JSON_BODIES = [
  '',
  ' ',
  '{',
  '{"a":1,,}',
  "{'a':1}",
  '\ufeff{}',
  'null',
  '1e999',
  '"\\ud800"',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(65)}${']'.repeat(65)}`,
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
  `{"a":${'x'.repeat(1_100_000)}}`,
];

const RAW_FORM_BODIES = [
  '',
  '=',
  '&&&',
  'decision',
  'decision=approve&decision=decline',
  '%zz=%zz',
  'a'.repeat(5_000),
];

const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'application/json, text/plain',
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  '*/*',
  ';',
];

/** A session token stand-in, replaced by the signed-in customer's current token when sent. */
const OWN = '{own-token}';

const AUTHORIZATIONS = [
  'Bearer',
  'Bearer ',
  'Bearer x',
  `bearer ${OWN}`,
  `Bearer ${OWN} ${OWN}`,
  `Bearer ${OWN}x`,
  `Basic ${OWN}`,
  'Basic dXNlcjpwYXNz',
  `Bearer ${'a'.repeat(5_000)}`,
  'Bearer é',
];

/** Headers a client may send any value of, with odd ones. */
const ODD_HEADERS = fc.record(
  {
    host: fc.constantFrom(
      'shop.test',
      'shop.test:8080',
      '[::1]:8080',
      'a b',
      'localhost:99999',
      'é.example',
      'x'.repeat(300),
    ),
    'accept-language': fc.constantFrom('', '*', 'xx', 'th;q=abc', 'en-US,en;q=0.9', 'a'.repeat(2_000)),
    'accept-encoding': fc.constantFrom('', '*', 'identity;q=0', 'br;q=x', 'gzip, deflate, br, zstd'),
    accept: fc.constantFrom('', 'text/html', 'application/xml', '*/*;q=abc'),
    'x-forwarded-for': fc.constantFrom('', 'garbage', '1.1.1.1, 2.2.2.2', '::ffff:1.2.3.4', '999.999.1.1'),
    'x-forwarded-host': fc.constantFrom('evil.example', 'a b'),
    'x-forwarded-proto': fc.constantFrom('javascript', 'https'),
    cookie: fc.constantFrom(`cart_session=${OWN}`, 'cart_session=x', '=;;;', `a=${'b'.repeat(4_000)}`),
    'if-none-match': fc.constantFrom('*', 'W/"x"', `"${'x'.repeat(1_000)}`, ','),
    origin: fc.constantFrom('null', 'https://evil.example'),
  },
  { requiredKeys: [] },
);

/** Header values as HTTP can carry them: no line breaks or controls, Latin-1 at most. */
const headerSafe = (value: string) => value.replace(/[^\t\x20-\x7e\xa0-\xff]/g, '?');

/** Text for a path segment or query value: JSON for objects, as written for the rest. */
const asText = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/** encodeURIComponent that takes lone surrogates too (as UTF-8 has them: the replacement character). */
const encodeSegment = (text: string) => encodeURIComponent(Buffer.from(text).toString());

interface Call {
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
}

/** An app to fuzz, with the real values its calls should reach (by field or parameter name). */
interface FuzzTarget {
  testApp: TestApp;
  known?: (me: Customer) => Record<string, readonly string[]>;
  dispose?: () => Promise<void>;
}

/** Who the signed-in calls are made as: their token, and a new one once a call ended it. */
interface Principal {
  token: string;
  known: Record<string, readonly string[]>;
  renew(token: string): Promise<string>;
}

/** The customer that `customerWithEverything` makes, and the values of their cart, order and address. */
async function customerPrincipal(target: FuzzTarget): Promise<Principal> {
  const { app, database } = target.testApp;
  const me = await customerWithEverything(app, database.db);
  const sku = [me.sku, 'CPU-AMD-R7-9800X3D'];
  return {
    token: me.token,
    known: {
      customerId: [me.customerId],
      sku,
      skus: sku,
      cartId: [me.cartId],
      productId: [me.lineId],
      orderNumber: [me.orderNumber],
      checkoutId: [me.checkoutId],
      addressId: [me.addressId],
      shippingAddressId: [me.addressId],
      taxInvoiceAddressId: [me.addressId],
      id: [me.addressId, me.keptBuildId],
      paymentMethod: ['promptpay', 'credit_card', 'internet_banking', 'truemoney'],
      // One key used again and again: by other operations, other bodies and other customers.
      'idempotency-key': ['fuzz-key-0001'],
      provider: ['google', 'facebook', 'line', 'github'],
      category: ['cpu', 'computer-parts'],
      q: ['rtx', 'ryzen'],
      province: ['เชียงใหม่'],
      district: ['เมืองเชียงใหม่'],
      postcode: ['50200'],
      ...target.known?.(me),
    },
    renew: async (token) =>
      (await findSession(database.db, token))
        ? token
        : (await createSession(database.db, me.customerId)).token,
  };
}

/**
 * A signed-in owner (every permission), with a customer's order and a packer to act on; a call that
 * ended the owner's session (a role change, a deactivation, a sign-out) is followed by a new owner.
 */
async function ownerPrincipal(target: FuzzTarget): Promise<Principal> {
  const { app, database } = target.testApp;
  const customer = await customerWithEverything(app, database.db);
  const owner = await signedInStaff(app, database.db, 'owner');
  const packer = await signedInStaff(app, database.db, 'packer');
  return {
    token: owner.token,
    known: {
      orderNumber: [customer.orderNumber],
      staffId: [owner.id, packer.id],
      email: [owner.email, packer.email],
      role: [...STAFF_ROLES],
      q: [customer.orderNumber, customer.email],
    },
    renew: async (token) =>
      (await findStaffSession(database.db, token, 'signedIn'))
        ? token
        : (await signedInStaff(app, database.db, 'owner')).token,
  };
}

/**
 * Fuzzes the chosen operations on the app that `start` builds, as the customer that
 * `customerWithEverything` makes there and signed out.
 */
function fuzzOperations(
  title: string,
  side: Side,
  start: () => Promise<FuzzTarget>,
  signIn: (target: FuzzTarget) => Promise<Principal>,
  chosen: (operation: Operation) => boolean,
  seedOffset: number,
) {
  const { checks } = side;
  describe(title, () => {
    let target: FuzzTarget;
    let principal: Principal;
    let token = '';
    let arbitraries: ReturnType<typeof schemaArbitraries>;
    beforeAll(async () => {
      target = await start();
      principal = await signIn(target);
      token = principal.token;
      arbitraries = schemaArbitraries(side.contract, principal.known);
    });
    afterAll(async () => {
      await target?.testApp.dispose();
      await target?.dispose?.();
    });

    /**
     * Generated calls of one operation: well-formed ones (so handlers run on valid input, signed in
     * where the operation needs it) and hostile ones (any part of the request odd or wrong).
     */
    function calls(operation: Operation): fc.Arbitrary<Call> {
      return fc.oneof(
        { weight: 2, arbitrary: callsOf(operation, 'valid') },
        { weight: 3, arbitrary: callsOf(operation, 'hostile') },
      );
    }

    function callsOf(operation: Operation, mode: 'valid' | 'hostile'): fc.Arbitrary<Call> {
      const hostile = mode === 'hostile';
      const { valid } = arbitraries;
      const near = hostile ? arbitraries.hostile : valid;
      const segment = (parameter: Parameter) => {
        const encoded = valid(parameter.schema, parameter.name).map((value) => encodeSegment(asText(value)));
        if (!hostile) return encoded;
        return fc.oneof(
          { weight: 3, arbitrary: encoded },
          { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS).map(encodeSegment) },
          {
            weight: 1,
            arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map(encodeSegment),
          },
          { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
        );
      };
      const inPath = operation.parameters.filter((parameter) => parameter.in === 'path');
      const inQuery = operation.parameters.filter((parameter) => parameter.in === 'query');
      const inHeader = operation.parameters.filter((parameter) => parameter.in === 'header');
      const path = fc
        .tuple(...inPath.map(segment))
        .map((segments) =>
          inPath.reduce(
            (url, parameter, index) => url.replace(`{${parameter.name}}`, segments[index] ?? ''),
            `${side.prefix}${operation.path}`,
          ),
        );
      const optional = <T>(parameter: Parameter, value: fc.Arbitrary<T>) =>
        parameter.required && !hostile ? value : fc.option(value, { freq: 3 });
      const query = fc
        .tuple(
          fc.tuple(
            ...inQuery.map((parameter) => optional(parameter, near(parameter.schema, parameter.name))),
          ),
          hostile
            ? fc.option(
                fc.tuple(fc.constantFrom('x', '__proto__', 'constructor', 'page[]', ''), hostileValue),
              )
            : fc.constant(null),
          hostile
            ? fc.option(fc.constantFrom('&%zz', '&&&', '&=', '&a=%00', '&q'.repeat(2_000)))
            : fc.constant(null),
          // A parameter named twice, whatever its schema.
          hostile ? fc.boolean() : fc.constant(false),
        )
        .map(([values, extra, raw, twice]) => {
          const pairs = new URLSearchParams();
          inQuery.forEach((parameter, index) => {
            const value = values[index];
            if (value === null || value === undefined) return;
            const items = Array.isArray(value) ? value : [value];
            for (const item of twice ? [...items, ...items] : items)
              pairs.append(parameter.name, asText(item));
          });
          if (extra) pairs.append(extra[0], asText(extra[1]));
          const text = pairs.toString() + (raw ?? '');
          return text ? `?${text}` : '';
        });
      const declaredHeaders = fc
        .tuple(...inHeader.map((parameter) => optional(parameter, near(parameter.schema, parameter.name))))
        .map((values) =>
          Object.fromEntries(
            inHeader.flatMap((parameter, index) => {
              const value = values[index];
              return value === null || value === undefined ? [] : [[parameter.name, asText(value)]];
            }),
          ),
        );
      const signedIn = fc.constant(`Bearer ${OWN}`);
      const authorization = hostile
        ? fc.oneof(
            { weight: operation.signedIn ? 4 : 2, arbitrary: signedIn },
            { weight: 2, arbitrary: fc.constant(undefined) },
            { weight: 2, arbitrary: fc.constantFrom(...AUTHORIZATIONS) },
          )
        : operation.signedIn
          ? signedIn
          : fc.option(signedIn, { nil: undefined });
      const mediaTypes = Object.keys(operation.body ?? {});
      const declaredType = mediaTypes.length ? fc.constantFrom(...mediaTypes) : fc.constant(undefined);
      const contentType = hostile
        ? fc.oneof(
            { weight: 3, arbitrary: declaredType },
            { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
          )
        : declaredType;
      return fc
        .record({
          path,
          query,
          declaredHeaders,
          authorization,
          contentType,
          payload: body(operation, mediaTypes[0], mode),
          odd: hostile ? fc.option(ODD_HEADERS, { freq: 2 }) : fc.constant(null),
          remoteAddress: fc.ipV4(),
        })
        .map(({ path, query, declaredHeaders, authorization, contentType, payload, odd, remoteAddress }) => {
          const headers: Record<string, string> = { ...declaredHeaders, ...(odd ?? {}) };
          if (authorization !== undefined) headers.authorization = authorization;
          if (contentType !== undefined) headers['content-type'] = contentType;
          for (const [name, value] of Object.entries(headers)) headers[name] = headerSafe(value);
          return { url: path + query, headers, payload: payload ?? undefined, remoteAddress };
        });
    }

    /** Bodies for the operation's media type: generated from its schema, or raw text of no use. */
    function body(operation: Operation, mediaType: string | undefined, mode: 'valid' | 'hostile') {
      const schema = mediaType ? operation.body?.[mediaType] : undefined;
      if (!schema) {
        return mode === 'valid' ? fc.constant(null) : sometimes(fc.constantFrom('{}', '{"a":1}', 'x', '[]'));
      }
      const generated = mode === 'valid' ? arbitraries.valid(schema) : arbitraries.hostile(schema);
      if (mediaType === 'application/x-www-form-urlencoded') {
        const form = generated.map((value) =>
          typeof value === 'object' && value !== null && !Array.isArray(value)
            ? new URLSearchParams(Object.entries(value).map(([key, item]) => [key, asText(item)])).toString()
            : asText(value),
        );
        return mode === 'valid'
          ? form
          : fc.oneof(
              { weight: 6, arbitrary: form },
              { weight: 1, arbitrary: fc.constantFrom(...RAW_FORM_BODIES) },
            );
      }
      const json = generated.map((value) => JSON.stringify(value));
      return mode === 'valid'
        ? json
        : fc.oneof(
            { weight: 8, arbitrary: json },
            { weight: 1, arbitrary: fc.constantFrom(...RAW_JSON_BODIES) },
          );
    }

    async function send(operation: Operation, call: Call): Promise<LightMyRequestResponse> {
      const headers = Object.fromEntries(
        Object.entries(call.headers).map(([name, value]) => [name, value.replaceAll(OWN, token)]),
      );
      const response = await target.testApp.app.inject({
        method: operation.method,
        url: call.url,
        headers,
        payload: call.payload,
        remoteAddress: call.remoteAddress,
      });
      // A call that ended the session (logout, a password change) is followed by a new one.
      token = await principal.renew(token);
      return response;
    }

    /** The answer's body as sent before compression. */
    function plainBody(response: LightMyRequestResponse): string {
      const encoding = response.headers['content-encoding'];
      if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
      if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
      expect(encoding, 'gzip, br or no encoding').toBeUndefined();
      return response.body;
    }

    function expectDocumented(operation: Operation, call: Call, response: LightMyRequestResponse): void {
      const { statusCode: status } = response;
      const text = plainBody(response);
      const json = () => JSON.parse(text) as unknown;
      const what = `${operation.method} ${call.url.slice(0, 200)} answered ${status}: ${text.slice(0, 300)}`;
      expect(status, what).toBeLessThan(500);
      const contentType = response.headers['content-type']?.toString().split(';', 1)[0];
      const mediaTypes = checks.documentedMediaTypes(operation.operationId, status);
      if (!mediaTypes) {
        expect(ANY_OPERATION_STATUSES, `${what} (not an answer of ${operation.operationId})`).toContain(
          status,
        );
        expect(contentType, what).toBe('application/json');
        checks.expectErrorBody(json());
      } else if (mediaTypes.includes('application/json') && contentType === 'application/json') {
        checks.expectContractBody(operation.operationId, status, json());
      } else if (mediaTypes.length) {
        expect(mediaTypes, what).toContain(contentType);
      } else {
        expect(text, what).toBe('');
      }
    }

    side.operations.forEach((operation, index) => {
      if (!chosen(operation)) return;
      // Each operation draws from a seed of its own, so one runs the same calls alone (-t) as in the file.
      const seed = SEED + seedOffset + index;
      it(
        `${operation.operationId} answers as documented, never 5xx`,
        async () => {
          const property = fc.asyncProperty(calls(operation), async (call) => {
            expectDocumented(operation, call, await send(operation, call));
          });
          try {
            await fc.assert(property, { seed, numRuns: RUNS });
          } catch (error) {
            const replay = `FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} pnpm --filter @probuild/server exec vitest run test/contract-fuzz.test.ts -t '${title} ${operation.operationId} '`;
            throw new Error(`${(error as Error).message}\nReplay: ${replay}`, { cause: error });
          }
        },
        // A failure shrinks its call against the app, one request per step.
        60_000 + RUNS * 1_000,
      );
    });
  });
}

fuzzOperations(
  'the contract under generated hostile calls',
  storefront,
  async () => ({ testApp: await createTestApp() }),
  customerPrincipal,
  () => true,
  0,
);

fuzzOperations(
  'the back office contract under generated hostile calls',
  backoffice,
  async () => ({ testApp: await createTestApp() }),
  ownerPrincipal,
  () => true,
  2_000,
);

/** Operations that reach a sign-in or payment provider when one is set up. */
const PROVIDER_OPERATIONS =
  /^(loginWith|registerWith|get\w+AuthUrl|exchange\w+Code|\w*Checkout|getPaymentConfig|receiveOmiseWebhook|handlePaymentReturn)/;

fuzzOperations(
  'with social sign-in and Omise set up',
  storefront,
  async () => {
    const oauth = await startOAuthStandIn();
    const omise = await startOmiseStandIn();
    const testApp = await createTestApp({
      settings: {
        ...readCommerceSettings({}),
        allowedOrigins: [SHOP],
        social: {
          google: oauth.provider('google'),
          facebook: oauth.provider('facebook'),
          line: oauth.provider('line'),
        },
        payments: {
          provider: 'omise',
          omise: omiseSettingsOf(omise, 5_000),
        },
      },
    });
    return {
      testApp,
      known: () => ({
        redirectUri: ['google', 'facebook', 'line'].map((name) => `${SHOP}/auth/${name}/callback`),
        returnUri: [`${SHOP}/payment/success`],
        // Charges the stand-in holds, for webhooks that name them.
        id: [...omise.charges.keys()],
      }),
      async dispose() {
        await oauth.close();
        await omise.close();
      },
    };
  },
  customerPrincipal,
  (operation) => PROVIDER_OPERATIONS.test(operation.operationId),
  1_000,
);

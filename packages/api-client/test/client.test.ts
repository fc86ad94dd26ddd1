import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiRequestError, createApiClient, STORAGE_KEYS, toApiError } from '../src/index.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler;
let server: Server;
let origin: string;

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const tree = { success: true, message: 'ok', data: [] };

beforeAll(async () => {
  server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
});

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (thrown) {
    expect(thrown).toBeInstanceOf(ApiRequestError);
    return toApiError(thrown);
  }
  throw new Error('the call did not fail');
}

describe('createApiClient', () => {
  it('calls /api/v1 and returns the envelope, with the stored bearer token', async () => {
    let seen: { url?: string; auth?: string } = {};
    handler = (req, res) => {
      seen = { url: req.url, auth: req.headers.authorization };
      json(res, 200, tree);
    };
    storage.items.set(STORAGE_KEYS.customerToken, 'tok-123');
    const { data } = await createApiClient({ origin, storage }).GET('/web/categories/tree');
    expect(data).toEqual(tree);
    expect(seen).toEqual({ url: '/api/v1/web/categories/tree', auth: 'Bearer tok-123' });
  });

  it('sends no Authorization header without a stored token', async () => {
    let auth: string | undefined = 'unset';
    handler = (req, res) => {
      auth = req.headers.authorization;
      json(res, 200, tree);
    };
    await createApiClient({ origin, storage }).GET('/web/categories/tree');
    expect(auth).toBeUndefined();
  });

  it('clears customer_token and customer_data on a 401 and still hands the error back', async () => {
    handler = (_req, res) =>
      json(res, 401, { success: false, message: 'Token expired', code: 'UNAUTHORIZED' });
    storage.items.set(STORAGE_KEYS.customerToken, 'old');
    storage.items.set(STORAGE_KEYS.customerData, '{"id":"c1"}');
    storage.items.set(STORAGE_KEYS.language, 'en');
    const error = await failure(createApiClient({ origin, storage }).GET('/web/categories/tree'));
    expect(error).toEqual({ kind: 'http', status: 401, message: 'Token expired', code: 'UNAUTHORIZED' });
    expect([...storage.items.keys()]).toEqual([STORAGE_KEYS.language]);
  });

  it('hands back the limit a refusal names', async () => {
    handler = (_req, res) =>
      json(res, 422, { success: false, message: 'At most 10', code: 'QUANTITY_LIMIT', limit: 10 });
    const error = await failure(createApiClient({ origin, storage }).GET('/web/categories/tree'));
    expect(error).toEqual({
      kind: 'http',
      status: 422,
      message: 'At most 10',
      code: 'QUANTITY_LIMIT',
      limit: 10,
    });
  });

  it('hands back the fields a refusal names, dropping malformed ones', async () => {
    handler = (_req, res) =>
      json(res, 422, {
        success: false,
        message: 'Fields to correct',
        code: 'PRODUCT_INVALID',
        errors: [{ path: '/body/price', message: 'Too high', code: 'sale_not_below_price' }, { path: 3 }],
      });
    const error = await failure(createApiClient({ origin, storage }).GET('/web/categories/tree'));
    expect(error).toMatchObject({
      code: 'PRODUCT_INVALID',
      errors: [{ path: '/body/price', message: 'Too high', code: 'sale_not_below_price' }],
    });
  });

  it('keeps the session on other errors and falls back to the status text for a non-JSON body', async () => {
    handler = (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    };
    storage.items.set(STORAGE_KEYS.customerToken, 'tok');
    const error = await failure(createApiClient({ origin, storage }).GET('/web/categories/tree'));
    expect(error).toEqual({ kind: 'http', status: 502, message: 'Bad Gateway' });
    expect(storage.items.has(STORAGE_KEYS.customerToken)).toBe(true);
  });

  it('gives up after the timeout', async () => {
    handler = (_req, res) => setTimeout(() => json(res, 200, tree), 1_000);
    const error = await failure(
      createApiClient({ origin, storage, timeoutMs: 100 }).GET('/web/categories/tree'),
    );
    expect(error.kind).toBe('timeout');
  });

  it('reports an aborted request as aborted, not as a timeout', async () => {
    handler = (_req, res) => setTimeout(() => json(res, 200, tree), 1_000);
    const controller = new AbortController();
    const call = createApiClient({ origin, storage }).GET('/web/categories/tree', {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    expect((await failure(call)).kind).toBe('aborted');
  });

  it('reports a server that cannot be reached as a network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failure(
      createApiClient({ origin: `http://127.0.0.1:${port}`, storage }).GET('/web/categories/tree'),
    );
    expect(error.kind).toBe('network');
  });
});

import createFetchClient, { type Client } from 'openapi-fetch';
import createQueryClient from 'openapi-react-query';
import { ApiRequestError, httpErrorOf, toApiError } from './apiError.ts';
import type { paths } from './schema';
import { clearStoredSession, type SessionStorageLike, STORAGE_KEYS } from './storageKeys.ts';

export const API_BASE_PATH = '/api/v1';
export const API_TIMEOUT_MS = 10_000;

export interface ApiClientOptions {
  /** Where the API lives; the page's own origin when omitted (browser). */
  origin?: string;
  /** Where the session token lives; the browser's localStorage when omitted. */
  storage?: SessionStorageLike | null;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type ApiClient = Client<paths>;

function defaultStorage(): SessionStorageLike | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/**
 * The typed client of `/api/v1`. A call either resolves with the success envelope or throws an
 * `ApiRequestError` whose `error` is one of the kinds of `ApiError`; a 401 also clears the stored session.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function fetchWithPolicy(request: Request): Promise<Response> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const token = storage?.getItem(STORAGE_KEYS.customerToken);
    const headers = new Headers(request.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let response: Response;
    try {
      response = await baseFetch(
        new Request(request, { headers, signal: AbortSignal.any([request.signal, timeout]) }),
      );
    } catch (thrown) {
      if (timeout.aborted) {
        throw new ApiRequestError({ kind: 'timeout', message: `No answer within ${timeoutMs} ms` });
      }
      throw new ApiRequestError(toApiError(thrown));
    }
    if (response.status === 401 && storage) clearStoredSession(storage);
    if (!response.ok) throw new ApiRequestError(await httpErrorOf(response));
    return response;
  }

  return createFetchClient<paths>({
    baseUrl: `${options.origin ?? ''}${API_BASE_PATH}`,
    fetch: fetchWithPolicy,
  });
}

/** TanStack Query bindings: `queries.useQuery('get', '/web/categories/tree')`. */
export function createApiQueries(client: ApiClient) {
  return createQueryClient(client);
}

export type ApiQueries = ReturnType<typeof createApiQueries>;

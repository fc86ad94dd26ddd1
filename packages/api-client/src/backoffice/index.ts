import createFetchClient, { type Client } from 'openapi-fetch';
import createQueryClient from 'openapi-react-query';
import { ApiRequestError, httpErrorOf, toApiError } from '../apiError.ts';
import { API_TIMEOUT_MS } from '../client.ts';
import type { components, paths } from './schema';

export {
  CARRIERS,
  type Carrier,
  FULFILMENT_STAGES,
  type FulfilmentStage,
  STAFF_ROLES,
} from './enums.ts';
export type {
  components as BackofficeComponents,
  operations as BackofficeOperations,
  paths as BackofficePaths,
} from './schema';

export const BACKOFFICE_API_BASE_PATH = '/api/backoffice/v1';

/**
 * Session storage key of the staff session token: kept for the tab only, and sent only to the
 * back office's API (customer calls never carry it).
 */
export const STAFF_TOKEN_KEY = 'probuild.staffToken';

export type StaffRole = components['schemas']['StaffRole'];
export type StaffPermission = components['schemas']['Permission'];
export type StaffMember = components['schemas']['Staff'];
export type AuditEntry = components['schemas']['AuditEntry'];
export type OrderSummary = components['schemas']['OrderSummary'];
export type OrderDetail = components['schemas']['OrderDetail'];
export type OrderAddress = components['schemas']['OrderAddress'];
export type PaymentAttempt = components['schemas']['PaymentAttempt'];
export type OrderEvent = components['schemas']['OrderEvent'];
export type Refund = components['schemas']['Refund'];
export type RefundAsk = components['schemas']['RefundAsk'];
export type OrderRefunds = components['schemas']['OrderRefunds'];
export type BackofficeOrderState = components['schemas']['OrderState'];
export type BackofficePaymentMethod = components['schemas']['PaymentMethod'];
export type SignInResult = components['schemas']['SignInResult'];
export type BackofficeErrorCode = components['schemas']['ErrorCode'];
export type ProductPictures = components['schemas']['ProductPictures'];
export type UploadedPicture = components['schemas']['UploadedPicture'];
export type StockMovement = components['schemas']['StockMovement'];
export type StockMovementKind = components['schemas']['StockMovementKind'];
export type ProductStock = components['schemas']['ProductStock'];
export type LowStockProduct = components['schemas']['LowStockProduct'];
export type ImportReport = components['schemas']['ImportReport'];
export type ImportProblem = components['schemas']['ImportProblem'];

export interface BackofficeClientOptions {
  origin?: string;
  /** Where the staff token lives; the tab's sessionStorage when omitted. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  timeoutMs?: number;
  /** How long a file upload (a body sent as application/octet-stream) may take; 2 minutes. */
  uploadTimeoutMs?: number;
  fetch?: typeof fetch;
  /** Called after a 401 cleared the token: the app shows its sign-in. */
  onSignedOut?: () => void;
}

export type BackofficeClient = Client<paths>;

/** How long a file upload may take before the client gives up. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * The typed client of `/api/backoffice/v1`: the staff token as a bearer, a 10 s timeout, failures
 * thrown as ApiRequestError (the same kinds as the storefront's client); a 401 forgets the token.
 */
export function createBackofficeClient(options: BackofficeClientOptions = {}): BackofficeClient {
  const storage =
    options.storage === undefined
      ? typeof sessionStorage === 'undefined'
        ? null
        : sessionStorage
      : options.storage;
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function fetchWithPolicy(request: Request): Promise<Response> {
    // A picture of several megabytes on a phone's connection takes longer than an ordinary call.
    const uploading = request.headers.get('content-type') === 'application/octet-stream';
    const timeoutMs = uploading
      ? (options.uploadTimeoutMs ?? UPLOAD_TIMEOUT_MS)
      : (options.timeoutMs ?? API_TIMEOUT_MS);
    const timeout = AbortSignal.timeout(timeoutMs);
    const headers = new Headers(request.headers);
    // A sign-in step sends its own (challenge) token; every other call the session's.
    const token = storage?.getItem(STAFF_TOKEN_KEY);
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    let response: Response;
    try {
      response = await baseFetch(
        new Request(request, { headers, signal: AbortSignal.any([request.signal, timeout]) }),
      );
    } catch (thrown) {
      if (timeout.aborted)
        throw new ApiRequestError({ kind: 'timeout', message: `No answer within ${timeoutMs} ms` });
      throw new ApiRequestError(toApiError(thrown));
    }
    if (response.status === 401 && token && headers.get('Authorization') === `Bearer ${token}`) {
      storage?.removeItem(STAFF_TOKEN_KEY);
      options.onSignedOut?.();
    }
    if (!response.ok) throw new ApiRequestError(await httpErrorOf(response));
    return response;
  }

  return createFetchClient<paths>({
    baseUrl: `${options.origin ?? ''}${BACKOFFICE_API_BASE_PATH}`,
    fetch: fetchWithPolicy,
  });
}

/** TanStack Query bindings: `queries.useQuery('get', '/staff')`. */
export function createBackofficeQueries(client: BackofficeClient) {
  return createQueryClient(client);
}

export type BackofficeQueries = ReturnType<typeof createBackofficeQueries>;

/** MSW's path pattern for a back-office contract path, e.g. `mswBackofficePath('/staff/{staffId}')`. */
export function mswBackofficePath(path: keyof paths): string {
  return `*${BACKOFFICE_API_BASE_PATH}${path.replace(/\{([^}]+)\}/g, ':$1')}`;
}

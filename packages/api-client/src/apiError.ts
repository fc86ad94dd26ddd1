import type { components } from './schema';

/** A code of the contract's `ErrorCode`. */
export type ErrorCode = components['schemas']['ErrorCode'];

/** What an error answer names besides its code: the limit, the product, the units left, an amount. */
export type ErrorParams = Pick<
  components['schemas']['Error'],
  'limit' | 'sku' | 'productName' | 'unitsLeft' | 'amount'
>;

/** A field an error answer names: its path in the request (`/body/price`), a message, and a code when given. */
export interface ApiErrorField {
  path: string;
  message: string;
  code?: string;
}

/** Every failure of a call, in one shape: what the spec's error catalogues are written against. */
export type ApiError =
  | ({ kind: 'http'; status: number; message: string; code?: string; errors?: ApiErrorField[] } & ErrorParams)
  | { kind: 'network'; message: string }
  | { kind: 'timeout'; message: string }
  | { kind: 'aborted'; message: string };

export class ApiRequestError extends Error {
  readonly error: ApiError;
  constructor(error: ApiError) {
    super(error.message);
    this.name = 'ApiRequestError';
    this.error = error;
  }
}

/**
 * Reads a failed answer: the server's `{ success: false, message, code }` when it sent one, with the
 * parameters the code names (limit, product, units left, amount).
 */
export async function httpErrorOf(response: Response): Promise<ApiError> {
  const failure: Extract<ApiError, { kind: 'http' }> = {
    kind: 'http',
    status: response.status,
    message: response.statusText,
  };
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = await response.clone().json();
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's HTML error page, an empty body): the status text stays the message.
  }
  if (typeof body.message === 'string') failure.message = body.message;
  if (typeof body.code !== 'string') return failure;
  failure.code = body.code;
  for (const key of ['limit', 'unitsLeft', 'amount'] as const) {
    if (typeof body[key] === 'number') failure[key] = body[key];
  }
  if (typeof body.sku === 'string') failure.sku = body.sku;
  if (Array.isArray(body.errors)) failure.errors = body.errors.filter(isErrorField);
  if (isLocalizedText(body.productName)) failure.productName = body.productName;
  return failure;
}

function isErrorField(value: unknown): value is ApiErrorField {
  const field = value as Partial<ApiErrorField> | null;
  return (
    !!field &&
    typeof field.path === 'string' &&
    typeof field.message === 'string' &&
    (field.code === undefined || typeof field.code === 'string')
  );
}

function isLocalizedText(value: unknown): value is NonNullable<ErrorParams['productName']> {
  return !!value && typeof value === 'object' && typeof (value as { th?: unknown }).th === 'string';
}

/** Normalises anything a call can throw or reject with. */
export function toApiError(thrown: unknown): ApiError {
  if (thrown instanceof ApiRequestError) return thrown.error;
  const name = thrown instanceof Error ? thrown.name : '';
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  if (name === 'TimeoutError') return { kind: 'timeout', message };
  if (name === 'AbortError') return { kind: 'aborted', message };
  return { kind: 'network', message };
}

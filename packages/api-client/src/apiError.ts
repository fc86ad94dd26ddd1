/** Every failure of a call, in one shape: what the spec's error catalogues are written against. */
export type ApiError =
  | { kind: 'http'; status: number; message: string; code?: string; limit?: number }
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
 * `limit` a refusal of a limit names.
 */
export async function httpErrorOf(response: Response): Promise<ApiError> {
  let message = response.statusText;
  let code: string | undefined;
  let limit: number | undefined;
  try {
    const body: unknown = await response.clone().json();
    if (body && typeof body === 'object') {
      const {
        message: m,
        code: c,
        limit: l,
      } = body as { message?: unknown; code?: unknown; limit?: unknown };
      if (typeof m === 'string') message = m;
      if (typeof c === 'string') code = c;
      if (typeof l === 'number') limit = l;
    }
  } catch {
    // Not JSON (a proxy's HTML error page, an empty body): the status text stays the message.
  }
  if (code === undefined) return { kind: 'http', status: response.status, message };
  return limit === undefined
    ? { kind: 'http', status: response.status, message, code }
    : { kind: 'http', status: response.status, message, code, limit };
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

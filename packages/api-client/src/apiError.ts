/** Every failure of a call, in one shape: what the spec's error catalogues are written against. */
export type ApiError =
  | { kind: 'http'; status: number; message: string; code?: string }
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

/** Reads a failed answer: the server's `{ success: false, message, code }` when it sent one. */
export async function httpErrorOf(response: Response): Promise<ApiError> {
  let message = response.statusText;
  let code: string | undefined;
  try {
    const body: unknown = await response.clone().json();
    if (body && typeof body === 'object') {
      const { message: m, code: c } = body as { message?: unknown; code?: unknown };
      if (typeof m === 'string') message = m;
      if (typeof c === 'string') code = c;
    }
  } catch {
    // Not JSON (a proxy's HTML error page, an empty body): the status text stays the message.
  }
  return code === undefined
    ? { kind: 'http', status: response.status, message }
    : { kind: 'http', status: response.status, message, code };
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

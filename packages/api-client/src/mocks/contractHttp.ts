import {
  type DefaultBodyType,
  delay,
  type HttpHandler,
  HttpResponse,
  type HttpResponseResolver,
  http,
  type JsonBodyType,
  type PathParams,
} from 'msw';
import { API_BASE_PATH } from '../client.ts';
import type { components, paths } from '../schema';

type JsonBody<Response> = Response extends {
  content: { 'application/json': infer Body extends JsonBodyType };
}
  ? Body
  : never;

/** The contract's paths that have a GET operation. */
export type GetPath = {
  [P in keyof paths]: paths[P]['get'] extends { responses: object } ? P : never;
}[keyof paths];

type GetResponses<P extends GetPath> = NonNullable<paths[P]['get']>['responses'];

/** The 200 body of a GET operation. */
export type GetOk<P extends GetPath> = GetResponses<P> extends { 200: infer Ok } ? JsonBody<Ok> : never;

/** Any body the contract allows for a GET operation (its 200 body or one of its error bodies). */
export type GetAnswer<P extends GetPath> = {
  [Status in keyof GetResponses<P> & number]: JsonBody<GetResponses<P>[Status]>;
}[keyof GetResponses<P> & number];

type ErrorBody = components['schemas']['Error'];

/** The MSW path of a contract path: any origin, the `/api/v1` prefix, `{param}` → `:param`. */
export function mswPath(path: string): string {
  return `*${API_BASE_PATH}${path.replace(/\{([^}]+)\}/g, ':$1')}`;
}

/**
 * `http.get` for a contract path: the resolver may only answer bodies the contract declares for it,
 * e.g. `getHandler('/web/categories/tree', () => HttpResponse.json({ success: true, message: '', data: [] }))`.
 */
export function getHandler<P extends GetPath>(
  path: P,
  resolver: HttpResponseResolver<PathParams, DefaultBodyType, GetAnswer<P>>,
): HttpHandler {
  return http.get<PathParams, DefaultBodyType, GetAnswer<P>>(mswPath(path), resolver);
}

/** The success envelope around `data`. */
export function envelope<Data>(data: Data, message = 'OK') {
  return { success: true as const, data, message };
}

/** What a failing server sends: the contract's error body with a Thai message, as the shop's server does. */
export const serverErrorBody = {
  success: false,
  message: 'เกิดข้อผิดพลาดในการดึงข้อมูล',
  code: 'INTERNAL_ERROR',
} as const satisfies ErrorBody;

export interface GetVariants {
  /** The fixture answer. */
  ok: HttpHandler;
  /** 500 with the contract's error body. */
  error: HttpHandler;
  /** No answer at all (the browser reports a network error). */
  networkError: HttpHandler;
  /** Never answers, for loading states. */
  loading: HttpHandler;
}

/**
 * The usual variants of one GET operation, answering `body` when it succeeds. The caller's `body`
 * is checked against the contract; every operation declares the 500 error body.
 */
export function getVariants<P extends GetPath>(path: P, body: GetOk<P>): GetVariants {
  const url = mswPath(path);
  return {
    ok: http.get(url, () => HttpResponse.json(body)),
    error: http.get(url, () => HttpResponse.json(serverErrorBody, { status: 500 })),
    networkError: http.get(url, () => HttpResponse.error()),
    loading: http.get(url, async () => {
      await delay('infinite');
      return HttpResponse.json(body);
    }),
  };
}

/** `getVariants` plus `empty`, for lists. */
export function getListVariants<P extends GetPath>(
  path: P,
  body: GetOk<P>,
  emptyBody: GetOk<P>,
): GetVariants & { empty: HttpHandler } {
  return { ...getVariants(path, body), empty: http.get(mswPath(path), () => HttpResponse.json(emptyBody)) };
}

import { ApiRequestError } from '@probuild/api-client';

/**
 * The `data` of a success envelope. The api-client throws an `ApiRequestError` for every failed call,
 * so a resolved call always carries its body; a body-less answer is reported like any other failure.
 */
export function dataOf<T>(result: { data?: { data: T } }): T {
  if (!result.data) throw new ApiRequestError({ kind: 'http', status: 0, message: 'The answer had no body' });
  return result.data.data;
}

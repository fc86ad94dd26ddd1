import { ApiRequestError, toApiError } from '@probuild/api-client';
import { describe, expect, it } from 'vitest';
import { reasonMessage } from '../src/failure.ts';
import { formatMessage } from './support/formatMessage.ts';

const reason = (thrown: unknown) => formatMessage(reasonMessage(toApiError(thrown)), 'en');

describe('why a call failed', () => {
  it('names the code’s text, the missing answer, a server failure or something else — never the server’s words', () => {
    const refused = new ApiRequestError({
      kind: 'http',
      status: 400,
      message: 'server words',
      code: 'INVALID_PAYMENT_METHOD',
    });
    expect(reason(refused)).toBe('Invalid payment method');
    expect(reason(new TypeError('Failed to fetch'))).toBe(
      'Network error, please check your internet connection',
    );
    expect(reason(new DOMException('slow', 'TimeoutError'))).toBe(
      'The server took too long to respond, please try again',
    );
    expect(
      reason(new ApiRequestError({ kind: 'http', status: 500, message: 'boom', code: 'INTERNAL_ERROR' })),
    ).toBe('Server error, please try again');
    expect(
      reason(new ApiRequestError({ kind: 'http', status: 409, message: 'server words', code: 'NEW' })),
    ).toBe('Something went wrong, please try again');
  });
});

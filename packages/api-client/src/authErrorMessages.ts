import type { ApiError } from './apiError.ts';
import type { ClientMessage } from './clientMessages.ts';
import { errorCodeMessage, fixed, isServerFailure, transportMessage } from './errorMessages.ts';

// Which text a failed sign-in or registration shows, per the shop's error catalogues.

/**
 * A call that would have sent mail or SMS past the shop's limits for now (`TOO_MANY_MESSAGES`),
 * wherever one is made: registration, a profile save with a new email, a verification link or code.
 */
export function tooManyMessagesMessage(error: ApiError): ClientMessage | undefined {
  return error.kind === 'http' && error.code === 'TOO_MANY_MESSAGES'
    ? fixed('error.tooManyMessages')
    : undefined;
}

/** Login popup: 401, 422 (its code's text), 5xx, network; otherwise its code's text, else 'Login failed'. */
export function loginErrorMessage(error: ApiError): ClientMessage {
  if (error.kind === 'http' && error.status === 401) return fixed('error.invalidCredentials');
  if (error.kind === 'http' && error.status === 422) {
    return errorCodeMessage(error) ?? fixed('error.invalidData');
  }
  if (isServerFailure(error)) return fixed('error.serverError');
  return transportMessage(error) ?? errorCodeMessage(error) ?? fixed('error.loginFailed');
}

/**
 * Register form: 400 (its code's text), 409, 5xx, mail over its limits, network; otherwise
 * 'Registration failed'.
 */
export function registerErrorMessage(error: ApiError): ClientMessage {
  if (error.kind === 'http' && error.status === 400) {
    return errorCodeMessage(error) ?? fixed('error.invalidData');
  }
  if (error.kind === 'http' && error.status === 409) return fixed('error.emailExists');
  if (isServerFailure(error)) return fixed('error.serverError');
  return tooManyMessagesMessage(error) ?? transportMessage(error) ?? fixed('error.registrationFailed');
}

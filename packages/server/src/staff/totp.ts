import { SHOP_NAME } from '@probuild/api-client';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, a new code every 30 seconds. */
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and after are taken too, for clocks a little apart. */
const TOTP_WINDOW = 1;

function totpOf(secret: string, email: string): TOTP {
  return new TOTP({
    issuer: SHOP_NAME,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A fresh 160-bit secret (base32) and its otpauth:// URI for an authenticator app. */
export function newTotpSecret(email: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, email).toString() };
}

/**
 * The 30-second step `code` belongs to when it is right for `secret` now (within one step either
 * way), else undefined. A caller keeps the last step it accepted, so a code is good only once.
 */
export function acceptedTotpStep(
  secret: string,
  email: string,
  code: string,
  now = Date.now(),
): number | undefined {
  const delta = totpOf(secret, email).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

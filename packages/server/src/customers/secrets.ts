import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** A random opaque token (256 bits, URL-safe). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A random code of `digits` decimal digits, e.g. an SMS verification code. */
export function randomDigits(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/** What is stored instead of a token or code. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** argon2id (the library's default algorithm) with its default cost: ~19 MiB, 2 passes. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Checked when the email is unknown, so that a wrong email costs as long as a wrong password.
const unknownAccountHash = hashPassword(randomToken());

export async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await verify(await unknownAccountHash, password);
    return false;
  }
  return verify(passwordHash, password);
}

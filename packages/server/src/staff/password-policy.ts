import { DomainError } from '../domain-error.ts';

export const STAFF_PASSWORD_MIN_LENGTH = 12;

/** Kinds of character a staff password mixes: lower case, upper case, digits, anything else. */
const CHARACTER_KINDS = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u];

/**
 * A staff password is at least 12 characters of at least three kinds and does not contain the
 * name of its email (the part before @).
 */
export function assertStrongStaffPassword(password: string, email: string): void {
  const kinds = CHARACTER_KINDS.filter((kind) => kind.test(password)).length;
  const name = email.split('@', 1)[0]?.toLowerCase() ?? '';
  const reason =
    [...password].length < STAFF_PASSWORD_MIN_LENGTH
      ? `at least ${STAFF_PASSWORD_MIN_LENGTH} characters`
      : kinds < 3
        ? 'at least three of: lower case, upper case, digits, other characters'
        : name.length >= 3 && password.toLowerCase().includes(name)
          ? 'not the name of the email'
          : undefined;
  if (reason) {
    throw new DomainError('unprocessable', 'WEAK_PASSWORD', `The password is too weak: it needs ${reason}.`, {
      issues: [{ path: '/body/password', message: reason }],
    });
  }
}

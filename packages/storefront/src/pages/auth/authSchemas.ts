import { z } from 'zod/mini';

/**
 * Format rules of the contract, checked before anything is sent. In the sign-in forms a field left
 * empty passes here: the session machine owns the required-field, matching-password and terms
 * messages.
 */
const blank = (value: string) => value.trim() === '';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The contract's PhoneNumber: digits with optional spaces or dashes, or +66. */
const PHONE = /^[0-9+][0-9 -]{7,18}[0-9]$/;
/** The contract's minimum for a new password (registration, change password). */
export const PASSWORD_MIN_LENGTH = 8;

export const emailFormat = z.refine<string>(
  (value) => blank(value) || EMAIL.test(value.trim()),
  'auth.error.emailInvalid',
);
export const phoneFormat = z.refine<string>(
  (value) => blank(value) || PHONE.test(value.trim()),
  'auth.error.phoneInvalid',
);
export const newPasswordLength = z.refine<string>(
  (value) => blank(value) || value.length >= PASSWORD_MIN_LENGTH,
  'auth.error.passwordTooShort',
);

export const loginSchema = z.object({
  identifier: z.string().check(emailFormat),
  password: z.string(),
});

export const registerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().check(emailFormat),
  phone: z.string().check(phoneFormat),
  password: z.string().check(newPasswordLength),
  confirmPassword: z.string(),
  acceptTerms: z.boolean(),
});

import { z } from 'zod/mini';

/**
 * Format rules of the contract, checked before anything is sent. The login form leaves empty fields
 * to the session machine; the register form names each field left empty and a confirmation that
 * differs under the field, with the session machine's texts.
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

const required = z.refine<string>((value) => !blank(value), 'session.registerFieldsRequired');

export const registerSchema = z
  .object({
    firstName: z.string().check(required),
    lastName: z.string().check(required),
    email: z.string().check(required, emailFormat),
    phone: z.string().check(required, phoneFormat),
    password: z.string().check(required, newPasswordLength),
    confirmPassword: z.string().check(required),
    acceptTerms: z.boolean(),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      message: 'session.passwordsMismatch',
      path: ['confirmPassword'],
    }),
  );

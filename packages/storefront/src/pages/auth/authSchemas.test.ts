import { EMPTY_REGISTER_FORM } from '@probuild/machines';
import { expect, it } from 'vitest';
import { loginSchema, registerSchema } from './authSchemas.ts';
import { isRegisterFormComplete } from './RegisterForm.tsx';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

it('leaves empty fields to the session machine and checks the formats the contract sets', () => {
  expect(loginSchema.safeParse({ identifier: '', password: '' }).success).toBe(true);
  expect(messagesOf(loginSchema.safeParse({ identifier: 'somchai', password: 'x' }))).toEqual([
    'auth.error.emailInvalid',
  ]);
  expect(
    messagesOf(
      registerSchema.safeParse({ ...EMPTY_REGISTER_FORM, email: 'a@b', phone: '12', password: 'short' }),
    ),
  ).toEqual(['auth.error.emailInvalid', 'auth.error.phoneInvalid', 'auth.error.passwordTooShort']);
  expect(
    registerSchema.safeParse({
      ...EMPTY_REGISTER_FORM,
      email: 'somchai@example.com',
      phone: '081-234-5678',
      password: 'correct-horse',
    }).success,
  ).toBe(true);
});

it('counts the register form complete only with all six fields and matching passwords', () => {
  const filled = {
    ...EMPTY_REGISTER_FORM,
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    email: 'somchai@example.com',
    phone: '0812345678',
    password: 'correct-horse',
    confirmPassword: 'correct-horse',
  };
  expect(isRegisterFormComplete(filled)).toBe(true);
  expect(isRegisterFormComplete({ ...filled, confirmPassword: 'correct-horsE' })).toBe(false);
  expect(isRegisterFormComplete({ ...filled, phone: '  ' })).toBe(false);
  expect(isRegisterFormComplete(EMPTY_REGISTER_FORM)).toBe(false);
});

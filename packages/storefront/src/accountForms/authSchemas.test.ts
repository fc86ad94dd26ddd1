import { EMPTY_REGISTER_FORM } from '@probuild/machines';
import { expect, it } from 'vitest';
import { isRegisterFormComplete } from '../pages/auth/RegisterForm.tsx';
import { loginSchema, registerSchema } from './authSchemas.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const filled = {
  ...EMPTY_REGISTER_FORM,
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  email: 'somchai@example.com',
  phone: '081-234-5678',
  password: 'correct-horse',
  confirmPassword: 'correct-horse',
};

it('leaves empty login fields to the session machine and checks the formats the contract sets', () => {
  expect(loginSchema.safeParse({ identifier: '', password: '' }).success).toBe(true);
  expect(messagesOf(loginSchema.safeParse({ identifier: 'somchai', password: 'x' }))).toEqual([
    'auth.error.emailInvalid',
  ]);
  expect(
    messagesOf(
      registerSchema.safeParse({
        ...filled,
        email: 'a@b',
        phone: '12',
        password: 'short',
        confirmPassword: 'short',
      }),
    ),
  ).toEqual(['auth.error.emailInvalid', 'auth.error.phoneInvalid', 'auth.error.passwordTooShort']);
  expect(registerSchema.safeParse(filled).success).toBe(true);
});

it('names each empty register field and a confirmation that differs, with the spec texts', () => {
  const result = registerSchema.safeParse({ ...filled, firstName: ' ', confirmPassword: 'correct-horsE' });
  expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
    ['firstName', 'session.registerFieldsRequired'],
    ['confirmPassword', 'session.passwordsMismatch'],
  ]);
});

it('counts the register form complete only with all six fields and matching passwords', () => {
  expect(isRegisterFormComplete(filled)).toBe(true);
  expect(isRegisterFormComplete({ ...filled, confirmPassword: 'correct-horsE' })).toBe(false);
  expect(isRegisterFormComplete({ ...filled, phone: '  ' })).toBe(false);
  expect(isRegisterFormComplete(EMPTY_REGISTER_FORM)).toBe(false);
});

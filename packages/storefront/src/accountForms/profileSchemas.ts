import { z } from 'zod/mini';
import { emailFormat, newPasswordLength, phoneFormat } from './authSchemas.ts';

const required = z.refine<string>((value) => value.trim() !== '', 'profile.required');

/** PUT /customers/profile: all four fields are required by the contract. */
export const profileSchema = z.object({
  firstName: z.string().check(required),
  lastName: z.string().check(required),
  email: z.string().check(required, emailFormat),
  phone: z.string().check(required, phoneFormat),
});

/** PUT /customers/change-password, with the confirmation the form asks for. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().check(required),
    newPassword: z.string().check(required, newPasswordLength),
    confirmPassword: z.string().check(required),
  })
  .check(
    z.refine((form) => form.newPassword === form.confirmPassword, {
      message: 'profile.password.mismatch',
      path: ['confirmPassword'],
    }),
  );

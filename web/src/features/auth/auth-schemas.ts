import * as z from 'zod/mini';
import { message } from '../../lib/forms/message-text';
import { MIN_PASSWORD_LENGTH } from './api/forgot-password';

/*
 * The login and password forms' rules, the API's (contract http/accounts.ts: loginBody,
 * resetPasswordBody, changePasswordBody) in zod/mini for the public pages' bundle; each refusal
 * is a locale key with the spec's text. "Confirm password" is the web's own field.
 */

/** The server's longest password. */
export const MAX_PASSWORD_LENGTH = 128;

const tenDigits = (key: string) => z.string().check(z.regex(/^\d{10}$/, key));

export const loginSchema = z.object({
  phone: z.string().check(z.minLength(1, 'login.phoneRequired'), z.regex(/^\d{10}$/, 'forgot.phoneInvalid')),
  password: z.string().check(z.minLength(1, 'login.passwordRequired'), z.maxLength(MAX_PASSWORD_LENGTH, 'login.passwordRequired')),
});

const newPasswordShape = {
  password: z
    .string()
    .check(
      z.minLength(MIN_PASSWORD_LENGTH, message('forgot.passwordShort', { min: MIN_PASSWORD_LENGTH })),
      z.maxLength(MAX_PASSWORD_LENGTH, message('forgot.passwordShort', { min: MIN_PASSWORD_LENGTH })),
    ),
  confirm: z.string(),
};
const confirmed = z.refine<{ password: string; confirm: string }>((v) => v.password === v.confirm, {
  error: 'forgot.passwordMismatch',
  path: ['confirm'],
  when: () => true,
});

/** A new password and the same again. */
export const newPasswordSchema = z.object(newPasswordShape).check(confirmed);

/** The reset: the number (10 digits to send the OTP), then the OTP and the new password once it went. */
export const resetPhoneSchema = z.object({
  phone: tenDigits('forgot.phoneInvalid'),
  otp: z.string(),
  password: z.string(),
  confirm: z.string(),
});
export const resetSchema = z
  .object({ phone: tenDigits('forgot.phoneInvalid'), otp: z.string().check(z.regex(/^\d{4}$/, 'forgot.otpInvalid')), ...newPasswordShape })
  .check(confirmed);
export type ResetValues = z.input<typeof resetSchema>;

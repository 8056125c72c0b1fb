import * as z from 'zod/mini';
import { AADHAR_FORMAT, OTP_FORMAT, PAN_FORMAT, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PIN_FORMAT, blankOr } from '../http/limits.js';
import { formMessage } from './message.js';

/*
 * The public forms (spec §5), in zod/mini for the public pages' bundle, with the API's rules
 * (http/accounts.ts: signupBody, loginBody, resetPasswordBody, changePasswordBody; the lead form
 * of http/catalog.ts) from the same limits and formats. Each refusal is the web's locale key for
 * the spec's text ("please enter 10 digit number"), the same words as the server's code for it.
 * "Confirm password" is the web's own field.
 */

const PHONE_FORMAT = /^\d{10}$/;
const tenDigits = (key: string) => z.string().check(z.regex(PHONE_FORMAT, key));
const filled = (key: string) => z.string().check(z.trim(), z.minLength(1, key));

/** Sign-up step 1: exactly 10 digits to send the OTP; once it went to the number in the field, 4 digits to verify it. */
export const phoneStepForm = (otpSentTo: string | null) =>
  z
    .object({ phone: tenDigits('signup.errors.phone'), otp: z.string() })
    .check(
      z.refine((v) => v.phone !== otpSentTo || OTP_FORMAT.test(v.otp), { error: 'signup.errors.otp', path: ['otp'], when: () => true }),
    );
export type PhoneStepValues = z.input<ReturnType<typeof phoneStepForm>>;

/** Sign-up step 2, in the spec's order: middle name and email are free; state is the chosen state's id. */
export const personalStepForm = z.object({
  firstname: filled('signup.errors.firstName'),
  middlename: z.string(),
  lastname: filled('signup.errors.lastName'),
  email: z.string(),
  state: z.string().check(z.minLength(1, 'signup.errors.state')),
  pin: z.string().check(z.regex(PIN_FORMAT, 'signup.errors.pin')),
  address: filled('signup.errors.address'),
});
export type PersonalStepValues = z.input<typeof personalStepForm>;

/** Sign-up step 3 (and the profile's identity documents): each number may be skipped, but one that is given must be complete. */
export const documentsStepForm = z.object({
  aadharNumber: z.string().check(z.regex(blankOr(AADHAR_FORMAT), 'signup.errors.aadhar')),
  panNumber: z.string().check(z.regex(blankOr(PAN_FORMAT), 'signup.errors.pan')),
});
export type DocumentsStepValues = z.input<typeof documentsStepForm>;

/** Login (page and modal). */
export const loginForm = z.object({
  phone: z.string().check(z.minLength(1, 'login.phoneRequired'), z.regex(PHONE_FORMAT, 'forgot.phoneInvalid')),
  password: z.string().check(z.minLength(1, 'login.passwordRequired'), z.maxLength(PASSWORD_MAX_LENGTH, 'login.passwordRequired')),
});

const passwordLength = formMessage('forgot.passwordShort', { min: PASSWORD_MIN_LENGTH });
const newPasswordShape = {
  password: z.string().check(z.minLength(PASSWORD_MIN_LENGTH, passwordLength), z.maxLength(PASSWORD_MAX_LENGTH, passwordLength)),
  confirm: z.string(),
};
const confirmed = z.refine<{ password: string; confirm: string }>((v) => v.password === v.confirm, {
  error: 'forgot.passwordMismatch',
  path: ['confirm'],
  when: () => true,
});

/** A new password and the same again (the first password after an account is made for someone). */
export const newPasswordForm = z.object(newPasswordShape).check(confirmed);

/** The reset's first step: the number (10 digits) to send the OTP to. */
export const resetPhoneForm = z.object({
  phone: tenDigits('forgot.phoneInvalid'),
  otp: z.string(),
  password: z.string(),
  confirm: z.string(),
});
/** The reset once the OTP went: the OTP and the new password. */
export const resetForm = z
  .object({ phone: tenDigits('forgot.phoneInvalid'), otp: z.string().check(z.regex(OTP_FORMAT, 'forgot.otpInvalid')), ...newPasswordShape })
  .check(confirmed);
export type ResetValues = z.input<typeof resetForm>;

/** The lead form (spec §5): name, phone and PIN code required; state and district are free. */
export const leadForm = z.object({
  name: filled('leads.nameRequired'),
  phone: z.string().check(z.minLength(1, 'leads.phoneRequired')),
  pincode: z.string().check(z.minLength(1, 'leads.pincodeRequired')),
});
export type LeadFormValues = z.input<typeof leadForm>;

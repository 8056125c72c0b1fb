import { postForm, type RequestOptions } from '../../../lib/api-client';

export const SEND_RESET_OTP_PATH = '/user/check-user-and-sendotp';
export const RESET_PASSWORD_PATH = '/user/verify-and-change-user-password';
export const OTP_RESEND_SECONDS = 30;
export const MIN_PASSWORD_LENGTH = 6;

/** Checks the phone belongs to an account and sends it a 4-digit OTP (spec §7: form phone). */
export function sendResetOtp(phone: string, options?: RequestOptions) {
  return postForm(SEND_RESET_OTP_PATH, { phone }, { ...options, authRedirect: false });
}

/** Verifies the OTP and sets the new password in one call (payload fields: phone, otp, password). */
export function resetPassword(fields: { phone: string; otp: string; password: string }, options?: RequestOptions) {
  return postForm(RESET_PASSWORD_PATH, fields, { ...options, authRedirect: false });
}

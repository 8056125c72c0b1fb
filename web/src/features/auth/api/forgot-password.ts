import { postForm, type RequestOptions } from '../../../lib/api-client';
import type { OtpSentReply, ResetPasswordRequest, SendOtpRequest } from '@vahanhaat/contract/http/accounts';

export const SEND_OTP_PATH = '/user/sendotp';
export const RESET_PASSWORD_PATH = '/user/verify-and-change-user-password';
export const OTP_RESEND_SECONDS = 30;
/** The server's rule for a new password. */
export { PASSWORD_MIN_LENGTH as MIN_PASSWORD_LENGTH } from '@vahanhaat/contract/http/limits';

/** Texts a 4-digit reset OTP to a registered number. */
export function sendResetOtp(phone: string, options?: RequestOptions) {
  const request: SendOtpRequest = { phone, purpose: 'reset_password' };
  return postForm<OtpSentReply['data']>(SEND_OTP_PATH, request, { ...options, authRedirect: false });
}

export interface ResetPasswordFields {
  phone: string;
  otp: string;
  password: string;
  confirm: string;
}

/** Verifies the OTP and sets the new password in one call. */
export function resetPassword(fields: ResetPasswordFields, options?: RequestOptions) {
  const request: ResetPasswordRequest = {
    phone: fields.phone,
    otp: fields.otp,
    new_password: fields.password,
    confirm_password: fields.confirm,
  };
  return postForm(RESET_PASSWORD_PATH, request, { ...options, authRedirect: false });
}

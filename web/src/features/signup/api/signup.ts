import { postEmpty, postForm, postMultipart, type ApiResponse, type MultipartFields, type RequestOptions } from '../../../lib/api-client';

export const SEND_SIGNUP_OTP_PATH = '/user/check-user-and-sendotp';
export const VERIFY_OTP_PATH = '/user/verifyotp';
export const SIGNUP_STATES_PATH = '/auctions/get-all-states-open-api';
export const SIGNUP_PATH = '/subscriptions/auction-signup-user';

export interface StateOption {
  id: number | string;
  name: string;
}

/** The account-created dialog's fields; the password is shown this once. */
export interface CreatedAccount {
  name: string;
  phone: string;
  password: string;
}

const publicCall = (options?: RequestOptions): RequestOptions => ({ ...options, authRedirect: false });

/** Texts the sign-up OTP to a number that has no account yet. */
export function sendSignupOtp(phone: string, options?: RequestOptions) {
  return postForm(SEND_SIGNUP_OTP_PATH, { phone }, publicCall(options));
}

export function verifySignupOtp(phone: string, otp: string, options?: RequestOptions) {
  return postForm(VERIFY_OTP_PATH, { phone, otp }, publicCall(options));
}

/** States a buyer can sign up for: a bare list or the envelope's data (spec §7). */
export async function getSignupStates(options?: RequestOptions): Promise<ApiResponse & { states: StateOption[] }> {
  const body = await postEmpty<StateOption[]>(SIGNUP_STATES_PATH, publicCall(options));
  const states = Array.isArray(body.data) ? body.data : [];
  return { ...body, states };
}

/** The ERP sign-up call: multipart, without credentials (spec §7). */
export function createAccount(payload: MultipartFields, options?: RequestOptions) {
  return postMultipart<CreatedAccount>(SIGNUP_PATH, payload, { ...publicCall(options), credentials: 'omit' });
}

import { postEmpty, postForm, postMultipart, type ApiResponse, type MultipartFields, type RequestOptions } from '../../../lib/api-client';
import type { OtpSentReply, PhoneRequest, SignupReply, VerifyOtpRequest } from '@vahanhaat/contract/http/accounts';
import type { StateItem } from '@vahanhaat/contract/http/catalog';

export const SEND_SIGNUP_OTP_PATH = '/user/check-user-and-sendotp';
export const VERIFY_OTP_PATH = '/user/verifyotp';
export const SIGNUP_STATES_PATH = '/auctions/get-all-states-open-api';
export const SIGNUP_PATH = '/subscriptions/auction-signup-user';

// Sign-up's answers are the contract's (packages/contract/src/http/accounts.ts, catalog.ts).
export type StateOption = StateItem;
/** The account-created dialog's fields; the password is shown this once. */
export type CreatedAccount = SignupReply['data'];

const publicCall = (options?: RequestOptions): RequestOptions => ({ ...options, authRedirect: false });

/** Texts the sign-up OTP to a number that has no account yet. */
export function sendSignupOtp(phone: string, options?: RequestOptions) {
  const request: PhoneRequest = { phone };
  return postForm<OtpSentReply['data']>(SEND_SIGNUP_OTP_PATH, request, publicCall(options));
}

export function verifySignupOtp(phone: string, otp: string, options?: RequestOptions) {
  const request: Omit<VerifyOtpRequest, 'purpose'> = { phone, otp };
  return postForm(VERIFY_OTP_PATH, request, publicCall(options));
}

/** States a buyer can sign up for: a bare list or the envelope's data (spec §7). */
export async function getSignupStates(options?: RequestOptions): Promise<ApiResponse & { states: StateOption[] }> {
  const body = await postEmpty<StateItem[]>(SIGNUP_STATES_PATH, publicCall(options));
  const states = Array.isArray(body.data) ? body.data : [];
  return { ...body, states };
}

/** The ERP sign-up call: multipart, without credentials (spec §7). */
export function createAccount(payload: MultipartFields, options?: RequestOptions) {
  return postMultipart<CreatedAccount>(SIGNUP_PATH, payload, { ...publicCall(options), credentials: 'omit' });
}

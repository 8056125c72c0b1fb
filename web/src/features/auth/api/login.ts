import { postForm, type ApiResponse, type RequestOptions } from '../../../lib/api-client';
import { phoneFieldValue } from '../../../lib/phone';
import { isFlagSet } from '../../session/atoms';
import type { LoginRequest, LoginFailureBody } from '@vahanhaat/contract/http/accounts';

export const LOGIN_PATH = '/login-react';

/** The sign-in form's fields (the contract's body: the phone is read as its 10 digits). */
export type LoginFields = LoginRequest;

/** A refused sign-in: the reason, and whether (and why) the account is blocked. */
export type LoginFailure = Partial<Pick<LoginFailureBody, 'is_active' | 'block_description'>>;

export function login(fields: LoginFields, options?: RequestOptions) {
  const request: LoginRequest = { phone: fields.phone, password: fields.password };
  return postForm<never>(LOGIN_PATH, request, { ...options, authRedirect: false });
}

/** Spec §8: the server msg, then ". " and block_description when the account is not active. */
export function loginFailureMessage(body: ApiResponse & LoginFailure, fallback: string): string {
  const msg = body.msg || fallback;
  const blocked = body.is_active !== undefined && !isFlagSet(body.is_active);
  return blocked && body.block_description ? `${msg}. ${body.block_description}` : msg;
}

/**
 * Login phone field (spec §5): digits only, and a number typed or pasted with +91, a leading 0,
 * spaces or dashes becomes its 10 digits (lib/phone.ts, shared with the server).
 */
export function sanitizePhone(value: string): string {
  return phoneFieldValue(value);
}

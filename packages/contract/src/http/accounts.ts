import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { zodText, type SchemaCode } from './codes.js';
import { failure, idField, phoneNumber } from './common.js';
import { AADHAR_FORMAT, OTP_FORMAT, PAN_FORMAT, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PIN_FORMAT, blankOr } from './limits.js';
import { DOCUMENT_KINDS, REJECT_REASONS, REVIEW_STATUSES } from './vocabulary.js';

/*
 * Accounts: sign-up, OTP, login, passwords, the language choice and the identity documents
 * (KYC upload). The forms' rules are these schemas: the web validates with them before posting.
 */

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/** The codes of spec §5's texts (the server's catalog holds their words, English word for word). */
export const CODE = {
  phone: 'account.phone_invalid',
  otp: 'account.otp_invalid',
  firstName: 'account.first_name_required',
  lastName: 'account.last_name_required',
  state: 'account.state_required',
  pincode: 'account.pincode_invalid',
  address: 'account.address_required',
  aadhar: 'account.aadhar_invalid',
  pan: 'account.pan_invalid',
  password: 'account.password_required',
  passwordsDiffer: 'account.passwords_differ',
} as const satisfies Record<string, SchemaCode>;

const newPasswordText = zodText('account.password_length', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });

const phone = phoneNumber(CODE.phone).meta({
  description: '10-digit mobile number; +91, a leading 0, spaces and dashes are accepted',
  example: '9876543210',
});
const otp = z.string({ error: CODE.otp }).trim().regex(OTP_FORMAT, CODE.otp).meta({ description: '4-digit OTP' });
const text = (max: number, what: string) =>
  z
    .string({ error: zodText('field.must_be_text', { field: what }) })
    .trim()
    .max(max, zodText('request.field_too_long', { field: what }))
    .optional();
const required = (max: number, code: SchemaCode, what: string) =>
  z
    .string({ error: code })
    .trim()
    .min(1, code)
    .max(max, zodText('request.field_too_long', { field: what }));
const password = z.string({ error: CODE.password }).min(1, CODE.password).max(PASSWORD_MAX_LENGTH, CODE.password);
const newPassword = z
  .string({ error: newPasswordText })
  .min(PASSWORD_MIN_LENGTH, newPasswordText)
  .max(PASSWORD_MAX_LENGTH, newPasswordText);
const file = (description: string) =>
  z
    .string()
    .optional()
    .meta({ format: 'binary', description: `${description}: JPEG, PNG, WebP or PDF, at most 5 MB (multipart); empty when not given` });
/** Sent by the sign-up form but decided by the server: read, never trusted. */
const ignored = (description: string) =>
  z
    .unknown()
    .optional()
    .meta({ description: `${description} (ignored: the server decides)` });

export const otpPurpose = z.enum(['signup', 'reset_password'], { error: zodText('account.otp_purpose_invalid') });
export type OtpPurpose = z.infer<typeof otpPurpose>;

export const phoneBody = z.object({ phone });
export const languageBody = z.object({
  language: z.enum(LANGUAGES, { error: zodText('account.language_invalid') }).meta({ description: 'en, hi, mr, gu, kn, te or ta' }),
});
export const sendOtpBody = z.object({
  phone,
  purpose: otpPurpose.default('signup').meta({ description: 'signup (unregistered phones) or reset_password (registered phones)' }),
});
export const verifyOtpBody = z.object({ phone, otp, purpose: otpPurpose.default('signup') });

export const loginBody = z.object({ phone, password });
export const changePasswordBody = z.object({ old_password: password, new_password: newPassword, confirm_password: z.string().optional() });
export const resetPasswordBody = z.object({ phone, otp, new_password: newPassword, confirm_password: z.string().optional() });
/** The bodies as the server reads them (a form sends each value as text; the phone as its 10 digits). */
export type PhoneRequest = z.infer<typeof phoneBody>;
export type SendOtpRequest = z.infer<typeof sendOtpBody>;
export type VerifyOtpRequest = z.infer<typeof verifyOtpBody>;
export type LoginRequest = z.infer<typeof loginBody>;
export type ChangePasswordRequest = z.infer<typeof changePasswordBody>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordBody>;

const aadhar = z
  .string({ error: CODE.aadhar })
  .trim()
  .regex(blankOr(AADHAR_FORMAT), CODE.aadhar)
  .optional()
  .meta({ description: '12-digit Aadhaar number or empty; only the last 4 digits are kept' });
const pan = z
  .string({ error: CODE.pan })
  .trim()
  .toUpperCase()
  .regex(blankOr(PAN_FORMAT), CODE.pan)
  .optional()
  .meta({ description: '10-character PAN (AAAAA9999A) or empty' });

/** Spec §3 'Sign-up payload', keys in the order spec §5 checks them (first fault wins). */
export const signupBody = z.object({
  phone,
  first_name: required(100, CODE.firstName, 'First name'),
  last_name: required(100, CODE.lastName, 'Last name'),
  state: z
    .union(
      [
        z.number().int().positive(),
        z
          .string()
          .trim()
          .regex(/^\d{1,9}$/, CODE.state),
      ],
      { error: CODE.state },
    )
    .meta({ description: 'State id from the open state list' }),
  pincode: z.string({ error: CODE.pincode }).trim().regex(PIN_FORMAT, CODE.pincode),
  address: required(500, CODE.address, 'Address'),
  aadhar,
  pan,
  middle_name: text(100, 'Middle name'),
  email: text(200, 'Email'),
  user_added_by: ignored('The phone of whoever added the user; a self sign-up is added by itself'),
  ifsc: text(50, 'IFSC'),
  bank_name: text(200, 'Bank name'),
  branch_name: text(200, 'Branch name'),
  account_name: text(200, 'Account name'),
  account_number: text(50, 'Account number'),
  remarks: ignored("Always 'Self Signup'"),
  is_blocked: ignored('A new account is never blocked'),
  allow_attendance_mark: ignored('Not used by buyers'),
  assigned_states_designations: ignored("JSON list of {state, designations: ['Auction Buyer']}; only the selected state is granted"),
  user_designation: ignored('Always 49, Auction Buyer'),
  assign_cluster: ignored('Not used by buyers'),
  is_channel_financed: ignored('Always false for a self sign-up'),
  front_aadhar_file: file('Aadhaar front'),
  back_aadhar_file: file('Aadhaar back'),
  pan_file: file('PAN front'),
});
export type SignupInput = z.infer<typeof signupBody>;

export const uploadDocumentsBody = z.object({
  aadhar,
  pan,
  front_aadhar_file: file('Aadhaar front'),
  back_aadhar_file: file('Aadhaar back'),
  pan_file: file('PAN front'),
});
export type UploadDocumentsInput = z.infer<typeof uploadDocumentsBody>;

export const documentIdParams = z.object({
  id: idField('Document id'),
});
export const documentsQuery = z.object({
  user_id: idField('user_id').optional().meta({ description: "Admins only: another user's documents" }),
});

// ---- answers ----

export const errorBody = failure;
export const loginFailureBody = errorBody.extend({
  is_active: z.boolean().optional(),
  block_description: z.string().optional(),
});
export type LoginFailureBody = z.infer<typeof loginFailureBody>;
export const loginLockedBody = errorBody.extend({
  retry_after: z.number().int().optional().meta({ description: 'Seconds until this account may try to sign in again' }),
});
export const okBody = z.object({ status: z.literal(200), msg: z.string() });
export const languageReply = okBody.extend({ data: z.object({ language: z.enum(LANGUAGES) }) });

export const checkUserReply = okBody.extend({ data: z.object({ is_registered: z.boolean() }) });
export const otpSentReply = okBody.extend({
  data: z.object({
    resend_after: z.number().int().meta({ description: 'Seconds before another OTP may be requested' }),
    expires_in: z.number().int().meta({ description: 'Seconds the OTP stays valid' }),
  }),
});
export const signupReply = okBody.extend({
  data: z.object({
    name: z.string(),
    phone: z.string(),
    password: z.string().meta({ description: 'The generated password: shown once, never stored in clear' }),
  }),
});

/** Spec §3 'User session': the login-check answer, user fields at the top level. */
export const sessionUserFields = z.object({
  username: z.string().meta({ description: 'The login name: the phone number' }),
  remaining_time: z.number().int().meta({ description: 'Seconds until the session expires' }),
  user_id: z.number().int(),
  phone: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  state: z.string().nullable(),
  state_id: z.number().int().nullable(),
  is_subscribed: z.boolean(),
  admin: z.boolean(),
  is_auction_admin: z.boolean(),
  docs_uploaded: z.boolean(),
  never_subscribed: z.boolean(),
  subscription_date: z.string().nullable(),
  subscription_end_date: z.string().nullable(),
  must_change_password: z
    .boolean()
    .meta({ description: 'Signed in with a one-time password: change it (/user/changepassword) before anything else' }),
  is_dealer: z.boolean().meta({ description: 'A dealer account: it invites agents who quote in its name (docs/dealers.md)' }),
  agent_of: z
    .object({ dealer_id: z.number().int(), dealer_name: z.string(), status: z.enum(['active', 'suspended']) })
    .nullable()
    .meta({ description: "The dealer this account quotes for as an agent (its quotes are the dealer's), or null" }),
});
export type SessionUserFields = z.infer<typeof sessionUserFields>;
export const sessionUserReply = okBody.extend(sessionUserFields.shape);

export const documentKind = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof documentKind>;
export const identityDocument = z.object({
  id: z.number().int(),
  kind: documentKind,
  mime: z.string(),
  size_bytes: z.number().int(),
  status: z.enum(REVIEW_STATUSES),
  uploaded_at: z.string(),
  file_url: z.string(),
  reviewed_at: z.string().nullable().meta({ description: 'When an admin verified or rejected the document' }),
  reject_reason: z
    .enum(REJECT_REASONS)
    .nullable()
    .meta({ description: "Why it was rejected (a code the web words in the buyer's language); upload the document again" }),
  reject_note: z.string().nullable().meta({ description: "The reviewer's own words beside the reason" }),
});
export const documentsReply = okBody.extend({
  data: z.object({
    user_id: z.number().int(),
    aadhar_number: z.string().nullable().meta({ description: "Masked: 'XXXX XXXX 1234'" }),
    pan_number: z.string().nullable(),
    docs_uploaded: z.boolean(),
    kyc_verified: z.boolean().meta({ description: 'Aadhaar (both sides) and PAN are current and verified by an admin' }),
    documents: z.array(identityDocument),
  }),
});

// ---- types ----

export type PhoneBody = z.input<typeof phoneBody>;
export type SendOtpBody = z.input<typeof sendOtpBody>;
export type VerifyOtpBody = z.input<typeof verifyOtpBody>;
export type LoginBody = z.input<typeof loginBody>;
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
export type LanguageBody = z.input<typeof languageBody>;
export type SignupBody = z.input<typeof signupBody>;
export type UploadDocumentsBody = z.input<typeof uploadDocumentsBody>;
export type IdentityDocument = z.infer<typeof identityDocument>;
export type IdentityDocuments = z.infer<typeof documentsReply>['data'];
export type OtpSentReply = z.infer<typeof otpSentReply>;
export type SignupReply = z.infer<typeof signupReply>;
export type SessionUserReply = z.infer<typeof sessionUserReply>;

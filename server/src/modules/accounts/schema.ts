import { z } from 'zod';
import { idField } from '../../lib/http-schemas.js';

/** Spec §5 texts, word for word: the server answers the same faults with the same words. */
export const MSG = {
  phone: 'please enter 10 digit number',
  otp: 'please enter 4 digit correct OTP',
  firstName: 'Please enter first name',
  lastName: 'Please enter last name',
  state: 'Please select state',
  pincode: 'Please enter correct PIN code',
  address: 'Please enter address',
  aadhar: 'please skip or enter correct Aadhar number',
  pan: 'please skip or enter correct PAN number',
  password: 'Please enter password',
  newPassword: 'Password must be 8 to 128 characters',
  passwordsDiffer: 'New password and confirm password do not match',
} as const;

const phone = z
  .string({ error: MSG.phone })
  .trim()
  .regex(/^\d{10}$/, MSG.phone)
  .meta({ description: '10-digit mobile number', example: '9876543210' });
const otp = z.string({ error: MSG.otp }).trim().regex(/^\d{4}$/, MSG.otp).meta({ description: '4-digit OTP' });
const text = (max: number, what: string) =>
  z.string({ error: `${what} must be text` }).trim().max(max, `${what} is too long`).optional();
const required = (max: number, msg: string, what: string) =>
  z.string({ error: msg }).trim().min(1, msg).max(max, `${what} is too long`);
const password = z.string({ error: MSG.password }).min(1, MSG.password).max(128, MSG.password);
const newPassword = z.string({ error: MSG.newPassword }).min(8, MSG.newPassword).max(128, MSG.newPassword);
const file = (description: string) =>
  z.string().optional().meta({ format: 'binary', description: `${description}: JPEG, PNG, WebP or PDF, at most 5 MB (multipart); empty when not given` });
/** Sent by the sign-up form but decided by the server: read, never trusted. */
const ignored = (description: string) => z.unknown().optional().meta({ description: `${description} (ignored: the server decides)` });

export const otpPurpose = z.enum(['signup', 'reset_password'], { error: 'OTP purpose must be signup or reset_password' });
export type OtpPurpose = z.infer<typeof otpPurpose>;

export const phoneBody = z.object({ phone });
export const sendOtpBody = z.object({
  phone,
  purpose: otpPurpose.default('signup').meta({ description: 'signup (unregistered phones) or reset_password (registered phones)' }),
});
export const verifyOtpBody = z.object({ phone, otp, purpose: otpPurpose.default('signup') });

export const loginBody = z.object({ phone, password });
export const changePasswordBody = z.object({ old_password: password, new_password: newPassword, confirm_password: z.string().optional() });
export const resetPasswordBody = z.object({ phone, otp, new_password: newPassword, confirm_password: z.string().optional() });

const aadhar = z
  .string({ error: MSG.aadhar })
  .trim()
  .regex(/^(\d{12})?$/, MSG.aadhar)
  .optional()
  .meta({ description: '12-digit Aadhaar number or empty; only the last 4 digits are kept' });
const pan = z
  .string({ error: MSG.pan })
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{5}\d{4}[A-Z])?$/, MSG.pan)
  .optional()
  .meta({ description: '10-character PAN (AAAAA9999A) or empty' });

/** Spec §3 'Sign-up payload', keys in the order spec §5 checks them (first fault wins). */
export const signupBody = z.object({
  phone,
  first_name: required(100, MSG.firstName, 'First name'),
  last_name: required(100, MSG.lastName, 'Last name'),
  state: z
    .union([z.number().int().positive(), z.string().trim().regex(/^\d{1,9}$/, MSG.state)], { error: MSG.state })
    .meta({ description: 'State id from the open state list' }),
  pincode: z.string({ error: MSG.pincode }).trim().regex(/^\d{6}$/, MSG.pincode),
  address: required(500, MSG.address, 'Address'),
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
  user_id: idField('user_id')
    .optional()
    .meta({ description: "Admins only: another user's documents" }),
});

// ---- answers ----

export const errorBody = z.object({ status: z.number().int(), msg: z.string() });
export const loginFailureBody = errorBody.extend({
  is_active: z.boolean().optional(),
  block_description: z.string().optional(),
});
export const loginLockedBody = errorBody.extend({
  retry_after: z.number().int().optional().meta({ description: 'Seconds until this account may try to sign in again' }),
});
export const okBody = z.object({ status: z.literal(200), msg: z.string() });

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
  must_change_password: z.boolean().meta({ description: 'Signed in with a one-time password: change it (/user/changepassword) before anything else' }),
});
export type SessionUserFields = z.infer<typeof sessionUserFields>;
export const sessionUserReply = okBody.extend(sessionUserFields.shape);

export const documentKind = z.enum(['aadhar_front', 'aadhar_back', 'pan_front']);
export type DocumentKind = z.infer<typeof documentKind>;
export const identityDocument = z.object({
  id: z.number().int(),
  kind: documentKind,
  mime: z.string(),
  size_bytes: z.number().int(),
  status: z.enum(['pending', 'verified', 'rejected']),
  uploaded_at: z.string(),
  file_url: z.string(),
  reviewed_at: z.string().nullable().meta({ description: 'When an admin verified or rejected the document' }),
  reject_reason: z
    .enum(['unreadable', 'cut_off', 'wrong_document', 'details_mismatch', 'other'])
    .nullable()
    .meta({ description: 'Why it was rejected (a code the web words in the buyer\'s language); upload the document again' }),
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

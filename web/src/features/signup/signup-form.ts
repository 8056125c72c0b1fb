import * as z from 'zod/mini';
import type { MultipartFields } from '../../lib/api-client';
import type { StateOption } from './api/signup';

/** Spec §9 lengths. */
export const PHONE_LENGTH = 10;
export const OTP_LENGTH = 4;
export const PIN_LENGTH = 6;
export const AADHAR_LENGTH = 12;
export const PAN_LENGTH = 10;
export const OTP_RESEND_SECONDS = 30;

/** Self sign-ups are Auction Buyers, designation 49, for the state they pick (spec §3, §6). */
export const AUCTION_BUYER_DESIGNATION = 'Auction Buyer';
export const AUCTION_BUYER_DESIGNATION_CODE = 49;
export const SELF_SIGNUP_REMARKS = 'Self Signup';

/** Spec §3 'Sign-up form'. */
export interface SignupForm {
  phone: string;
  otp: string;
  firstname: string;
  middlename: string;
  lastname: string;
  email: string;
  address: string;
  pin: string;
  panNumber: string;
  panFront: File | null;
  aadharNumber: string;
  aadharFront: File | null;
  aadharBack: File | null;
  state: StateOption | null;
}

export const EMPTY_SIGNUP_FORM: SignupForm = {
  phone: '',
  otp: '',
  firstname: '',
  middlename: '',
  lastname: '',
  email: '',
  address: '',
  pin: '',
  panNumber: '',
  panFront: null,
  aadharNumber: '',
  aadharFront: null,
  aadharBack: null,
  state: null,
};

export const onlyDigits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
/** PAN: letters and digits, upper case, at most 10. */
export const panInput = (value: string) =>
  value
    .replace(/[^a-z0-9]/gi, '')
    .toUpperCase()
    .slice(0, PAN_LENGTH);

/*
 * The sign-up steps' rules (spec §5), each refusal the spec's text as a locale key. A step shows
 * every problem at once, in the spec's order down the form, with the focus on the first.
 */
const tenDigits = z.string().check(z.regex(/^\d{10}$/, 'signup.errors.phone'));

/**
 * Step 1: exactly 10 digits to send the OTP; with the OTP field shown (the number in the field
 * is the one the OTP went to), exactly 4 digits to verify it.
 */
export const phoneStepSchema = (otpSentTo: string | null) =>
  z
    .object({ phone: tenDigits, otp: z.string() })
    .check(
      z.refine((v) => v.phone !== otpSentTo || /^\d{4}$/.test(v.otp), { error: 'signup.errors.otp', path: ['otp'], when: () => true }),
    );
export type PhoneStepValues = z.input<ReturnType<typeof phoneStepSchema>>;

const filled = (key: string) => z.string().check(z.trim(), z.minLength(1, key));

/** Step 2: middle name and email are free; state is the chosen state's id. */
export const personalStepSchema = z.object({
  firstname: filled('signup.errors.firstName'),
  middlename: z.string(),
  lastname: filled('signup.errors.lastName'),
  email: z.string(),
  state: z.string().check(z.minLength(1, 'signup.errors.state')),
  pin: z.string().check(z.regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), 'signup.errors.pin')),
  address: filled('signup.errors.address'),
});
export type PersonalStepValues = z.input<typeof personalStepSchema>;

/** Step 3: both numbers may be skipped, but one that is given must be complete. */
export const documentsStepSchema = z.object({
  aadharNumber: z.string().check(z.refine((v) => v === '' || new RegExp(`^\\d{${AADHAR_LENGTH}}$`).test(v), 'signup.errors.aadhar')),
  // The server's PAN shape (AAAAA9999A): ten characters that are not a PAN are refused here too.
  panNumber: z.string().check(z.regex(/^([A-Z]{5}\d{4}[A-Z])?$/, 'signup.errors.pan')),
});
export type DocumentsStepValues = z.input<typeof documentsStepSchema>;

/** Spec §3 'Sign-up payload', field for field; files not given go as empty strings. */
export function signupPayload(form: SignupForm): MultipartFields {
  const state = form.state;
  return {
    user_added_by: form.phone,
    first_name: form.firstname.trim(),
    middle_name: form.middlename.trim(),
    last_name: form.lastname.trim(),
    email: form.email.trim(),
    phone: form.phone,
    aadhar: form.aadharNumber,
    pan: form.panNumber,
    state: state ? String(state.id) : '',
    pincode: form.pin,
    address: form.address.trim(),
    ifsc: '',
    bank_name: '',
    branch_name: '',
    account_name: '',
    account_number: '',
    remarks: SELF_SIGNUP_REMARKS,
    is_blocked: false,
    allow_attendance_mark: '',
    assigned_states_designations: JSON.stringify(state ? [{ state: state.name, designations: [AUCTION_BUYER_DESIGNATION] }] : []),
    user_designation: AUCTION_BUYER_DESIGNATION_CODE,
    assign_cluster: '',
    is_channel_financed: false,
    front_aadhar_file: form.aadharFront ?? '',
    back_aadhar_file: form.aadharBack ?? '',
    pan_file: form.panFront ?? '',
  };
}

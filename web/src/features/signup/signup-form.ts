import { PAN_LENGTH } from '@vahanhaat/contract/http/limits';
import type { MultipartFields } from '../../lib/api-client';
import type { StateOption } from './api/signup';

/** Spec §9 lengths. */
export { AADHAR_LENGTH, OTP_LENGTH, PAN_LENGTH, PHONE_LENGTH, PIN_LENGTH } from '@vahanhaat/contract/http/limits';
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

/** The steps' rules (spec §5): the contract's, each refusal the spec's text as a locale key. */
export {
  documentsStepForm,
  personalStepForm,
  phoneStepForm,
  type DocumentsStepValues,
  type PersonalStepValues,
  type PhoneStepValues,
} from '@vahanhaat/contract/forms/accounts';

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

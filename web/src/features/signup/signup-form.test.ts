import { describe, expect, it } from 'vitest';
import {
  EMPTY_SIGNUP_FORM,
  documentsStepForm,
  onlyDigits,
  panInput,
  personalStepForm,
  phoneStepForm,
  signupPayload,
  type SignupForm,
} from './signup-form';

const complete: SignupForm = {
  ...EMPTY_SIGNUP_FORM,
  phone: '9876543210',
  firstname: 'Ramesh',
  lastname: 'Patil',
  state: { id: 14, name: 'Maharashtra' },
  pin: '411001',
  address: 'At post Wagholi',
};

describe('sign-up form rules', () => {
  it('keeps digits only, cut to the limit', () => {
    expect(onlyDigits('98a76-54 3210 99', 10)).toBe('9876543210');
    expect(panInput('abcde1234f9')).toBe('ABCDE1234F');
  });

  /** The locale keys of a step's refusals, in the order of the form. */
  const refusals = (schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }, values: unknown) =>
    schema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];
  const personal = {
    firstname: 'Ramesh',
    middlename: '',
    lastname: 'Patil',
    email: '',
    state: '14',
    pin: '411001',
    address: 'At post Wagholi',
  };

  it('checks step 2 with the texts of spec §5, in its order', () => {
    expect(refusals(personalStepForm, { ...personal, firstname: ' ', lastname: '', state: '', pin: '41100', address: ' ' })).toEqual([
      'signup.errors.firstName',
      'signup.errors.lastName',
      'signup.errors.state',
      'signup.errors.pin',
      'signup.errors.address',
    ]);
    expect(refusals(personalStepForm, personal)).toEqual([]);
  });

  it('lets middle name and email stay empty (email is not checked)', () => {
    expect(refusals(personalStepForm, { ...personal, middlename: '', email: 'not an email' })).toEqual([]);
  });

  it('asks for 10 digits to send the OTP and 4 to verify it, for the number it went to', () => {
    expect(refusals(phoneStepForm(null), { phone: '98765', otp: '' })).toEqual(['signup.errors.phone']);
    expect(refusals(phoneStepForm(null), { phone: '9876543210', otp: '' })).toEqual([]);
    expect(refusals(phoneStepForm('9876543210'), { phone: '9876543210', otp: '12' })).toEqual(['signup.errors.otp']);
    expect(refusals(phoneStepForm('9876543210'), { phone: '9876543211', otp: '' })).toEqual([]);
  });

  it('accepts skipped or complete identity numbers only', () => {
    expect(refusals(documentsStepForm, { aadharNumber: '', panNumber: '' })).toEqual([]);
    expect(refusals(documentsStepForm, { aadharNumber: '1234', panNumber: '' })).toEqual(['signup.errors.aadhar']);
    expect(refusals(documentsStepForm, { aadharNumber: '123412341234', panNumber: 'ABCDE' })).toEqual(['signup.errors.pan']);
    expect(refusals(documentsStepForm, { aadharNumber: '123412341234', panNumber: 'ABCDE1234F' })).toEqual([]);
  });

  it('builds the exact sign-up payload of spec §3', () => {
    const front = new File(['x'], 'front.jpg', { type: 'image/jpeg' });
    const payload = signupPayload({
      ...complete,
      middlename: 'K',
      email: 'r@example.in',
      aadharNumber: '123412341234',
      aadharFront: front,
    });
    expect(payload).toEqual({
      user_added_by: '9876543210',
      first_name: 'Ramesh',
      middle_name: 'K',
      last_name: 'Patil',
      email: 'r@example.in',
      phone: '9876543210',
      aadhar: '123412341234',
      pan: '',
      state: '14',
      pincode: '411001',
      address: 'At post Wagholi',
      ifsc: '',
      bank_name: '',
      branch_name: '',
      account_name: '',
      account_number: '',
      remarks: 'Self Signup',
      is_blocked: false,
      allow_attendance_mark: '',
      assigned_states_designations: JSON.stringify([{ state: 'Maharashtra', designations: ['Auction Buyer'] }]),
      user_designation: 49,
      assign_cluster: '',
      is_channel_financed: false,
      front_aadhar_file: front,
      back_aadhar_file: '',
      pan_file: '',
    });
  });
});

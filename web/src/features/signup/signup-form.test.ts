import { describe, expect, it } from 'vitest';
import { EMPTY_SIGNUP_FORM, documentsError, onlyDigits, panInput, personalError, signupPayload, type SignupForm } from './signup-form';

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

  it('checks step 2 in the order of spec §5', () => {
    const order = [
      [{ firstname: ' ' }, 'signup.errors.firstName'],
      [{ lastname: '' }, 'signup.errors.lastName'],
      [{ state: null }, 'signup.errors.state'],
      [{ pin: '41100' }, 'signup.errors.pin'],
      [{ address: '' }, 'signup.errors.address'],
    ] as const;
    let form: SignupForm = complete;
    for (const [patch] of order) form = { ...form, ...patch };
    for (const [patch, key] of order) {
      expect(personalError(form)?.key).toBe(key);
      form = { ...form, ...Object.fromEntries(Object.keys(patch).map((field) => [field, complete[field as keyof SignupForm]])) };
    }
    expect(personalError(form)).toBeNull();
  });

  it('lets middle name and email stay empty', () => {
    expect(personalError({ ...complete, middlename: '', email: '' })).toBeNull();
  });

  it('accepts skipped or complete identity numbers only', () => {
    expect(documentsError(complete)).toBeNull();
    expect(documentsError({ ...complete, aadharNumber: '1234' })?.key).toBe('signup.errors.aadhar');
    expect(documentsError({ ...complete, aadharNumber: '123412341234', panNumber: 'ABCDE' })?.key).toBe('signup.errors.pan');
    expect(documentsError({ ...complete, aadharNumber: '123412341234', panNumber: 'ABCDE1234F' })).toBeNull();
  });

  it('builds the exact sign-up payload of spec §3', () => {
    const front = new File(['x'], 'front.jpg', { type: 'image/jpeg' });
    const payload = signupPayload({ ...complete, middlename: 'K', email: 'r@example.in', aadharNumber: '123412341234', aadharFront: front });
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

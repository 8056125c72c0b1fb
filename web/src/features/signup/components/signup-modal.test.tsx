import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../lib/store';
import { toastsAtom } from '../../../lib/toast';
import { mockApi } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { SignupModal } from './signup-modal';

const STATES = {
  status: 200,
  data: [
    { id: 14, name: 'Maharashtra' },
    { id: 11, name: 'Karnataka' },
  ],
};
const OK = { status: 200, msg: 'ok' };

function api(overrides: Record<string, unknown> = {}) {
  return mockApi({
    '/auctions/get-all-states-open-api': STATES,
    '/user/check-user-and-sendotp': { status: 200, msg: 'OTP sent successfully', data: { resend_after: 30, expires_in: 300 } },
    '/user/verifyotp': OK,
    '/subscriptions/auction-signup-user': {
      status: 200,
      msg: 'Account created successfully',
      data: { name: 'Ramesh Patil', phone: '9876543210', password: '3210' },
    },
    '/login-react': { status: 200, msg: 'Login successful', phone: '9876543210', first_name: 'Ramesh', is_subscribed: false },
    ...overrides,
  });
}

/** Lets the mocked requests answer and React commit (fake timers do not run promises by themselves). */
async function settle() {
  for (let i = 0; i < 5; i++) await act(() => vi.advanceTimersByTimeAsync(0));
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const alertText = () => screen.getAllByRole('alert').map((node) => node.textContent);

function renderModal() {
  const onCreated = vi.fn();
  const onClose = vi.fn();
  const result = renderWithApp(<SignupModal open onClose={onClose} onCreated={onCreated} />, { user: null });
  return { ...result, onCreated, onClose };
}

async function reachStep2() {
  type('Mobile Number', '9876543210');
  click('Send OTP');
  await settle();
  type('OTP', '1234');
  click('Verify OTP and Continue');
  await settle();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  store.set(toastsAtom, []);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SignupModal step 1', () => {
  it('keeps digits only and asks for 10 of them before sending the OTP', async () => {
    const calls = api();
    renderModal();
    type('Mobile Number', '98a765');
    expect((screen.getByLabelText('Mobile Number') as HTMLInputElement).value).toBe('98765');
    click('Send OTP');
    await settle();
    expect(alertText()).toContain('please enter 10 digit number');
    expect(calls.count('/user/check-user-and-sendotp')).toBe(0);
  });

  it('shows the OTP field after Send OTP and counts 30 s down to Resend OTP', async () => {
    const calls = api();
    renderModal();
    type('Mobile Number', '9876543210');
    click('Send OTP');
    await settle();
    expect(calls.form('/user/check-user-and-sendotp')).toEqual({ phone: '9876543210' });
    expect(screen.getByLabelText('OTP')).toBeTruthy();
    expect(screen.getByText('Resend OTP in 30 s')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Resend OTP in 29 s')).toBeTruthy();
    for (let second = 0; second < 29; second++) await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await settle();
    expect(calls.count('/user/check-user-and-sendotp')).toBe(2);
    expect(screen.getByText('Resend OTP in 30 s')).toBeTruthy();
  });

  it('hides the OTP section again when the phone is edited', async () => {
    api();
    renderModal();
    type('Mobile Number', '9876543210');
    click('Send OTP');
    await settle();
    type('Mobile Number', '987654321');
    expect(screen.queryByLabelText('OTP')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeTruthy();
  });

  it('shows the server msg when the OTP cannot be sent', async () => {
    api({ '/user/check-user-and-sendotp': { status: 409, msg: 'This mobile number is already registered, please login' } });
    renderModal();
    type('Mobile Number', '9876543210');
    click('Send OTP');
    await settle();
    expect(store.get(toastsAtom).map((item) => item.message)).toContain('This mobile number is already registered, please login');
    expect(screen.queryByLabelText('OTP')).toBeNull();
  });

  it('asks for exactly 4 digits, then verifies and moves to step 2', async () => {
    const calls = api();
    renderModal();
    type('Mobile Number', '9876543210');
    click('Send OTP');
    await settle();
    type('OTP', '12x');
    click('Verify OTP and Continue');
    await settle();
    expect(alertText()).toContain('please enter 4 digit correct OTP');
    type('OTP', '1234');
    click('Verify OTP and Continue');
    await settle();
    expect(calls.form('/user/verifyotp')).toEqual({ phone: '9876543210', otp: '1234' });
    expect(screen.getByText('Personal Information')).toBeTruthy();
  });

  it('stays on step 1 with the msg when the OTP is wrong', async () => {
    api({ '/user/verifyotp': { status: 400, msg: 'Incorrect OTP, 4 attempts left' } });
    renderModal();
    await reachStep2();
    expect(screen.getByText('Mobile Verification')).toBeTruthy();
    expect(store.get(toastsAtom).map((item) => item.message)).toContain('Incorrect OTP, 4 attempts left');
  });
});

describe('SignupModal steps 2 and 3', () => {
  it('checks first name, last name, state, PIN and address, all at once in that order, each gone once fixed', async () => {
    const calls = api();
    renderModal();
    await reachStep2();
    expect((screen.getByLabelText('Mobile Number') as HTMLInputElement).readOnly).toBe(true);
    type('PIN Code', '4110');
    click('Next');
    await settle();
    expect(alertText()).toEqual([
      'Please enter first name',
      'Please enter last name',
      'Please select state',
      'Please enter correct PIN code',
      'Please enter address',
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText('First Name'));
    type('First Name', 'Ramesh');
    await settle();
    expect(alertText()).toEqual(['Please enter last name', 'Please select state', 'Please enter correct PIN code', 'Please enter address']);
    type('Last Name', 'Patil');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: '14' } });
    type('PIN Code', '411001');
    await settle();
    expect(alertText()).toEqual(['Please enter address']);
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'Wagholi, Pune' } });
    click('Next');
    await settle();
    expect(screen.getByText('Additional Information (Optional)')).toBeTruthy();
    expect(calls.count('/subscriptions/auction-signup-user')).toBe(0);
  });

  async function reachStep3() {
    await reachStep2();
    type('First Name', 'Ramesh');
    type('Last Name', 'Patil');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: '14' } });
    type('PIN Code', '411001');
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'Wagholi, Pune' } });
    click('Next');
    await settle();
  }

  it('goes back to step 2 with the answers kept', async () => {
    api();
    renderModal();
    await reachStep3();
    click('Back');
    await settle();
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Ramesh');
  });

  it('refuses partial Aadhar and PAN numbers', async () => {
    const calls = api();
    renderModal();
    await reachStep3();
    type('Aadhar Number', '12345');
    click('Create Account');
    await settle();
    expect(alertText()).toEqual(['please skip or enter correct Aadhar number']);
    type('Aadhar Number', '123412341234');
    type('PAN Number', 'abcde12');
    click('Create Account');
    await settle();
    expect(alertText()).toEqual(['please skip or enter correct PAN number']);
    expect(calls.count('/subscriptions/auction-signup-user')).toBe(0);
  });

  it('creates the account as multipart, logs in and hands the password on', async () => {
    const calls = api();
    const { onCreated } = renderModal();
    await reachStep3();
    click('Create Account');
    await settle();
    const sent = calls.multipart('/subscriptions/auction-signup-user');
    expect(sent?.get('first_name')).toBe('Ramesh');
    expect(sent?.get('state')).toBe('14');
    expect(sent?.get('user_designation')).toBe('49');
    expect(sent?.get('pan_file')).toBe('');
    expect(calls.form('/login-react')).toEqual({ phone: '9876543210', password: '3210' });
    expect(onCreated).toHaveBeenCalledWith({ name: 'Ramesh Patil', phone: '9876543210', password: '3210' }, true);
  });

  it('cannot be closed while the account is being created', async () => {
    let release: (value: unknown) => void = () => {};
    api({ '/subscriptions/auction-signup-user': () => new Promise((resolve) => (release = resolve)) });
    const { onClose } = renderModal();
    await reachStep3();
    click('Create Account');
    await settle();
    expect((screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeTruthy();
    release({ status: 400, msg: 'Please enter correct PIN code' });
    await settle();
    expect((screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('reports a failed automatic login to the flow', async () => {
    api({ '/login-react': { status: 401, msg: 'Invalid phone or password' } });
    const { onCreated } = renderModal();
    await reachStep3();
    click('Create Account');
    await settle();
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ password: '3210' }), false);
  });
});

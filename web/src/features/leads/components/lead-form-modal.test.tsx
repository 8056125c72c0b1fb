import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { store } from '../../../lib/store';
import { toastsAtom } from '../../../lib/toast';
import { deferred, mockApi } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { LeadFormModal } from './lead-form-modal';

const FOUND = { status: 200, msg: 'Pincode found', data: [{ state: 'Maharashtra', district: 'Pune' }] };
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const toasts = () => store.get(toastsAtom).map((item) => item.message);

function renderForm() {
  const onSubmitted = vi.fn();
  renderWithApp(<LeadFormModal open onClose={vi.fn()} onSubmitted={onSubmitted} />, { user: null });
  return { onSubmitted };
}

beforeEach(() => store.set(toastsAtom, []));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LeadFormModal', () => {
  it("is titled 'Enter Your Details...' with state and district locked", () => {
    mockApi({});
    renderForm();
    expect(screen.getByRole('dialog', { name: 'Enter Your Details...' })).toBeTruthy();
    expect(input('State').disabled).toBe(true);
    expect(input('District').disabled).toBe(true);
  });

  it('keeps digits only in phone and PIN, the PIN cut to 6, and reads a pasted +91 number', () => {
    mockApi({ '/users/api/pincode/411001/': FOUND });
    renderForm();
    type('Mobile Number', '98-76a5');
    expect(input('Mobile Number').value).toBe('98765');
    type('Mobile Number', '+91 98765 43210');
    expect(input('Mobile Number').value).toBe('9876543210');
    type('PIN Code', '41 10019');
    expect(input('PIN Code').value).toBe('411001');
  });

  it("clears a field's error as soon as it is filled in, and shows it again when emptied", async () => {
    mockApi({});
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter your name')).toBeTruthy();
    type('Name', 'Ramesh');
    await waitFor(() => expect(screen.queryByText('Please enter your name')).toBeNull());
    expect(input('Mobile Number').getAttribute('aria-invalid')).toBe('true');
    type('Name', '  ');
    expect(await screen.findByText('Please enter your name')).toBeTruthy();
  });

  it('shows an error when a field is left empty, not while typing', async () => {
    mockApi({});
    renderForm();
    type('Name', 'R');
    type('Name', '');
    expect(screen.queryByText('Please enter your name')).toBeNull();
    fireEvent.blur(input('Name'));
    expect(await screen.findByText('Please enter your name')).toBeTruthy();
    expect(screen.queryByText('Please enter your mobile number')).toBeNull();
  });

  it('puts the focus on the first invalid field', async () => {
    mockApi({});
    renderForm();
    type('Name', 'Ramesh');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(document.activeElement).toBe(input('Mobile Number')));
  });

  it.each(['98765 43210', '+91 98765 43210', '098765 43210', '+91-98765-43210'])('reads a pasted %s as 9876543210', (pasted) => {
    mockApi({});
    renderForm();
    type('Mobile Number', pasted);
    expect(input('Mobile Number').value).toBe('9876543210');
  });

  it('sends once however often Submit is pressed', async () => {
    const reply = deferred();
    const api = mockApi({ '/users/api/pincode/411001/': FOUND, '/user/create-lead': () => reply.promise });
    renderForm();
    type('Name', 'Ramesh');
    type('Mobile Number', '9876543210');
    type('PIN Code', '411001');
    const form = input('Name').closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await screen.findByRole('button', { name: 'Loading...' });
    fireEvent.submit(form);
    reply.resolve({ status: 200, success: 'Thank you!', msg: 'Thank you!' });
    await waitFor(() => expect(api.count('/user/create-lead')).toBe(1));
    expect(api.count('/user/create-lead')).toBe(1);
  });

  it('looks the PIN up at 6 digits with a spinner, then fills and locks state and district', async () => {
    const reply = deferred();
    const api = mockApi({ '/users/api/pincode/411001/': () => reply.promise });
    renderForm();
    type('PIN Code', '41100');
    expect(api.count('/users/api/pincode/41100/')).toBe(0);
    type('PIN Code', '411001');
    expect(await screen.findByRole('status')).toBeTruthy();
    reply.resolve(FOUND);
    await waitFor(() => expect(input('State').value).toBe('Maharashtra'));
    expect(input('District').value).toBe('Pune');
    expect(input('State').disabled).toBe(true);
    expect(input('District').disabled).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the looked-up state in the reader's language and still sends its English name", async () => {
    const api = mockApi({ '/users/api/pincode/411001/': FOUND, '/user/create-lead': { status: 200, success: 'ok', msg: 'ok' } });
    await act(() => changeLanguage('hi'));
    try {
      const { onSubmitted } = renderForm();
      fireEvent.change(screen.getByLabelText('पिन कोड'), { target: { value: '411001' } });
      await waitFor(() => expect((screen.getByLabelText('राज्य') as HTMLInputElement).value).toBe('महाराष्ट्र'));
      fireEvent.change(screen.getByLabelText('नाम'), { target: { value: 'Ramesh Patil' } });
      fireEvent.change(screen.getByLabelText('मोबाइल नंबर'), { target: { value: '9876543210' } });
      fireEvent.click(screen.getByRole('button', { name: 'जमा करें' }));
      await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
      expect(api.form('/user/create-lead')).toMatchObject({ state: 'Maharashtra' });
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('clears and opens state and district when the PIN is unknown, with the message inline and as a toast', async () => {
    mockApi({ '/users/api/pincode/999999/': { status: 404, msg: 'Pincode not found' } });
    renderForm();
    type('PIN Code', '999999');
    expect(await screen.findByText('Pincode not found, Please Enter Your State and District.')).toBeTruthy();
    expect(input('State').disabled).toBe(false);
    expect(input('State').value).toBe('');
    expect(input('District').disabled).toBe(false);
    expect(toasts()).toContain('Pincode not found');
  });

  it('asks for name, phone and PIN', async () => {
    const api = mockApi({});
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Please enter your PIN code');
    expect(screen.getAllByRole('alert').map((node) => node.textContent)).toEqual([
      'Please enter your name',
      'Please enter your mobile number',
      'Please enter your PIN code',
    ]);
    expect(api.count('/user/create-lead')).toBe(0);
  });

  it('sends name, phone, state, district as city and ta_interest, hiding close while it runs', async () => {
    const reply = deferred();
    const api = mockApi({ '/users/api/pincode/411001/': FOUND, '/user/create-lead': () => reply.promise });
    const { onSubmitted } = renderForm();
    type('Name', 'Ramesh Patil');
    type('Mobile Number', '9876543210');
    type('PIN Code', '411001');
    await waitFor(() => expect(input('District').value).toBe('Pune'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const loading = await screen.findByRole('button', { name: 'Loading...' });
    expect((loading as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    reply.resolve({ status: 200, success: 'Thank you!', msg: 'Thank you!' });
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(api.form('/user/create-lead')).toEqual({
      name: 'Ramesh Patil',
      phone: '9876543210',
      state: 'Maharashtra',
      city: 'Pune',
      ta_interest: 'true',
    });
  });

  it("shows the response's error text when the lead is refused", async () => {
    mockApi({
      '/users/api/pincode/411001/': FOUND,
      '/user/create-lead': {
        status: 400,
        error: 'Please enter a valid 10 digit mobile number',
        msg: 'Please enter a valid 10 digit mobile number',
      },
    });
    const { onSubmitted } = renderForm();
    type('Name', 'Ramesh');
    type('Mobile Number', '12345');
    type('PIN Code', '411001');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toasts()).toContain('Please enter a valid 10 digit mobile number'));
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });
});

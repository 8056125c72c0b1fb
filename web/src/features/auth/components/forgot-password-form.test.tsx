import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { SEND_OTP_PATH } from '../api/forgot-password';
import { ForgotPasswordForm } from './forgot-password-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ForgotPasswordForm phone', () => {
  it('keeps the OTP field for the same number typed in another shape, and drops it for another number', async () => {
    const api = mockApi({ [SEND_OTP_PATH]: { status: 200, msg: 'OTP sent' } });
    renderWithApp(<ForgotPasswordForm />, { path: '/forgotpass', user: null });
    const phone = screen.getByLabelText('Mobile Number') as HTMLInputElement;
    expect(phone.getAttribute('inputmode')).toBe('tel');
    fireEvent.change(phone, { target: { value: '098765-43210' } });
    expect(phone.value).toBe('9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByLabelText('OTP')).toBeTruthy();
    expect(api.form(SEND_OTP_PATH).phone).toBe('9876543210');

    fireEvent.change(phone, { target: { value: '+91 98765 43210' } });
    expect(screen.getByLabelText('OTP')).toBeTruthy();

    fireEvent.change(phone, { target: { value: '9876543211' } });
    expect(screen.queryByLabelText('OTP')).toBeNull();
  });
});

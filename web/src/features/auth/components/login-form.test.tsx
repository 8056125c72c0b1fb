import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { LoginForm } from './login-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LoginForm with a one-time password', () => {
  it('asks for a new password first, sends it with the one-time one, then shows the buyer terms', async () => {
    const api = mockApi({
      '/login-react': { status: 200, msg: 'Login successful', admin: true, must_change_password: true },
      '/user/changepassword': { status: 200, msg: 'Password changed successfully' },
    });
    renderWithApp(<LoginForm />, { path: '/login', user: null });
    type('Mobile Number', '9876543210');
    type('Password', 'OneTime-x7Kq2');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Choose your own password')).toBeTruthy();
    type('New password', 'Yard-Keeper-2031');
    type('Confirm new password', 'Yard-Keeper-2031');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    await vi.waitFor(() => expect(api.count('/user/changepassword')).toBe(1));
    expect(api.form('/user/changepassword')).toEqual({
      old_password: 'OneTime-x7Kq2',
      new_password: 'Yard-Keeper-2031',
      confirm_password: 'Yard-Keeper-2031',
    });
    expect(await screen.findByText('Buyer Terms & Conditions')).toBeTruthy();
  });

  it('shows the server’s policy message and stays on the form', async () => {
    mockApi({
      '/login-react': { status: 200, must_change_password: true },
      '/user/changepassword': { status: 400, msg: 'This password is too common and easy to guess, please choose another' },
    });
    renderWithApp(<LoginForm />, { path: '/login', user: null });
    type('Mobile Number', '9876543210');
    type('Password', 'OneTime-x7Kq2');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Choose your own password');
    type('New password', 'password123');
    type('Confirm new password', 'password123');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This password is too common and easy to guess, please choose another');
    expect(screen.queryByText('Buyer Terms & Conditions')).toBeNull();
  });
});

describe('LoginForm checks', () => {
  it('asks for the phone and password without calling the server, focusing the phone', async () => {
    const api = mockApi({ '/login-react': { status: 200, msg: 'Login successful' } });
    renderWithApp(<LoginForm />, { path: '/login', user: null });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter your mobile number')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Mobile Number'));
    expect(api.count('/login-react')).toBe(0);
  });

  it('reads a pasted +91 number, and a short one is refused with the spec text', async () => {
    const api = mockApi({ '/login-react': { status: 401, msg: 'Invalid phone or password' } });
    renderWithApp(<LoginForm />, { path: '/login', user: null });
    type('Mobile Number', '+91 98765 43210');
    expect((screen.getByLabelText('Mobile Number') as HTMLInputElement).value).toBe('9876543210');
    type('Mobile Number', '98765');
    type('Password', 'secret-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('please enter 10 digit number')).toBeTruthy();
    type('Mobile Number', '098765 43210');
    await vi.waitFor(() => expect(screen.queryByText('please enter 10 digit number')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() => expect(api.count('/login-react')).toBe(1));
    expect(api.form('/login-react')).toMatchObject({ phone: '9876543210', password: 'secret-pass' });
  });
});

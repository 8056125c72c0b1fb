import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PublicHeader } from '../../../app/layouts/public-header';
import { mockApi } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { onboardingAtom } from '../../onboarding/atoms';
import { loadLoginModal } from '../login-modal';
import { LoginModalHost } from './login-modal-host';

// The modal's code is fetched on the first open; under vitest that is a fresh transform, which a
// busy machine makes slow: done once here, outside any test's time limit.
beforeAll(async () => {
  await loadLoginModal();
}, 120_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const result = renderWithApp(
    <>
      <PublicHeader />
      <LoginModalHost />
    </>,
    { path: '/aboutUs', user: null },
  );
  // The wide-screen header action (the phone menu holds a second copy).
  const link = screen.getAllByRole('link', { name: 'Login | SignUp' })[0]!;
  return { ...result, link };
}

async function openModal(link: HTMLElement) {
  link.focus();
  fireEvent.click(link);
  return screen.findByRole('dialog', { name: 'Login' });
}

describe('the login modal', () => {
  it('opens over the page from the header, the link still leading to /login for a new tab', async () => {
    const { link, history } = renderPage();
    expect(link.getAttribute('href')).toBe('/login');
    const dialog = await openModal(link);
    expect(history).toEqual(['/aboutUs']);
    expect(within(dialog).getByText('Log in with your registered mobile number.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Sign Up' })).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Mobile Number'));
  });

  it('closes on Escape and gives focus back to Login | SignUp', async () => {
    const { link } = renderPage();
    await openModal(link);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('keeps its close icon and Escape inert while the login request runs', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const api = mockApi({ '/login-react': () => new Promise((resolve) => (answer = resolve)) });
    const { link } = renderPage();
    const dialog = await openModal(link);
    fireEvent.change(within(dialog).getByLabelText('Mobile Number'), { target: { value: '9876543210' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await vi.waitFor(() => expect((within(dialog).getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
    await vi.waitFor(() => expect(api.count('/login-react')).toBe(1));
    await act(async () => answer({ status: 400, msg: 'Invalid mobile number or password' }));
    await vi.waitFor(() => expect((within(dialog).getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('steps aside while the sign-up modal is open', async () => {
    const { link, store } = renderPage();
    const dialog = await openModal(link);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect(store.get(onboardingAtom).step).toBe('signup');
    expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();
    act(() => store.set(onboardingAtom, { step: 'closed' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
  });

  it('takes a pasted +91 number as its 10 digits, on the phone keypad', async () => {
    const { link } = renderPage();
    const dialog = await openModal(link);
    const phone = within(dialog).getByLabelText('Mobile Number') as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '+91 98765 43210' } });
    expect(phone.value).toBe('9876543210');
    fireEvent.change(phone, { target: { value: '098765-43210' } });
    expect(phone.value).toBe('9876543210');
    expect(phone.getAttribute('inputmode')).toBe('tel');
    expect(phone.getAttribute('autocomplete')).toBe('tel');
    expect(phone.getAttribute('type')).toBe('tel');
  });
});

import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { onboardingAtom } from '../features/onboarding/atoms';
import { mockApi } from '../test/api-mock';
import { renderWithApp } from '../test/render';
import { LoginPage, SignupPage } from './login-page';

afterEach(cleanup);

describe('LoginPage', () => {
  it('sends someone already signed in on to the sale showcase', () => {
    const { history } = renderWithApp(<LoginPage />, { path: '/login', user: { user_id: 1, phone: '9000000002' } });
    expect(history?.at(-1)).toBe('/user/home?user_home_tab_id=all&user_home=live');
  });

  it('stays for a visitor', () => {
    const { history } = renderWithApp(<LoginPage />, { path: '/login', user: null });
    expect(history?.at(-1)).toBe('/login');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
  });
});

describe('SignupPage', () => {
  it('opens the sign-up steps over the login screen', () => {
    mockApi({});
    const { store } = renderWithApp(<SignupPage />, { path: '/signup', user: null });
    expect(store.get(onboardingAtom)).toEqual({ step: 'signup' });
  });
});

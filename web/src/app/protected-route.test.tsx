import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { ProtectedRoute } from './protected-route';

afterEach(cleanup);

const page = (
  <ProtectedRoute>
    <p>secret page</p>
  </ProtectedRoute>
);

describe('ProtectedRoute', () => {
  it('shows a spinner while the session is loading', () => {
    const { history } = renderWithApp(page, { path: '/client/profile' });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.queryByText('secret page')).toBeNull();
    expect(history).toEqual(['/client/profile']);
  });

  it('redirects to /login with the URL-encoded path and query when logged out', () => {
    const { history } = renderWithApp(page, { path: '/client/profile?tab=subscription', user: null });
    expect(screen.queryByText('secret page')).toBeNull();
    expect(history?.at(-1)).toBe('/login?next=%2Fclient%2Fprofile%3Ftab%3Dsubscription');
  });

  it('shows the page to a signed-in user', () => {
    renderWithApp(page, { path: '/client/profile', user: { phone: '9876543210' } });
    expect(screen.getByText('secret page')).toBeTruthy();
  });
});

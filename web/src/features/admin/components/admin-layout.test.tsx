import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthHeader } from '../../../app/layouts/auth-header';
import { mockApi } from '../../../test/api-mock';
import { buyerUser } from '../../../test/factories';
import { renderWithApp } from '../../../test/render';
import { AdminLayout } from './admin-layout';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BUYER = buyerUser({ is_subscribed: true });

describe('admin console access', () => {
  it('shows a buyer the not-found screen, not the console', () => {
    renderWithApp(
      <AdminLayout>
        <p>console</p>
      </AdminLayout>,
      { path: '/admin', user: BUYER },
    );
    expect(screen.getByText("Oops! Looks like you've taken a wrong turn. The page you're looking for can't be found.")).toBeTruthy();
    expect(screen.queryByText('console')).toBeNull();
  });

  it.each([
    ['an admin', { admin: true }],
    ['an auction admin', { is_auction_admin: 1 }],
  ])('opens the console for %s, with its sections', (_who, flags) => {
    renderWithApp(
      <AdminLayout>
        <p>console</p>
      </AdminLayout>,
      { path: '/admin/lot-results', user: { user_id: 1, phone: '9000000001', ...flags } },
    );
    expect(screen.getByText('console')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Results' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Audit log' }).getAttribute('href')).toBe('/admin/audit');
  });

  it('puts an Admin link in the signed-in header for admins only', () => {
    mockApi({});
    renderWithApp(<AuthHeader />, { user: { user_id: 1, phone: '9000000001', admin: true } });
    expect(screen.getAllByRole('link', { name: 'Admin' })[0]?.getAttribute('href')).toBe('/admin');
    cleanup();
    renderWithApp(<AuthHeader />, { user: BUYER });
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
  });
});

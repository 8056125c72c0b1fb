import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { AppRoutes } from './app-routes';

const NOT_FOUND_TEXT = "Oops! Looks like you've taken a wrong turn. The page you're looking for can't be found.";

afterEach(cleanup);

describe('AppRoutes', () => {
  it('shows the not-found screen for an unknown path', () => {
    renderWithApp(<AppRoutes />, { path: '/no/such/page', user: null });
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeTruthy();
  });

  it('links the not-found screen to Home, Sale Showcase and Favorites', () => {
    renderWithApp(<AppRoutes />, { path: '/nope', user: null });
    const nav = screen.getByRole('navigation', { name: 'Where to go next' });
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Sale Showcase', '/user/home?user_home_tab_id=all&user_home=live'],
      ['Favorites', '/client/watchlist'],
    ]);
  });

  it('wraps the not-found screen in the public header and footer', () => {
    renderWithApp(<AppRoutes />, { path: '/nope', user: null });
    expect(screen.getAllByRole('link', { name: 'Login | SignUp' }).length).toBeGreaterThan(0);
    expect(screen.getByText(/© 2024/)).toBeTruthy();
  });

  it('sends a logged-out visitor of a signed-in page to /login with next', () => {
    const { history } = renderWithApp(<AppRoutes />, { path: '/client/watchlist', user: null });
    expect(history?.at(-1)).toBe('/login?next=%2Fclient%2Fwatchlist');
  });
});

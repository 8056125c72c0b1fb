import { describe, expect, it } from 'vitest';
import { userFromLoginCheck } from './api/login-check';
import { initialSessionState, sessionReducer } from './atoms';

describe('sessionReducer', () => {
  const start = initialSessionState();

  it('starts with no user, loading', () => {
    expect(start.user).toBeNull();
    expect(start.loading).toBe(true);
  });

  it('LOGIN and SUBSCRIPTION_UPDATE merge the user and stop loading', () => {
    const loggedIn = sessionReducer(start, { type: 'LOGIN', user: { phone: '9876543210', is_subscribed: false } });
    expect(loggedIn).toMatchObject({ user: { phone: '9876543210', is_subscribed: false }, loading: false });
    const updated = sessionReducer({ ...loggedIn, loading: true }, { type: 'SUBSCRIPTION_UPDATE', user: { is_subscribed: true } });
    expect(updated).toMatchObject({ user: { phone: '9876543210', is_subscribed: true }, loading: false });
  });

  it('LOGOUT clears the user and stops loading', () => {
    const loggedIn = sessionReducer(start, { type: 'LOGIN', user: { phone: '1' } });
    expect(sessionReducer(loggedIn, { type: 'LOGOUT' })).toMatchObject({ user: null, loading: false });
  });

  it('toggles loading and records the notification permission', () => {
    const stopped = sessionReducer(start, { type: 'STOP_LOADING' });
    expect(stopped.loading).toBe(false);
    expect(sessionReducer(stopped, { type: 'START_LOADING' }).loading).toBe(true);
    expect(sessionReducer(start, { type: 'NOTIFICATION_PERMISSION_UPDATE', status: 'granted' }).notification_permission_status).toBe(
      'granted',
    );
  });
});

describe('userFromLoginCheck', () => {
  it('merges top-level and data fields, dropping status and msg', () => {
    expect(
      userFromLoginCheck({
        status: 200,
        msg: 'ok',
        remaining_time: 30,
        username: 'Ravi',
        data: { phone: '9876543210', is_subscribed: true },
      }),
    ).toEqual({ remaining_time: 30, username: 'Ravi', phone: '9876543210', is_subscribed: true });
  });
});

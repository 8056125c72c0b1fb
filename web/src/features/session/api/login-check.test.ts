import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionAtom } from '../atoms';
import { checkSession, prefetchSession } from './login-check';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'vh_signed_in=; max-age=0; path=/';
  document.getElementById('vh-boot')?.remove();
});

describe('the start-up login check', () => {
  it('takes the answer the page carries into the store before the first render, and asks nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    document.cookie = 'vh_signed_in=1; path=/';
    const boot = document.createElement('script');
    boot.type = 'application/json';
    boot.id = 'vh-boot';
    boot.textContent = JSON.stringify({ 'login-check': { status: 200, data: { id: 7, username: 'Asha' } } });
    document.body.append(boot);
    const store = createStore();
    expect(store.get(sessionAtom).loading).toBe(true);

    prefetchSession(store);
    expect(store.get(sessionAtom)).toMatchObject({ loading: false, user: { id: 7, username: 'Asha' } });

    await checkSession(store, {}, { transition: true });
    expect(store.get(sessionAtom).user).toMatchObject({ id: 7 });
    expect(fetch).not.toHaveBeenCalled();
  });
});

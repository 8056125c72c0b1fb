import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_KEY } from '../consent';
import { CookieConsentBanner } from './cookie-consent-banner';

afterEach(() => {
  cleanup();
  document.cookie = `${COOKIE_CONSENT_KEY}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('CookieConsentBanner', () => {
  it('stores accepted for 365 days on path / and closes', () => {
    // The spec's lifetime; the expiry is then read against a clock the test holds still.
    expect(COOKIE_CONSENT_DAYS).toBe(365);
    const now = Date.UTC(2026, 0, 15, 10, 30);
    vi.useFakeTimers({ toFake: ['Date'], now });
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    renderWithApp(<CookieConsentBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept All' }));

    expect(screen.queryByRole('button', { name: 'Accept All' })).toBeNull();
    expect(document.cookie).toContain(`${COOKIE_CONSENT_KEY}=accepted`);
    const written = writes[0] ?? '';
    expect(written).toContain('path=/');
    expect(/expires=([^;]+)/.exec(written)?.[1]).toBe(new Date(now + COOKIE_CONSENT_DAYS * 86_400_000).toUTCString());
  });

  it('stores declined and stays hidden on the next visit', () => {
    const first = renderWithApp(<CookieConsentBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(document.cookie).toContain(`${COOKIE_CONSENT_KEY}=declined`);
    first.unmount();
    renderWithApp(<CookieConsentBanner />);
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });
});

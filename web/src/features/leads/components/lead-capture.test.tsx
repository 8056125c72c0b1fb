import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { cookieConsentAtom } from '../../cookie-consent/consent';
import { LeadCapture } from './lead-capture';
import type { SessionUser } from '../../session/atoms';

function Harness() {
  const [open, setOpen] = useState(false);
  return <LeadCapture formOpen={open} onFormOpenChange={setOpen} />;
}

/** undefined: the session check is still running. The cookie banner is answered unless said otherwise. */
const render = (user: SessionUser | null | undefined, cookieConsent: 'accepted' | null = 'accepted') =>
  renderWithApp(<Harness />, { user, cookieConsent });
const clearCookie = () => (document.cookie = 'lead_submitted=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');

beforeEach(() => {
  sessionStorage.clear();
  clearCookie();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearCookie();
});

describe('LeadCapture', () => {
  it('offers the trade advance in Hindi to a visitor, once per visit', () => {
    mockApi({});
    const first = render(null);
    expect(screen.getByText('सिर्फ ₹50 प्रतिदिन, हर ₹1,00,000 के लोन पर')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'अभी नहीं' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    render(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits until the cookie banner is answered: one overlay at a time', () => {
    mockApi({});
    const { store } = render(null, null);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => store.set(cookieConsentAtom, 'declined'));
    expect(screen.getByRole('button', { name: 'अभी नहीं' })).toBeTruthy();
  });

  it('waits for the session check and skips signed-in buyers', () => {
    mockApi({});
    render(undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    render({ phone: '9876543210' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the lead form on apply, and after a sent form stays quiet for 30 days', async () => {
    mockApi({
      '/users/api/pincode/411001/': { status: 200, data: [{ state: 'Maharashtra', district: 'Pune' }] },
      '/user/create-lead': { status: 200, success: 'ok' },
    });
    render(null);
    fireEvent.click(screen.getByRole('button', { name: 'आज ही अप्लाई करें!' }));
    expect(await screen.findByRole('dialog', { name: 'Enter Your Details...' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ramesh' } });
    fireEvent.change(screen.getByLabelText('Mobile Number'), { target: { value: '9876543210' } });
    fireEvent.change(screen.getByLabelText('PIN Code'), { target: { value: '411001' } });
    await waitFor(() => expect((screen.getByLabelText('State') as HTMLInputElement).value).toBe('Maharashtra'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Success!' })).toBeTruthy();
    expect(screen.getByText('Our Representative Will Connect With You Shortly.')).toBeTruthy();
    expect(document.cookie).toContain('lead_submitted=1');
    cleanup();
    sessionStorage.clear();
    render(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

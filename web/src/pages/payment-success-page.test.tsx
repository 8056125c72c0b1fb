import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionAtom } from '../features/session/atoms';
import { store } from '../lib/store';
import { toastsAtom } from '../lib/toast';
import { mockApi } from '../test/api-mock';
import { renderWithApp } from '../test/render';
import { PaymentSuccessPage } from './payment-success-page';

const RETURN =
  '/payment-success?razorpay_payment_id=pay_1&razorpay_payment_link_id=plink_1&razorpay_payment_link_reference_id=ref_1&razorpay_payment_link_status=paid&razorpay_signature=sig';
const VERIFIED = {
  status: 200,
  msg: 'Payment successful. Your subscription is active.',
  plan_term: '12 months',
  final_amount: 18999,
  subscription_end_date: '2027-11-21T06:00:00.000Z',
  phone: '9876543210',
  user: { phone: '9876543210', is_subscribed: true },
};

beforeEach(() => store.set(toastsAtom, []));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PaymentSuccessPage', () => {
  it('verifies the returned payment first, then shows term, amount and end date', async () => {
    const api = mockApi({ '/subscriptions/verify-subscription-payment-using-link': VERIFIED });
    renderWithApp(<PaymentSuccessPage />, { path: RETURN, user: null });
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeTruthy();
    expect(screen.getByText('12 Months')).toBeTruthy();
    expect(screen.getByText('₹18,999')).toBeTruthy();
    expect(screen.getByText('One-Time Subscription')).toBeTruthy();
    expect(screen.getByText('Valid till 21 Nov 2027')).toBeTruthy();
    expect(api.form('/subscriptions/verify-subscription-payment-using-link')).toEqual({
      payment_link_id: 'plink_1',
      payment_id: 'pay_1',
      signature: 'sig',
      payment_link_reference_id: 'ref_1',
      payment_link_status: 'paid',
    });
  });

  it("takes the signed-in payer to the profile's subscription tab and updates the session", async () => {
    mockApi({ '/subscriptions/verify-subscription-payment-using-link': VERIFIED });
    const { history, store: appStore } = renderWithApp(<PaymentSuccessPage />, { path: RETURN, user: { phone: '9876543210', is_subscribed: false } });
    fireEvent.click(await screen.findByRole('button', { name: 'Manage Subscription' }));
    expect(history?.at(-1)).toBe('/client/profile?tab=subscription');
    expect(appStore.get(sessionAtom).user?.is_subscribed).toBe(true);
  });

  it('sends anyone else to log in first, with next pointing at the subscription tab', async () => {
    mockApi({ '/subscriptions/verify-subscription-payment-using-link': VERIFIED });
    const { history } = renderWithApp(<PaymentSuccessPage />, { path: RETURN, user: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Manage Subscription' }));
    expect(history?.at(-1)).toBe('/login?next=%2Fclient%2Fprofile%3Ftab%3Dsubscription');
  });

  it("shows the server's msg when the payment cannot be verified", async () => {
    mockApi({ '/subscriptions/verify-subscription-payment-using-link': { status: 400, msg: 'Payment signature mismatch' } });
    renderWithApp(<PaymentSuccessPage />, { path: RETURN, user: null });
    await screen.findByRole('heading', { name: 'Thank You!' });
    expect(store.get(toastsAtom).map((item) => item.message)).toContain('Payment signature mismatch');
    expect(screen.queryByText('Amount Paid')).toBeNull();
  });
});

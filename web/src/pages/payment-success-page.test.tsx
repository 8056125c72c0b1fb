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
  it('shows as Amount Paid what was charged, with its invoice lines', async () => {
    const tax = {
      document: 'tax_invoice',
      rate_bp: 1800,
      taxable_paise: 2_500_000,
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 450_000,
      round_off_paise: 0,
      total_paise: 2_950_000,
    };
    mockApi({ '/subscriptions/verify-subscription-payment-using-link': { ...VERIFIED, final_amount: 29500, plan_price: 25000, tax } });
    renderWithApp(<PaymentSuccessPage />, { path: RETURN, user: null });
    await screen.findByRole('heading', { name: 'Thank You!' });
    const paid = screen.getByText('Amount Paid').nextElementSibling!;
    expect(paid.textContent).toBe('₹29,500Taxable value ₹25,000.00 · IGST @ 18% ₹4,500.00');
  });

  it('says no GST was charged on a receipt', async () => {
    const tax = {
      document: 'receipt',
      rate_bp: 0,
      taxable_paise: 1_899_900,
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 0,
      round_off_paise: 0,
      total_paise: 1_899_900,
    };
    mockApi({ '/subscriptions/verify-subscription-payment-using-link': { ...VERIFIED, tax } });
    renderWithApp(<PaymentSuccessPage />, { path: RETURN, user: null });
    await screen.findByRole('heading', { name: 'Thank You!' });
    expect(screen.getByText('Amount Paid').nextElementSibling!.textContent).toBe('₹18,999No GST charged');
  });

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
    const { history, store: appStore } = renderWithApp(<PaymentSuccessPage />, {
      path: RETURN,
      user: { phone: '9876543210', is_subscribed: false },
    });
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

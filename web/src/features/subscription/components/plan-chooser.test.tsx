import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { PlanChooser } from './plan-chooser';

const pan = (plan_id: number, price_by_plan: number) => ({ plan_id, plan_name: 'PAN India Permission', price_by_plan });
const PLANS = {
  status: 200,
  data: [
    { month: '1 month', price: [pan(1, 2999)] },
    { month: '3 months', price: [pan(2, 6999)] },
    {
      month: '6 months',
      price: [
        pan(3, 11999),
        { plan_id: 4, plan_name: 'Tractor', price_by_plan: 7999 },
        { plan_id: 5, plan_name: '2 Wheeler', price_by_plan: 5999 },
      ],
    },
    { month: '9 months', price: [pan(7, 15999)] },
    { month: '12 months', price: [pan(11, 18999)] },
    { month: '24 months', price: [pan(15, 29999)] },
  ],
};
const CONFIG = { status: 200, data: { gateway: 'razorpay', key: 'rzp_test_x', checkout_url: null } };

function api(overrides: Record<string, unknown> = {}) {
  return mockApi({
    '/subscriptions/get-simplified-plan-details-for-subscription': PLANS,
    '/subscriptions/payment-config': CONFIG,
    ...overrides,
  });
}

const card = (term: string) => screen.getByText(term).closest('button') as HTMLButtonElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The first render loads the app's translations: slow on a busy machine.
describe('PlanChooser', { timeout: 20_000 }, () => {
  it('lists the tenures with their price and saving, the 12 months flagged Most Popular', async () => {
    api();
    renderWithApp(<PlanChooser phone="9876543210" onPaid={vi.fn()} />);
    await screen.findByText('12 Months');
    expect(screen.getByText('All Plan Include PAN India Permission')).toBeTruthy();
    expect(within(card('1 Month')).getByText('Save 0%')).toBeTruthy();
    expect(within(card('3 Months')).getByText('Save 0%')).toBeTruthy();
    expect(within(card('6 Months')).getByText('Save 20%')).toBeTruthy();
    expect(within(card('9 Months')).getByText('Save 36%')).toBeTruthy();
    expect(within(card('12 Months')).getByText('₹18,999')).toBeTruthy();
    expect(within(card('12 Months')).getByText('Save 24%')).toBeTruthy();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(within(card('12 Months')).getByText('Most Popular')).toBeTruthy();
  });

  it("asks for a tenure first, then shows the chosen plan's price on the button", async () => {
    api();
    renderWithApp(<PlanChooser phone="9876543210" onPaid={vi.fn()} />);
    await screen.findByText('12 Months');
    fireEvent.click(screen.getByRole('button', { name: 'Pay & Subscribe' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select tenure');
    fireEvent.click(card('12 Months'));
    expect(card('12 Months').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Pay & Subscribe ₹18,999' })).toBeTruthy();
  });

  it('shows prices exclusive of GST as price + GST with the total, and pays the total', async () => {
    const extra = (plan_id: number, price_by_plan: number, payable_amount: number) => ({
      ...pan(plan_id, price_by_plan),
      gst: 'extra',
      gst_rate_bp: 1800,
      payable_amount,
    });
    api({
      '/subscriptions/get-simplified-plan-details-for-subscription': {
        status: 200,
        data: [
          { month: '1 month', price: [extra(1, 999, 1179)] },
          { month: '12 months', price: [extra(11, 25000, 29500)] },
        ],
      },
    });
    renderWithApp(<PlanChooser phone="9876543210" onPaid={vi.fn()} />);
    await screen.findByText('12 Months');
    expect(within(card('12 Months')).getByText('₹25,000 + GST')).toBeTruthy();
    expect(within(card('12 Months')).getByText('₹29,500 with GST')).toBeTruthy();
    expect(within(card('12 Months')).getByText('Save 0%')).toBeTruthy();
    fireEvent.click(card('1 Month'));
    const lines = screen.getByLabelText('Price and GST');
    expect(within(lines).getByText('Plan price').nextElementSibling!.textContent).toBe('₹999');
    expect(within(lines).getByText('GST @ 18%').nextElementSibling!.textContent).toBe('₹180');
    expect(within(lines).getByText('You pay').nextElementSibling!.textContent).toBe('₹1,179');
    expect(screen.getByRole('button', { name: 'Pay & Subscribe ₹1,179' })).toBeTruthy();
  });

  it('says a price includes GST, and shows the GST inside it', async () => {
    api({
      '/subscriptions/get-simplified-plan-details-for-subscription': {
        status: 200,
        data: [{ month: '12 months', price: [{ ...pan(11, 25000), gst: 'included', gst_rate_bp: 1800, payable_amount: 25000 }] }],
      },
    });
    renderWithApp(<PlanChooser phone="9876543210" onPaid={vi.fn()} />);
    await screen.findByText('12 Months');
    expect(within(card('12 Months')).getByText('₹25,000')).toBeTruthy();
    expect(within(card('12 Months')).getByText('incl. 18% GST')).toBeTruthy();
    fireEvent.click(card('12 Months'));
    expect(within(screen.getByLabelText('Price and GST')).getByText('GST @ 18% included').nextElementSibling!.textContent).toBe('₹3,814');
    expect(screen.getByRole('button', { name: 'Pay & Subscribe ₹25,000' })).toBeTruthy();
  });

  it("opens the segment grid for a tenure with several prices, PAN India shown as 'All'", async () => {
    api();
    renderWithApp(<PlanChooser phone="9876543210" onPaid={vi.fn()} />);
    await screen.findByText('6 Months');
    fireEvent.click(card('6 Months'));
    expect(screen.getByText('6 Months: choose a plan segment')).toBeTruthy();
    expect(screen.queryByText('PAN India Permission')).toBeNull();
    expect(within(card('All')).getByText('₹11,999')).toBeTruthy();
    expect(within(card('Tractor')).getByText('₹7,999')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay & Subscribe' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select plan segment');
    fireEvent.click(card('2 Wheeler'));
    expect(screen.getByRole('button', { name: 'Pay & Subscribe ₹5,999' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to plan tenures' }));
    expect(screen.getByText('12 Months')).toBeTruthy();
  });

  it('says so when the plans cannot be loaded', async () => {
    api({ '/subscriptions/get-simplified-plan-details-for-subscription': { status: 500, msg: 'down' } });
    renderWithApp(<PlanChooser phone="9876543210" onPaid={vi.fn()} />);
    expect(await screen.findByText('Something went wrong please try again latter!')).toBeTruthy();
  });

  it('shows Skip only when asked (the sign-up flow)', async () => {
    api();
    const onSkip = vi.fn();
    const first = renderWithApp(<PlanChooser phone="9876543210" onPaid={vi.fn()} />);
    await screen.findByText('12 Months');
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    first.unmount();
    renderWithApp(<PlanChooser phone="9876543210" onPaid={vi.fn()} onSkip={onSkip} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(onSkip).toHaveBeenCalled();
  });

  it('creates the subscription with plan_term keyed by the tenure, and alerts when Checkout cannot load', async () => {
    const calls = api({
      '/subscriptions/subscription-creation-by-user': {
        status: 200,
        razorpay_key: 'rzp_test_x',
        subscription_id: 9,
        payment_amount: 18999,
        order_id: 'order_1',
        gateway: 'razorpay',
        checkout_url: null,
      },
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    // jsdom loads no scripts: Checkout's script fails like it does offline.
    const appendChild = document.body.appendChild.bind(document.body);
    const append = vi.spyOn(document.body, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      if (!(node instanceof HTMLScriptElement)) return appendChild(node);
      queueMicrotask(() => node.onerror?.(new Event('error')));
      return node;
    });
    renderWithApp(<PlanChooser phone="9876543210" onPaid={vi.fn()} />);
    await screen.findByText('12 Months');
    fireEvent.click(card('12 Months'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay & Subscribe ₹18,999' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Razorpay SDK failed to load. Are you online?'));
    expect(calls.form('/subscriptions/subscription-creation-by-user')).toMatchObject({
      phone: '9876543210',
      plan_id: '11',
      payment_amount: '18999',
      plan_term: JSON.stringify({ '12_months': 18999 }),
    });
    // Dismissal resets the button.
    await screen.findByRole('button', { name: 'Pay & Subscribe ₹18,999' });
    append.mockRestore();
    alert.mockRestore();
  });
});

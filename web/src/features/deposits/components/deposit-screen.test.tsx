import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiCall } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { DepositScreen } from './deposit-screen';
import type { DepositAccount, DepositRefund } from '../api/deposits';

// The gateway's checkout window: the buyer pays and the signed result comes back.
vi.mock('../../subscription/checkout', () => ({
  openCheckoutWindow: () => null,
  runCheckout: () => Promise.resolve({ kind: 'paid', proof: { orderId: 'order_1', paymentId: 'pay_1', signature: 'sig' } }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BUYER = { user: { user_id: 2, phone: '9000000002' } };

const account = (over: Partial<DepositAccount> = {}): DepositAccount => ({
  balance: 20_000,
  held: 0,
  available: 20_000,
  multiple: 10,
  platform_multiple: 10,
  requires_deposit: null,
  limit: 2_00_000,
  in_use: 0,
  in_use_open: 0,
  in_use_unpaid: 0,
  headroom: 2_00_000,
  refundable: 20_000,
  topup_min: 1_000,
  topup_max: 5_00_000,
  refunds: [],
  ...over,
});

const refund = (status: DepositRefund['status']): DepositRefund => ({
  id: 1,
  amount: 5_000,
  status,
  gateway_refund_id: null,
  failure_reason: null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
});

const figure = (id: string) => screen.getByTestId(id).textContent;

describe('the deposit page', { timeout: 20_000 }, () => {
  it('shows the deposit, the buying limit and what is in use in en-IN rupees', async () => {
    mockApi({ '/deposits/account': { status: 200, data: account({ balance: 1_25_000, limit: 12_50_000, in_use: 3_40_000 }) } });
    renderWithApp(<DepositScreen />, BUYER);
    await waitFor(() => expect(screen.getByTestId('deposit-balance')).toBeTruthy(), { timeout: 5000 });
    expect(figure('deposit-balance')).toBe('₹1,25,000');
    expect(figure('deposit-limit')).toBe('₹12,50,000');
    expect(figure('deposit-in-use')).toBe('₹3,40,000');
  });

  it('tops up: pays, verifies, and shows the new balance read again', async () => {
    let balance = 20_000;
    const api = mockApi({
      '/deposits/account': () => ({ status: 200, data: account({ balance, limit: balance * 10 }) }),
      '/deposits/top-up': {
        status: 200,
        data: { payment_id: 9, order_id: 'order_1', amount: 10_000, gateway: 'simulated', key: 'k', checkout_url: null },
      },
      '/deposits/top-up/verify': () => {
        balance += 10_000;
        return { status: 200, msg: 'Added to your deposit.', data: { amount: 10_000, balance } };
      },
    });
    renderWithApp(<DepositScreen />, BUYER);
    await waitFor(() => expect(figure('deposit-balance')).toBe('₹20,000'), { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: '₹10,000' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay ₹10,000' })));
    await waitFor(() => expect(figure('deposit-balance')).toBe('₹30,000'));
    expect(figure('deposit-limit')).toBe('₹3,00,000');
    const started = api.calls.find((c: ApiCall) => c.path === '/deposits/top-up')!;
    expect(JSON.parse(String(started.body))).toEqual({ amount: 10_000 });
    expect(JSON.parse(String(api.calls.find((c) => c.path === '/deposits/top-up/verify')!.body))).toEqual({
      order_id: 'order_1',
      payment_id: 'pay_1',
      signature: 'sig',
    });
  });

  it('asks for a refund and shows it on its way; says why not while something is held or in use', async () => {
    let state = account();
    const api = mockApi({
      '/deposits/account': () => ({ status: 200, data: state }),
      '/deposits/refunds': (call: ApiCall) => {
        const { amount } = JSON.parse(String(call.body)) as { amount: number };
        state = account({ balance: 20_000 - amount, refundable: 0, refunds: [{ ...refund('requested'), amount }] });
        return { status: 200, msg: 'Your refund is requested.', data: state };
      },
    });
    renderWithApp(<DepositScreen />, BUYER);
    await waitFor(() => expect(screen.getByRole('button', { name: 'All of it' })).toBeTruthy(), { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'All of it' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ask for a refund' })));
    await waitFor(() => expect(screen.getByTestId('refund-status').textContent).toBe('Requested'));
    expect(JSON.parse(String(api.calls.find((c) => c.path === '/deposits/refunds')!.body))).toEqual({ amount: 20_000 });
    expect(screen.getByTestId('deposit-refund-why').textContent).toBe(
      'A refund is on its way. You can ask for another once it is processed.',
    );
    expect(screen.queryByRole('button', { name: 'Ask for a refund' })).toBeNull();
  });

  it('names what is held or in use instead of the refund form, and each refund state', async () => {
    mockApi({
      '/deposits/account': {
        status: 200,
        data: account({
          held: 10_000,
          refundable: 0,
          refunds: [
            { ...refund('processed'), id: 1 },
            { ...refund('failed'), id: 2 },
          ],
        }),
      },
    });
    renderWithApp(<DepositScreen />, BUYER);
    await waitFor(() => expect(screen.getByTestId('deposit-refund-why')).toBeTruthy(), { timeout: 5000 });
    expect(screen.getByTestId('deposit-refund-why').textContent).toBe(
      '₹10,000 is held for a won lot until it is paid. You can ask for a refund after that.',
    );
    expect(screen.getAllByTestId('refund-status').map((s) => s.textContent)).toEqual(['Refunded', 'Failed: back in your deposit']);
    cleanup();

    mockApi({ '/deposits/account': { status: 200, data: account({ in_use: 45_000, refundable: 0 }) } });
    renderWithApp(<DepositScreen />, BUYER);
    await waitFor(() => expect(screen.getByTestId('deposit-refund-why')).toBeTruthy(), { timeout: 5000 });
    expect(screen.getByTestId('deposit-refund-why').textContent).toContain('₹45,000 of your buying limit is in use');
  });
});

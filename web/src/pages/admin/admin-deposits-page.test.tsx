import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { adminUser } from '../../test/factories';
import { renderWithApp } from '../../test/render';
import { AdminDepositsPage } from './admin-deposits-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BUYER = { user_id: 7, name: 'Ramesh Patil', phone: '9000000007' };

describe('admin deposits: an adjustment', { timeout: 20_000 }, () => {
  it('is sent only with a signed amount other than 0 and a reason of 5 characters (adjustBody), then the ledger is read again', async () => {
    let balance = 0;
    const api = mockApi({
      '/admin/deposits': {
        status: 200,
        data: { items: [{ ...BUYER, balance, held: 0, in_use: 0, updated_at: '2026-11-25T06:30:00Z' }], total: 1 },
      },
      '/admin/deposit-refunds': { status: 200, data: { items: [], total: 0 } },
      [`/admin/deposits/${BUYER.user_id}`]: () => ({
        status: 200,
        data: { user: { id: BUYER.user_id, name: BUYER.name, phone: BUYER.phone }, balance, held: 0, in_use: 0, refunds: [], entries: [] },
      }),
      [`/admin/deposits/${BUYER.user_id}/adjust`]: () => {
        balance += 5_000;
        return { status: 200, msg: 'Adjusted by ₹5,000.', data: { amount: 5_000, balance } };
      },
    });
    renderWithApp(<AdminDepositsPage />, { user: adminUser() });
    fireEvent.click(await screen.findByRole('button', { name: BUYER.name }, { timeout: 5000 }));
    const amount = await screen.findByLabelText('Adjust by (₹, negative to take off)');
    const reason = screen.getByLabelText('Reason');
    const adjust = screen.getByRole('button', { name: 'Adjust' }) as HTMLButtonElement;

    fireEvent.change(amount, { target: { value: '₹ 0' } });
    fireEvent.change(reason, { target: { value: 'cheque deposit' } });
    expect((amount as HTMLInputElement).value).toBe('0');
    expect(adjust.disabled).toBe(true);
    fireEvent.change(amount, { target: { value: '5000' } });
    fireEvent.change(reason, { target: { value: ' four ' } });
    expect(adjust.disabled).toBe(true);
    fireEvent.change(reason, { target: { value: 'cheque deposit at the yard' } });
    await waitFor(() => expect(adjust.disabled).toBe(false));
    await act(async () => fireEvent.click(adjust));

    await waitFor(() => expect(api.count(`/admin/deposits/${BUYER.user_id}/adjust`)).toBe(1));
    const sent = api.calls.find((c) => c.path.endsWith('/adjust'))!;
    expect(JSON.parse(String(sent.body))).toEqual({ amount: '5000', reason: 'cheque deposit at the yard' });
    await waitFor(() => expect((amount as HTMLInputElement).value).toBe(''));
    await waitFor(() => expect(api.count(`/admin/deposits/${BUYER.user_id}`)).toBeGreaterThan(1));
  });
});

import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { adminUser } from '../../../test/factories';
import { renderWithApp } from '../../../test/render';
import { ResultDecision } from './result-decision';
import type { ResultRow } from '../api/types';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ADMIN = { user: adminUser() };
const ROW = {
  asset_id: 42,
  lot_no: 3,
  make: 'Mahindra',
  model: '575 DI',
  registration_number: 'MH12AB1234',
  final_price: 250000,
  winner: { user_id: 9, name: 'Ramesh', phone: '9876543210', amount: 250000 },
  next_offer: null,
} as unknown as ResultRow;

describe('ResultDecision', () => {
  it('asks for the counter amount before sending, then sends it in whole rupees', async () => {
    const api = mockApi({ '/admin/results/42/counter': { status: 200, msg: 'Counter offer sent', data: {} } });
    const onDone = vi.fn();
    renderWithApp(<ResultDecision row={ROW} action="counter" onClose={() => {}} onDone={onDone} />, ADMIN);
    await act(async () => fireEvent.submit(document.getElementById('admin-decision')!));
    expect(document.getElementById('admin-counter-error')?.textContent).toBe('This is required.');
    expect(document.activeElement?.id).toBe('admin-counter');
    expect(api.count('/admin/results/42/counter')).toBe(0);
    fireEvent.change(screen.getByLabelText('Counter amount'), { target: { value: '₹2,75,000' } });
    await waitFor(() => expect(document.getElementById('admin-counter-error')).toBeNull());
    await act(async () => fireEvent.submit(document.getElementById('admin-decision')!));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const sent = api.calls.find((call) => call.path === '/admin/results/42/counter');
    expect(JSON.parse(String(sent?.body))).toEqual({ counter_amount: 275000 });
  });

  it("keeps the server's message for a refusal about no field", async () => {
    mockApi({ '/admin/results/42/approve': { status: 409, msg: 'The result was already decided' } });
    renderWithApp(<ResultDecision row={ROW} action="approve" onClose={() => {}} onDone={() => {}} />, ADMIN);
    await act(async () => fireEvent.submit(document.getElementById('admin-decision')!));
    expect(await screen.findByText('The result was already decided')).toBeTruthy();
  });
});

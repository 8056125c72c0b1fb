import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiCall } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { CostsPanel } from './reference-costs';
import { PlansPanel } from './reference-plans';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ADMIN = { user: { user_id: 1, phone: '9000000001', admin: true } };
const COSTS = {
  default_fee: { kind: 'percent', percent_bp: 250, flat_amount: 0, gst_percent: 18 },
  default_yard_per_day: 150,
  default_rto: 5000,
  fees: [{ financier_id: 3, financier: 'Deccan Wheels Credit', kind: null, percent_bp: null, flat_amount: null, gst_percent: null }],
  yards: [{ yard_location: 'Pune yard', per_day: 150 }],
  rto: [{ state_id: 14, state: 'Maharashtra', segment_id: 1, segment: 'Tractors', amount: 5000, estimate: true, source: 'RTO Pune' }],
};
const posted = (api: { calls: ApiCall[] }, path: string) =>
  api.calls.filter((c) => c.method === 'POST' && c.path.endsWith(path)).map((c) => JSON.parse(String(c.body)) as unknown);

describe('cost table rows', () => {
  const costsApi = () =>
    mockApi({
      '/admin/cost-settings': { status: 200, data: COSTS },
      '/admin/cost-settings/fee': { status: 200, msg: 'Saved', data: {} },
      '/admin/cost-settings/yard': { status: 200, msg: 'Saved', data: {} },
      '/admin/cost-settings/rto': { status: 200, msg: 'Saved', data: {} },
    });

  it("a financier's fee: the default filled in, the flat amount off while it is a percentage, saved as basis points", async () => {
    const api = costsApi();
    renderWithApp(<CostsPanel />, ADMIN);
    const percent = (await screen.findByLabelText('Percent')) as HTMLInputElement;
    expect(percent.value).toBe('2.50');
    expect((screen.getAllByLabelText('Flat (₹)')[0] as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(percent, { target: { value: '3.25' } });
    fireEvent.change(screen.getByLabelText('GST %'), { target: { value: '1x2' } });
    expect((screen.getByLabelText('GST %') as HTMLInputElement).value).toBe('12');
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!));
    await waitFor(() => expect(posted(api, '/fee')).toHaveLength(1));
    expect(posted(api, '/fee')[0]).toEqual({ financier_id: 3, kind: 'percent', percent_bp: 325, flat_amount: 0, gst_percent: 12 });
  });

  it('a percentage over 100 is refused under its input and nothing is sent', async () => {
    const api = costsApi();
    renderWithApp(<CostsPanel />, ADMIN);
    fireEvent.change(await screen.findByLabelText('Percent'), { target: { value: '101' } });
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!));
    expect(await screen.findByText('Must be at most 100.')).toBeTruthy();
    expect(posted(api, '/fee')).toHaveLength(0);
  });

  it('a new yard needs its name; once saved the row is empty again', async () => {
    const api = costsApi();
    renderWithApp(<CostsPanel />, ADMIN);
    const name = (await screen.findByLabelText('Another yard, as named on its lots')) as HTMLInputElement;
    const row = name.closest('tr')!;
    const save = row.querySelector('button')!;
    expect(save.disabled).toBe(true);
    fireEvent.change(name, { target: { value: '  Nashik yard ' } });
    fireEvent.change(row.querySelector('input[inputmode="numeric"]')!, { target: { value: '200' } });
    await waitFor(() => expect(save.disabled).toBe(false));
    await act(async () => fireEvent.click(save));
    await waitFor(() => expect(posted(api, '/yard')).toEqual([{ yard_location: 'Nashik yard', per_day: 200 }]));
    await waitFor(() => expect(name.value).toBe(''));
  });

  it('an RTO reference keeps its estimate box and source', async () => {
    const api = costsApi();
    renderWithApp(<CostsPanel />, ADMIN);
    const estimate = (await screen.findByLabelText('Estimate')) as HTMLInputElement;
    expect(estimate.checked).toBe(true);
    fireEvent.click(estimate);
    const row = estimate.closest('tr')!;
    await act(async () => fireEvent.click(row.querySelector('button')!));
    await waitFor(() => expect(posted(api, '/rto')).toHaveLength(1));
    expect(posted(api, '/rto')[0]).toEqual({ state_id: 14, segment_id: 1, amount: 5000, estimate: false, source: 'RTO Pune' });
  });
});

describe("a plan's new price", () => {
  it('is sent as whole rupees and the field emptied after the save', async () => {
    const plan = {
      id: 7,
      name: 'Tractor yearly',
      tenure_months: 12,
      segment_id: null,
      segment_name: null,
      price: 5000,
      platform: 'auction',
      is_published: true,
      sort_order: 0,
      subscription_count: 0,
      created_at: '2026-01-01T00:00:00Z',
    };
    const api = mockApi({
      '/admin/plans': { status: 200, data: [plan] },
      '/admin/plans/7': { status: 200, msg: 'Price changed', data: plan },
      '/admin/segments': { status: 200, data: [] },
    });
    renderWithApp(<PlansPanel />, ADMIN);
    const input = (await screen.findByPlaceholderText('New price')) as HTMLInputElement;
    const save = input.closest('form')!.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '₹6,500' } });
    expect(input.value).toBe('6500');
    await act(async () => fireEvent.submit(input.closest('form')!));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(JSON.parse(String(api.calls.find((c) => c.method === 'PATCH')?.body))).toEqual({ price: 6500 });
    await waitFor(() => expect(input.value).toBe(''));
  });
});

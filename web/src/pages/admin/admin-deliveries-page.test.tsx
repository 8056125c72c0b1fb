import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { adminUser } from '../../test/factories';
import { renderWithApp } from '../../test/render';
import { AdminDeliveriesPage } from './admin-deliveries-page';

const ADMIN = adminUser();

const row = (over: Record<string, unknown>) => ({
  id: 1,
  created_at: '2026-11-25T06:30:00.000Z',
  event_key: '41',
  channel: 'sms',
  kind: 'outbid',
  status: 'sent',
  reason: null,
  language: 'hi',
  user: { user_id: 5, name: 'Ramesh Patil', phone: '9000000002' },
  asset_id: 70,
  params: { lot: '12' },
  attempts: 1,
  next_attempt_at: null,
  provider_id: '3962785038375624781-000000001',
  error: null,
  sent_at: '2026-11-25T06:30:01.000Z',
  latency_ms: 1500,
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('admin message log', { timeout: 20_000 }, () => {
  it('lists deliveries with the provider’s answer and why one was held back, and filters by channel, status, buyer and dates', async () => {
    mockApi({
      '/admin/notifications/deliveries': {
        status: 200,
        data: {
          rows: [
            row({
              id: 3,
              channel: 'whatsapp',
              status: 'failed',
              provider_id: null,
              error: 'WhatsApp refused the message (HTTP 404, code 132001): template missing',
              latency_ms: null,
            }),
            row({ id: 2, kind: 'closing_soon', status: 'suppressed', reason: 'page_open', provider_id: null, latency_ms: null }),
            row({ id: 1 }),
          ],
          page_no: 1,
          page_size: 20,
          total: 3,
          total_pages: 1,
        },
      },
    });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithApp(<AdminDeliveriesPage />, { path: '/admin/message-log', user: ADMIN });
    expect(await screen.findByText(/code 132001/)).toBeTruthy();
    const table = within(screen.getByRole('table'));
    expect(table.getByText('Held back')).toBeTruthy();
    expect(table.getByText("the lot's page was open")).toBeTruthy();
    expect(table.getByText('Failed')).toBeTruthy();
    expect(table.getByText('3962785038375624781-000000001')).toBeTruthy();
    expect(table.getByText('1.5 s')).toBeTruthy();
    expect(table.getAllByText('Lot #12')).toHaveLength(3);
    expect(table.getByText('Closing soon')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: 'whatsapp' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failed' } });
    fireEvent.change(screen.getByLabelText("Buyer's mobile"), { target: { value: '+91 90000 00002' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const url = new URL(String(fetchSpy.mock.calls.at(-1)?.[0]), 'http://x');
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        channel: 'whatsapp',
        status: 'failed',
        phone: '9000000002',
        from: '2026-11-24T18:30:00.000Z',
      });
    });
  });
});

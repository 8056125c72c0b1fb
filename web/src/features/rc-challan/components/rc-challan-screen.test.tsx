import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { buyerUser } from '../../../test/factories';
import { renderWithApp } from '../../../test/render';
import { RC_HISTORY_PATH, RC_LOOKUP_PATH } from '../api/rc-challan';
import { RcChallanScreen } from './rc-challan-screen';

const USER = buyerUser();

/** The form once the buyer's recent look-ups have loaded (Check is disabled until then). */
async function formReady() {
  await vi.waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Check' }).disabled).toBe(false));
  return screen.getByLabelText('Registration number');
}

const FOUND = {
  status: 200,
  data: {
    registration_number: 'MH12AB1234',
    rc: {
      owner: 'R***** P****',
      maker_model: 'Mahindra 575 DI',
      vehicle_class: 'Agricultural Tractor',
      fuel: 'Diesel',
      registration_date: '2019-03-04T00:00:00.000Z',
      rto: 'Pune',
      insurance_upto: null,
      fitness_upto: '2034-03-03T00:00:00.000Z',
      financier: 'Sahyadri Auto Finance',
      fetched_at: '2026-11-20T00:00:00.000Z',
    },
    challans: [
      { challan_no: 'MH-1', issued_at: '2025-01-02T00:00:00.000Z', offence: 'No helmet', place: 'Pune', amount: 1000, status: 'pending' },
      {
        challan_no: 'MH-2',
        issued_at: '2024-01-02T00:00:00.000Z',
        offence: 'Overloading',
        place: 'Baramati',
        amount: 2000,
        status: 'paid',
      },
    ],
    pending_challan_count: 1,
    pending_challan_amount: 1000,
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RcChallanScreen', () => {
  it('says the service is not available yet when the server has no RC route (its real 404)', async () => {
    mockApi({});
    renderWithApp(<RcChallanScreen />, { user: USER });
    expect(await screen.findByRole('heading', { name: 'Service not available yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check' })).toBeNull();
  });

  it('checks the number locally, then shows the RC summary and the pending challans', async () => {
    const api = mockApi({ [RC_HISTORY_PATH]: { status: 200, data: [] }, [RC_LOOKUP_PATH]: FOUND });
    renderWithApp(<RcChallanScreen />, { user: USER });
    const input = await formReady();
    fireEvent.change(input, { target: { value: 'TRACTOR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid registration number, e.g. MH12AB1234');
    expect(api.count(RC_LOOKUP_PATH)).toBe(0);

    fireEvent.change(input, { target: { value: 'mh 12 ab 1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('heading', { name: 'RC details of MH12AB1234' })).toBeTruthy();
    expect(JSON.parse(String(api.calls.find((c) => c.path === RC_LOOKUP_PATH)?.body))).toEqual({ registration_number: 'MH12AB1234' });
    expect(screen.getByText('Mahindra 575 DI')).toBeTruthy();
    expect(screen.getByText('1 pending challan, ₹1,000 in total')).toBeTruthy();
    expect(screen.getByText('No helmet')).toBeTruthy();
  });

  it("shows the server's message when no record is on file", async () => {
    const msg = 'No RC details on file for KA01AB1234. We hold records for vehicles listed on our auctions.';
    mockApi({ [RC_HISTORY_PATH]: { status: 200, data: [] }, [RC_LOOKUP_PATH]: { status: 404, msg } });
    renderWithApp(<RcChallanScreen />, { user: USER });
    fireEvent.change(await formReady(), { target: { value: 'KA01AB1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect((await screen.findByRole('alert')).textContent).toBe(msg);
  });
});

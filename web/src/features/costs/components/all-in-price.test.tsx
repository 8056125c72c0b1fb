import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { LOT_COSTS_PATH } from '../api';
import { AllInPrice } from './all-in-price';

const COSTS = {
  status: 200,
  data: {
    asset_id: 41,
    fee: { kind: 'percent', percent_bp: 250, flat_amount: 0, gst_percent: 18 },
    yard: { per_day: 150, days: 6 },
    rto: { amount: 1200, estimate: true },
    backout_charge: 10000,
    yard_location: 'Chakan Yard, Chakan',
    expected_release_at: '2026-12-01T00:00:00.000Z',
    rto_state: 'Maharashtra',
    rto_source: 'Estimate',
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the all-in price', () => {
  it('says what the buyer pays in all for the amount, with the breakdown one tap away', async () => {
    mockApi({ [LOT_COSTS_PATH]: COSTS });
    const { rerender } = renderWithApp(<AllInPrice assetId={41} amount={500000} />);
    // 5,00,000 + 12,500 fee + 2,250 GST + 900 yard + 1,200 RTO.
    expect(await screen.findByText('You will pay about ₹5,16,850 in all')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See the breakdown' }));
    const rows = screen.getByTestId('all-in-breakdown');
    expect(rows.textContent).toContain("Buyer's fee (2.5%)₹12,500");
    expect(rows.textContent).toContain('RTO transfer in Maharashtra (estimate)');
    expect(screen.getByText('If you back out after winning, a backout charge of ₹10,000 is due.')).toBeTruthy();
    rerender(<AllInPrice assetId={41} amount={600000} />);
    expect(await screen.findByText('You will pay about ₹6,19,800 in all')).toBeTruthy();
  });
});

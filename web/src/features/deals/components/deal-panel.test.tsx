import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { DealCard } from './deal-panel';
import type { Deal } from '../api/deals';

const OFFER: Deal = {
  asset_id: 7,
  auction_id: 3,
  auction_title: 'Narmada CV auction',
  financier_name: 'Sahyadri Auto Finance',
  financier_names: {},
  state: 'Maharashtra',
  lot_no: 4,
  make: 'Tata',
  model: 'Ace',
  year: 2019,
  registration_number: 'MH 12 AB 1234',
  yard_location: 'Pune',
  closed_at: '2026-11-25T10:00:00.000Z',
  stage: 'offered',
  holder: true,
  rank: 2,
  amount: 140_000,
  deadline_at: '2099-11-26T10:00:00.000Z',
  next_action: 'respond_offer',
  payee: null,
  buyer: null,
  backout: null,
  backouts: [],
  documents: [],
  steps: [],
  server_time: '2026-11-25T11:00:00.000Z',
};

const MSG = 'Your buying limit is ₹1,40,000 and ₹1,00,000 is in use. Add ₹10,000 to your deposit to accept this lot at ₹1,40,000.';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an offer beyond the buying limit', () => {
  it('shows the server’s refusal beside the offer with a top-up that comes back to the lot', async () => {
    mockApi({
      '/client/deals/7/accept': {
        status: 403,
        code: 'deposits.accept_limit_exceeded',
        params: { limit: 140_000, used: 100_000, add: 10_000, more: 140_000 },
        topUp: 10_000,
        msg: MSG,
      },
    });
    const onChange = vi.fn();
    renderWithApp(<DealCard deal={OFFER} onChange={onChange} />, { user: { user_id: 2, phone: '9000000002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept at ₹1,40,000' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MSG);
    const link = screen.getByRole('link', { name: 'Add ₹10,000 to your deposit' });
    const url = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(url.pathname).toBe('/client/deposit');
    expect(Object.fromEntries(url.searchParams)).toEqual({ add: '10000', return: '/auction/assets?asset_id=7' });
    expect(onChange).not.toHaveBeenCalled();
  });
});

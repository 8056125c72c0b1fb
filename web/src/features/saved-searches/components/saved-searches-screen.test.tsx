import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { mockApi } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { CREATE_SEARCH_PATH, SAVED_SEARCHES_PATH } from '../api';
import { SavedSearchesScreen } from './saved-searches-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const buyer = { user_id: 7, phone: '9876543210' };

function open(path = '/client/saved-searches') {
  const api = mockApi({
    [SAVED_SEARCHES_PATH]: { status: 200, data: [] },
    [CREATE_SEARCH_PATH]: { status: 200, msg: 'Search saved.', data: { id: 11 } },
  });
  renderWithApp(<SavedSearchesScreen />, { path, user: buyer });
  const form = screen.getByTestId('saved-search-form');
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const send = () => act(async () => fireEvent.submit(form));
  return { api, field, send };
}

describe('saving a search', () => {
  it('sends only what was filled in, "5,00,000" as 500000, then empties the form', async () => {
    const { api, field, send } = open();
    fireEvent.change(field('Make'), { target: { value: ' Mahindra ' } });
    fireEvent.change(field('Year from'), { target: { value: '2018' } });
    fireEvent.change(field('Price to (₹)'), { target: { value: '5,00,000' } });
    await send();
    await waitFor(() => expect(api.count(CREATE_SEARCH_PATH)).toBe(1));
    const call = api.calls.find((c) => c.path === CREATE_SEARCH_PATH)!;
    expect(JSON.parse(String(call.body))).toEqual({ make: 'Mahindra', year_from: 2018, price_max: 500000 });
    await waitFor(() => expect(field('Make').value).toBe(''));
  });

  it('refuses an empty search and a "from" above its "to" without asking the server, the focus on the field', async () => {
    const { api, field, send } = open();
    await send();
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one thing to search for.');

    fireEvent.change(field('Year from'), { target: { value: '2020' } });
    fireEvent.change(field('Year to'), { target: { value: '2015' } });
    fireEvent.change(field('Model'), { target: { value: 'x'.repeat(101) } });
    await send();
    expect(field('Year to').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The "from" value must not be more than the "to" value.')).toBeTruthy();
    expect(screen.getByText('Use at most 100 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Model'));
    expect(screen.queryByText('Choose at least one thing to search for.')).toBeNull();

    // Lowering "from" clears the problem shown under "to".
    fireEvent.change(field('Year from'), { target: { value: '2010' } });
    await waitFor(() => expect(screen.queryByText('The "from" value must not be more than the "to" value.')).toBeNull());
    expect(api.count(CREATE_SEARCH_PATH)).toBe(0);
  });

  it('words a price out of range in rupees', async () => {
    const { field, send } = open();
    fireEvent.change(field('Price from (₹)'), { target: { value: '2000000000' } });
    await send();
    expect(screen.getByText('Must be at most ₹1,00,00,00,000.')).toBeTruthy();
  });

  it('starts with the filters the auction room sent', () => {
    const { field } = open('/client/saved-searches?make=Swaraj&year_from=2019');
    expect(field('Make').value).toBe('Swaraj');
    expect(field('Year from').value).toBe('2019');
  });
});

describe('saved searches in Hindi', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it("names the segment and the state in the reader's language, in the list and in the form's choices", async () => {
    await act(() => changeLanguage('hi'));
    mockApi({
      [SAVED_SEARCHES_PATH]: {
        status: 200,
        data: [
          {
            id: 3,
            segment_id: 1,
            segment: 'Tractor',
            make: 'Swaraj',
            model: null,
            year_from: null,
            year_to: null,
            state_id: 4,
            state: 'Maharashtra',
            district: 'Pune',
            price_min: null,
            price_max: null,
            grade: null,
            created_at: '2026-11-20T10:00:00Z',
            matching: 2,
            new_count: 0,
          },
        ],
      },
      '/auctions/get-all-states-open-api': { status: 200, data: [{ id: 4, name: 'Maharashtra' }] },
      '/auctions/api/get-segment-with-type-count': {
        status: 200,
        data: { segments: [{ segment_id: 1, segment: 'Tractor', segment_code: 'tractor' }] },
      },
    });
    renderWithApp(<SavedSearchesScreen />, { path: '/client/saved-searches', user: buyer });
    expect((await screen.findByText(/ट्रैक्टर · Swaraj · Pune, महाराष्ट्र/)).textContent).not.toMatch(/Maharashtra|Tractor/);
    await screen.findByRole('option', { name: 'महाराष्ट्र' });
    expect(screen.getByRole('option', { name: 'ट्रैक्टर' })).toBeTruthy();
  });
});

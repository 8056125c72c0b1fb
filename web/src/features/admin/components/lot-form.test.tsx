import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { fieldMessageKey } from '../field-errors';
import { LotForm } from './lot-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REFUSED = {
  status: 400,
  msg: '3 fields need fixing: Year cannot be later than 2026; Increment must be at least ₹100; Reserve price must be at least the start price',
  errors: { year: 'Year cannot be later than 2026', increment: 'Increment must be at least ₹100', reserve_price: 'Reserve price must be at least the start price' },
  field_codes: { year: { code: 'year_future', params: { max: 2026 } }, increment: { code: 'min', params: { min: 100 } }, reserve_price: { code: 'reserve_below_start' } },
};

describe('LotForm', () => {
  it("shows each field's problem under that field, all at once, in plain words", async () => {
    mockApi({ '/admin/auctions/7/lots': REFUSED });
    renderWithApp(<LotForm auctionId={7} lot={null} onClose={() => {}} onSaved={() => {}} />, { user: { user_id: 1, phone: '9000000001', admin: true } });
    await act(async () => fireEvent.submit(document.getElementById('admin-lot-form')!));

    const under = (id: string) => document.getElementById(`${id}-error`)?.textContent;
    expect(under('lf-year')).toBe('The year cannot be later than 2026.');
    expect(under('lf-increment')).toBe('Must be at least ₹100.');
    expect(under('lf-reserve_price')).toBe('The reserve price must be at least the start price.');
    expect(under('lf-make')).toBeUndefined();
    expect(screen.getByLabelText(/^Year/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Fix the 3 fields marked below.')).toBeTruthy();
  });

  it("keeps the server's message for a refusal about no field", async () => {
    mockApi({ '/admin/auctions/7/lots': { status: 409, msg: 'Registration MH12AB1234 is already a lot in this auction' } });
    renderWithApp(<LotForm auctionId={7} lot={null} onClose={() => {}} onSaved={() => {}} />, { user: { user_id: 1, phone: '9000000001', admin: true } });
    await act(async () => fireEvent.submit(document.getElementById('admin-lot-form')!));
    expect(screen.getByRole('alert').textContent).toBe('Registration MH12AB1234 is already a lot in this auction');
  });
});

describe('LotForm papers', () => {
  it('asks for the documents and legal status with a message under each field', async () => {
    mockApi({
      '/admin/auctions/7/lots': {
        status: 400,
        msg: '3 fields need fixing',
        errors: { rc: 'RC is required', noc: 'Choose the NOC from the list', insurance_valid_until: 'Insurance valid until must be a date such as 2027-03-31' },
        field_codes: { rc: { code: 'required' }, noc: { code: 'choose_one' }, insurance_valid_until: { code: 'date' } },
      },
    });
    renderWithApp(<LotForm auctionId={7} lot={null} onClose={() => {}} onSaved={() => {}} />, { user: { user_id: 1, phone: '9000000001', admin: true } });
    await act(async () => fireEvent.submit(document.getElementById('admin-lot-form')!));
    const under = (id: string) => document.getElementById(`${id}-error`)?.textContent;
    expect(under('ld-rc')).toBe('This is required.');
    expect(under('ld-noc')).toBe('Choose one from the list.');
    expect(under('ld-insurance_valid_until')).toBe('Enter a date, e.g. 2027-03-31.');
    expect(screen.getByLabelText('RC with the vehicle').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('fieldMessageKey', () => {
  it('words money limits in rupees and unknown codes as "not valid"', () => {
    expect(fieldMessageKey('start_price', { code: 'min', params: { min: 1 } })).toEqual(['admin.fieldErrors.minRupees', { amount: '₹1' }]);
    expect(fieldMessageKey('owners', { code: 'min', params: { min: 1 } })).toEqual(['admin.fieldErrors.min', { min: 1 }]);
    expect(fieldMessageKey('make', { code: 'something_new' })[0]).toBe('admin.fieldErrors.invalid');
  });
});

import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { adminUser } from '../../../test/factories';
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
  errors: {
    year: 'Year cannot be later than 2026',
    increment: 'Increment must be at least ₹100',
    reserve_price: 'Reserve price must be at least the start price',
  },
  field_codes: {
    year: { code: 'year_future', params: { max: 2026 } },
    increment: { code: 'min', params: { min: 100 } },
    reserve_price: { code: 'reserve_below_start' },
  },
};

const ADMIN = { user: adminUser() };
const set = (id: string, value: string) => fireEvent.change(document.getElementById(id)!, { target: { value } });

/** A lot the browser's checks pass: what the server says about it is then what shows. */
function fillValidLot() {
  for (const [id, value] of [
    ['lf-make', 'Mahindra'],
    ['lf-model', '575 DI'],
    ['lf-year', '2019'],
    ['lf-registration_number', 'MH12AB1234'],
    ['lf-yard_location', 'Pune yard'],
    ['lf-start_price', '200000'],
    ['lf-increment', '1000'],
    ['ld-rc', 'original'],
    ['ld-keys', '1'],
    ['ld-noc', 'with_vehicle'],
    ['ld-form35', 'ready'],
    ['ld-hypothecation', 'none'],
    ['ld-repossession_basis', 'loan_default'],
  ] as const)
    set(id, value);
}

describe('LotForm checks in the browser', () => {
  it('refuses an empty lot without asking the server, each problem under its field, and focuses the first', async () => {
    const api = mockApi({ '/admin/auctions/7/lots': { status: 200, msg: 'Saved', data: {} } });
    renderWithApp(<LotForm auctionId={7} lot={null} onClose={() => {}} onSaved={() => {}} />, ADMIN);
    await act(async () => fireEvent.submit(document.getElementById('admin-lot-form')!));
    const under = (id: string) => document.getElementById(`${id}-error`)?.textContent;
    expect(under('lf-make')).toBe('This is required.');
    expect(under('lf-start_price')).toBe('This is required.');
    expect(under('ld-rc')).toBe('This is required.');
    expect(under('lf-fuel')).toBeUndefined();
    expect(document.activeElement?.id).toBe('lf-make');
    expect(api.count('/admin/auctions/7/lots')).toBe(0);
  });

  it('says what the server would: the year, the registration, the increment, a reserve under the start', async () => {
    mockApi({});
    renderWithApp(<LotForm auctionId={7} lot={null} onClose={() => {}} onSaved={() => {}} />, ADMIN);
    fillValidLot();
    set('lf-year', String(new Date().getFullYear() + 1));
    set('lf-registration_number', 'not a plate');
    set('lf-increment', '50');
    set('lf-reserve_price', '100000');
    set('lf-video_url', 'http://youtu.be/x');
    await act(async () => fireEvent.submit(document.getElementById('admin-lot-form')!));
    const under = (id: string) => document.getElementById(`${id}-error`)?.textContent;
    expect(under('lf-year')).toBe(`The year cannot be later than ${new Date().getFullYear()}.`);
    expect(under('lf-registration_number')).toBe('Enter the registration number as on the RC, e.g. MH12AB1234.');
    expect(under('lf-increment')).toBe('Must be at least ₹100.');
    expect(under('lf-reserve_price')).toBe('The reserve price must be at least the start price.');
    expect(under('lf-video_url')).toBe('Enter an https:// link, e.g. https://youtu.be/abc123.');
  });

  it("takes a field's error away as soon as it is fixed", async () => {
    mockApi({});
    renderWithApp(<LotForm auctionId={7} lot={null} onClose={() => {}} onSaved={() => {}} />, ADMIN);
    await act(async () => fireEvent.submit(document.getElementById('admin-lot-form')!));
    expect(document.getElementById('lf-make-error')).not.toBeNull();
    set('lf-make', 'Mahindra');
    await waitFor(() => expect(document.getElementById('lf-make-error')).toBeNull());
    expect(document.getElementById('lf-model-error')).not.toBeNull();
  });
});

describe('LotForm', () => {
  it("shows each field's problem under that field, all at once, in plain words", async () => {
    mockApi({ '/admin/auctions/7/lots': REFUSED });
    renderWithApp(<LotForm auctionId={7} lot={null} onClose={() => {}} onSaved={() => {}} />, ADMIN);
    fillValidLot();
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
    renderWithApp(<LotForm auctionId={7} lot={null} onClose={() => {}} onSaved={() => {}} />, ADMIN);
    fillValidLot();
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
        errors: {
          rc: 'RC is required',
          noc: 'Choose the NOC from the list',
          insurance_valid_until: 'Insurance valid until must be a date such as 2027-03-31',
        },
        field_codes: { rc: { code: 'required' }, noc: { code: 'choose_one' }, insurance_valid_until: { code: 'date' } },
      },
    });
    renderWithApp(<LotForm auctionId={7} lot={null} onClose={() => {}} onSaved={() => {}} />, ADMIN);
    fillValidLot();
    set('ld-insurance_valid_until', '2027-03-31');
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

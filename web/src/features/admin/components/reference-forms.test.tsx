import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiCall } from '../../../test/api-mock';
import { adminUser } from '../../../test/factories';
import { renderWithApp } from '../../../test/render';
import { FinanciersPanel } from './reference-financiers';
import { ContactsPanel } from './reference-states';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ADMIN = { user: adminUser() };
const STATES = [{ id: 14, name: 'Maharashtra', code: 'MH', is_active: true, sort_order: 0, contact_count: 0 }];

/** The admin list's financier answer (the fields a row and its edit form read), with the test's own values. */
const financierAnswer = (data: Record<string, unknown>) => (call: ApiCall) =>
  call.method === 'POST'
    ? { status: 200, msg: 'Financier added', data: {} }
    : {
        status: 200,
        data: [
          {
            name_i18n: {},
            logo_key: null,
            logo_url: null,
            is_active: true,
            deposit_limit_multiple: null,
            auction_count: 0,
            created_at: '2026-11-01T00:00:00Z',
            ...data,
          },
        ],
      };

describe('reference-data add forms', () => {
  it('a financier without a name is refused under the field, then added and the field emptied', async () => {
    const api = mockApi({
      '/admin/financiers': (call: ApiCall) =>
        call.method === 'POST' ? { status: 200, msg: 'Financier added', data: {} } : { status: 200, data: [] },
    });
    renderWithApp(<FinanciersPanel />, ADMIN);
    const form = document.getElementById('admin-financier-new')!;
    await act(async () => fireEvent.submit(form));
    expect(document.getElementById('fin-name-error')?.textContent).toBe('This is required.');
    expect(document.activeElement?.id).toBe('fin-name');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    const input = document.getElementById('fin-name') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '  Deccan Wheels Credit ' } });
    await waitFor(() => expect(document.getElementById('fin-name-error')).toBeNull());
    await act(async () => fireEvent.submit(form));
    await waitFor(() => expect(input.value).toBe(''));
    const sent = api.calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(sent?.body))).toEqual({ name: 'Deccan Wheels Credit' });
  });

  it("a financier's spellings per language: sent when given on add, only the changed ones on edit, a cleared one as blank", async () => {
    const api = mockApi({
      '/admin/financiers': financierAnswer({
        id: 9,
        slug: 'thar',
        name: 'Thar Motor Credit',
        name_i18n: { hi: 'थार मोटर क्रेडिट', ta: 'தார் மோட்டார் கிரெடிட்' },
      }),
      '/admin/financiers/9': { status: 200, msg: 'Financier saved', data: {} },
    });
    renderWithApp(<FinanciersPanel />, ADMIN);
    await screen.findByText('Thar Motor Credit');
    expect(document.querySelector('label[for="fin-name-hi"]')?.textContent).toContain('Name in हिन्दी');
    fireEvent.change(document.getElementById('fin-name') as HTMLInputElement, { target: { value: 'Malwa Tractor Finance' } });
    fireEvent.change(document.getElementById('fin-name-mr') as HTMLInputElement, { target: { value: 'माळवा ट्रॅक्टर फायनान्स' } });
    const long = document.getElementById('fin-name-gu') as HTMLInputElement;
    fireEvent.change(long, { target: { value: 'ક'.repeat(121) } });
    await act(async () => fireEvent.submit(document.getElementById('admin-financier-new')!));
    expect(document.getElementById('fin-name-gu-error')?.textContent).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(long, { target: { value: '' } });
    await act(async () => fireEvent.submit(document.getElementById('admin-financier-new')!));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(JSON.parse(String(api.calls.find((c) => c.method === 'POST')!.body))).toEqual({
      name: 'Malwa Tractor Finance',
      name_i18n: { mr: 'माळवा ट्रॅक्टर फायनान्स' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Edit Thar Motor Credit' }));
    await waitFor(() => expect(document.getElementById('fin-edit-name-hi')).not.toBeNull());
    expect((document.getElementById('fin-edit-name-hi') as HTMLInputElement).value).toBe('थार मोटर क्रेडिट');
    fireEvent.change(document.getElementById('fin-edit-name-hi') as HTMLInputElement, { target: { value: '' } });
    fireEvent.change(document.getElementById('fin-edit-name-te') as HTMLInputElement, { target: { value: 'థార్ మోటర్ క్రెడిట్' } });
    await act(async () => fireEvent.submit(document.getElementById('admin-financier-edit')!));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(JSON.parse(String(api.calls.find((c) => c.method === 'PATCH')!.body))).toEqual({
      name: 'Thar Motor Credit',
      name_i18n: { hi: '', te: 'థార్ మోటర్ క్రెడిట్' },
      deposit_limit_multiple: null,
    });
  });

  it("a financier's buying-limit multiple is checked as the server checks it, saved on edit, and cleared when blank", async () => {
    let stored: number | null = null;
    const api = mockApi({
      '/admin/financiers': (call: ApiCall) =>
        financierAnswer({ id: 7, slug: 'deccan', name: 'Deccan Credit', deposit_limit_multiple: stored, auction_count: 2 })(call),
      '/admin/financiers/7': (call: ApiCall) => {
        const body = JSON.parse(String(call.body)) as { deposit_limit_multiple: number | null };
        stored = body.deposit_limit_multiple;
        return { status: 200, msg: 'Financier saved', data: {} };
      },
    });
    renderWithApp(<FinanciersPanel />, ADMIN);
    const row = (await screen.findByText('Deccan Credit')).closest('tr')!;
    expect(row.textContent).toContain('Default');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Deccan Credit' }));
    await waitFor(() => expect(document.getElementById('fin-edit-multiple')).not.toBeNull());
    const multiple = document.getElementById('fin-edit-multiple') as HTMLInputElement;
    const form = document.getElementById('admin-financier-edit')!;
    fireEvent.change(multiple, { target: { value: '0' } });
    await act(async () => fireEvent.submit(form));
    expect(document.getElementById('fin-edit-multiple-error')?.textContent).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    fireEvent.change(multiple, { target: { value: '12' } });
    await act(async () => fireEvent.submit(form));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(JSON.parse(String(api.calls.find((c) => c.method === 'PATCH')!.body))).toEqual({
      name: 'Deccan Credit',
      deposit_limit_multiple: 12,
    });
    // The list is read again after the save and shows the multiple.
    await waitFor(() => expect(screen.getByText('Deccan Credit').closest('tr')!.textContent).toContain('× 12'));
    await waitFor(() => expect(document.getElementById('admin-financier-edit')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Edit Deccan Credit' }));
    await waitFor(() => expect(document.getElementById('fin-edit-multiple')).not.toBeNull());
    const again = document.getElementById('fin-edit-multiple') as HTMLInputElement;
    expect(again.value).toBe('12');
    fireEvent.change(again, { target: { value: '' } });
    await act(async () => fireEvent.submit(document.getElementById('admin-financier-edit')!));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    expect(JSON.parse(String(api.calls.filter((c) => c.method === 'PATCH')[1]!.body))).toEqual({
      name: 'Deccan Credit',
      deposit_limit_multiple: null,
    });
  });

  it("a contact's pasted phone is read as 10 digits; the server's field problem shows under its field; the state stays chosen", async () => {
    let refuse = true;
    const api = mockApi({
      '/admin/states': { status: 200, data: STATES },
      '/admin/state-heads': (call: ApiCall) => {
        if (call.method !== 'POST') return { status: 200, data: [] };
        if (refuse) {
          refuse = false;
          return { status: 400, msg: 'Check the fields', field_codes: { name: { code: 'too_long', params: { max: 120 } } } };
        }
        return { status: 200, msg: 'Contact added', data: {} };
      },
    });
    renderWithApp(<ContactsPanel />, ADMIN);
    await waitFor(() => expect(document.querySelector('#sh-state option[value="14"]')).not.toBeNull());
    const form = document.getElementById('admin-state-head-new')!;
    fireEvent.change(document.getElementById('sh-phone')!, { target: { value: '98765' } });
    fireEvent.blur(document.getElementById('sh-phone')!);
    expect(await screen.findByText('please enter 10 digit number')).toBeTruthy();
    fireEvent.change(document.getElementById('sh-state')!, { target: { value: '14' } });
    fireEvent.change(document.getElementById('sh-name')!, { target: { value: 'Sunil More' } });
    fireEvent.change(document.getElementById('sh-phone')!, { target: { value: '+91 98765 43210' } });
    expect((document.getElementById('sh-phone') as HTMLInputElement).value).toBe('9876543210');
    await act(async () => fireEvent.submit(form));
    expect(await screen.findByText('Use at most 120 characters.')).toBeTruthy();
    expect(document.activeElement?.id).toBe('sh-name');
    await act(async () => fireEvent.submit(form));
    await waitFor(() => expect((document.getElementById('sh-name') as HTMLInputElement).value).toBe(''));
    expect((document.getElementById('sh-state') as HTMLSelectElement).value).toBe('14');
    const sent = [...api.calls].reverse().find((c) => c.method === 'POST');
    expect(JSON.parse(String(sent?.body))).toEqual({ state_id: 14, name: 'Sunil More', phone: '9876543210' });
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../lib/store';
import { toastsAtom } from '../../lib/toast';
import { mockApi } from '../../test/api-mock';
import { adminUser, taxDocument } from '../../test/factories';
import { renderWithApp } from '../../test/render';
import { AdminInvoicesPage } from './admin-invoices-page';
import { AdminReconciliationPage } from './admin-reconciliation-page';

const ADMIN = adminUser();

const DOC = taxDocument();
const NOTE = { ...DOC, invoice_id: 9, kind: 'credit_note', number: 'VHC/26-27/000001', original_invoice_id: 7 };
const period = (documents: unknown[]) => ({
  status: 200,
  data: {
    documents,
    counts: { tax_invoice: 1, receipt: 0, credit_note: documents.length - 1 },
    totals: { taxable_paise: 0, cgst_paise: 0, sgst_paise: 0, igst_paise: 0, round_off_paise: 0, total_paise: 0 },
  },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('admin tax pages', { timeout: 20_000 }, () => {
  it('issues a credit note after asking for the reason, then lists it and downloads its PDF', async () => {
    let issued = false;
    const api = mockApi({
      '/admin/invoices': () => period(issued ? [DOC, NOTE] : [DOC]),
      '/admin/invoices/7/credit-note': () => {
        issued = true;
        return { status: 200, msg: 'Credit note issued', data: NOTE };
      },
    });
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.getAttribute('href') ?? '');
    });
    renderWithApp(<AdminInvoicesPage />, { path: '/admin/tax-documents', user: ADMIN });
    fireEvent.click(await screen.findByRole('button', { name: 'Issue credit note' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/reverses VH\/26-27\/000007 in full \(₹25,000\.00\)/)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Issue credit note' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Reason (for example, the refund)'), { target: { value: 'Refunded: paid twice' } });
    fireEvent.click(confirm);
    expect(await screen.findByText('Credit note VHC/26-27/000001')).toBeTruthy();
    expect(api.form('/admin/invoices/7/credit-note')).toEqual({ reason: 'Refunded: paid twice' });
    expect(screen.getByText('Credited')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Issue credit note' })).toBeNull();
    expect(clicks).toEqual(['/admin/invoices/9/pdf?lang=en']);
  });

  it("keeps the dialog open with the server's reason when the credit note is refused", async () => {
    mockApi({
      '/admin/invoices': period([DOC]),
      '/admin/invoices/7/credit-note': { status: 409, msg: 'Invoice VH/26-27/000007 has already been credited.' },
    });
    renderWithApp(<AdminInvoicesPage />, { path: '/admin/tax-documents', user: ADMIN });
    fireEvent.click(await screen.findByRole('button', { name: 'Issue credit note' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason (for example, the refund)'), { target: { value: 'Refund' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() =>
      expect(store.get(toastsAtom).map((item) => item.message)).toContain('Invoice VH/26-27/000007 has already been credited.'),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByText('Credited')).toBeNull();
  });

  it('reconciles a period: mismatches first and highlighted, a filter, totals and the CSV', async () => {
    const line = (status: string, payment_id: string, invoice: number | null, settled: number | null) => ({
      status,
      payment_id,
      invoice_number: invoice === null ? null : `VH/26-27/00000${payment_id.slice(-1)}`,
      invoice_total_paise: invoice,
      settled_paise: settled,
      fee_paise: 0,
      tax_on_fee_paise: 0,
      settlement_id: settled === null ? null : 'setl_1',
    });
    const api = mockApi({
      '/admin/invoices/reconciliation': {
        status: 200,
        data: {
          lines: [
            line('matched', 'pay_1', 2_500_000, 2_500_000),
            line('amount_differs', 'pay_2', 2_500_000, 2_400_000),
            line('no_invoice', 'pay_3', null, 99_900),
            line('not_settled', 'pay_4', 150_000, null),
          ],
          summary: {
            matched: 1,
            not_settled: 1,
            amount_differs: 1,
            no_invoice: 1,
            invoiced_paise: 5_150_000,
            settled_paise: 4_999_900,
            fees_paise: 0,
          },
        },
      },
    });
    renderWithApp(<AdminReconciliationPage />, { path: '/admin/settlements', user: ADMIN });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['amount_differs', 'no_invoice', 'not_settled', 'matched']);
    expect(rows.map((r) => r.className)).toEqual(['recon-row--mismatch', 'recon-row--mismatch', 'recon-row--mismatch', '']);
    expect(within(rows[0]!).getByText('₹24,000.00')).toBeTruthy();
    expect(screen.getByText('Invoiced', { selector: 'dt' }).nextElementSibling!.textContent).toBe('₹51,500.00');

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'mismatches' } });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'no_invoice' } });
    expect(within(screen.getByRole('table')).getByText('pay_3')).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);

    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toMatch(
      /^\/admin\/invoices\/reconciliation\.csv\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
    );

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
        '/admin/invoices/reconciliation.csv?from=2026-11-01&to=2026-11-20',
      ),
    );
    expect(api.count('/admin/invoices/reconciliation')).toBe(2);
  });
});

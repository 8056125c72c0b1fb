import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiCall } from '../../../test/api-mock';
import { taxDocument } from '../../../test/factories';
import { renderWithApp } from '../../../test/render';
import { InvoiceDownload } from './invoice-download';
import { PaymentsInvoices } from './payments-invoices';
import { TaxDetailsForm } from './tax-details-form';

const INVOICE = taxDocument();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The first render loads the app's translations: slow on a busy machine.
describe('invoices for buyers', { timeout: 20_000 }, () => {
  it('lists payments with their invoices, each downloadable as a PDF', async () => {
    mockApi({
      '/client/invoices': { status: 200, data: [INVOICE, { ...INVOICE, invoice_id: 8, kind: 'credit_note', number: 'VHC/26-27/000001' }] },
    });
    renderWithApp(<PaymentsInvoices />, { path: '/client/profile?tab=subscription' });
    expect(await screen.findByText('Tax invoice VH/26-27/000007')).toBeTruthy();
    expect(screen.getByText('₹25,000.00')).toBeTruthy();
    expect(screen.getByText('-₹25,000.00')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'PDF' });
    expect(links[0]!.getAttribute('href')).toBe('/client/invoices/7/pdf?lang=en');
  });

  it('offers the invoice of the subscription just paid', async () => {
    mockApi({ '/client/invoices': { status: 200, data: [INVOICE] } });
    renderWithApp(<InvoiceDownload subscriptionId={3} />, { path: '/payment-success' });
    expect((await screen.findByRole('link', { name: 'Download invoice' })).getAttribute('href')).toBe('/client/invoices/7/pdf?lang=en');
  });

  it("shows the server's reason when a GSTIN is refused", async () => {
    const api = mockApi({
      '/client/tax-details': (call: ApiCall) =>
        call.method === 'GET'
          ? { status: 200, data: { gstin: null, legal_name: '', address: '', state_id: null, state_name: null } }
          : { status: 400, msg: 'This GSTIN is not valid: its last character does not match.' },
    });
    renderWithApp(<TaxDetailsForm />, { path: '/client/profile?tab=subscription' });
    fireEvent.change(await screen.findByLabelText('GSTIN (optional)'), { target: { value: '27aapfu0939f1zw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save GST details' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This GSTIN is not valid: its last character does not match.');
    await waitFor(() => expect(api.form('/client/tax-details').gstin).toBe('27AAPFU0939F1ZW'));
  });
});

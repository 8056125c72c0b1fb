import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, type ApiCall } from '../../../test/api-mock';
import { adminUser } from '../../../test/factories';
import { renderWithApp } from '../../../test/render';
import { ImportPanel } from './import-panel';
import { ImportReportView } from './import-report';
import type { ImportReport } from '../api/types';

const ADMIN = adminUser();
const IMPORT_PATH = '/admin/auctions/7/lots/import';

const REFUSED: ImportReport = {
  format: 'csv',
  total_rows: 3,
  valid_rows: 1,
  imported: 0,
  invalid_rows: [3, 4],
  errors: [
    { row: 4, field: 'increment', message: 'increment must be a number' },
    { row: 3, field: 'year', message: 'year must be at least 1950' },
  ],
  lots: [],
};

afterEach(() => {
  cleanup();
});

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('ImportReportView', () => {
  it('lists each problem by spreadsheet row and column, in row order, with the counts', () => {
    renderWithApp(<ImportReportView report={REFUSED} outcome="refused" />, { user: ADMIN });
    const table = screen.getByRole('table', { name: 'Problems by row' });
    const rows = bodyRows(table).map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(rows).toEqual([
      ['3', 'year', 'year must be at least 1950'],
      ['4', 'increment', 'increment must be a number'],
    ]);
    const stats = screen.getByRole('region', { name: 'Validation report' });
    expect(within(stats).getByText('Rows read').nextSibling?.textContent).toBe('3');
    expect(within(stats).getByText('With errors').nextSibling?.textContent).toBe('2');
    expect(within(stats).getByText('Imported').nextSibling?.textContent).toBe('0');
  });

  it('offers importing nothing or only the valid rows when the server refused the file', () => {
    renderWithApp(<ImportReportView report={REFUSED} outcome="refused" />, { user: ADMIN });
    expect(screen.getByRole('alert').textContent).toContain('Nothing was imported: 2 rows have errors.');
    expect(screen.getByRole('button', { name: 'Import the 1 valid row, skip the rest' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import nothing' })).toBeTruthy();
  });

  it('offers no skip when the header itself is wrong', () => {
    const broken: ImportReport = {
      ...REFUSED,
      valid_rows: 0,
      invalid_rows: [],
      errors: [{ row: 1, field: 'start_price', message: 'Required column is missing' }],
    };
    renderWithApp(<ImportReportView report={broken} outcome="refused" />, { user: ADMIN });
    expect(screen.queryByRole('button', { name: /valid row/ })).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Fix the file and upload it again.');
    expect(within(screen.getByRole('table')).getByText('Header')).toBeTruthy();
  });

  it('shows which row became which lot once imported, with no choice left to make', () => {
    const done: ImportReport = { ...REFUSED, imported: 1, lots: [{ row: 2, lot_no: 5, asset_id: 901 }] };
    renderWithApp(<ImportReportView report={done} outcome="imported" />, { user: ADMIN });
    expect(screen.getByText(/row 2 → lot 5/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ImportPanel', () => {
  it('shows the 400 report, then imports only the valid rows when asked', async () => {
    const api = mockApi({
      [IMPORT_PATH]: (call: ApiCall) => {
        const skip = call.body instanceof FormData && call.body.get('skip_invalid') === 'true';
        return skip
          ? {
              status: 200,
              msg: '1 lots imported; 2 rows skipped',
              data: { ...REFUSED, imported: 1, lots: [{ row: 2, lot_no: 1, asset_id: 900 }] },
            }
          : { status: 400, msg: '2 rows have errors, so nothing was imported.', data: REFUSED };
      },
    });
    let imported = 0;
    renderWithApp(<ImportPanel auctionId={7} onImported={() => (imported += 1)} />, { user: ADMIN });
    expect(screen.getByRole('link', { name: 'Download template' }).getAttribute('href')).toBe('/admin/lots/import-template.csv');

    const file = new File(['make,model\n'], 'lots.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('CSV or XLSX file'), { target: { files: [file] } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check and import' })));
    expect(api.multipart(IMPORT_PATH)?.get('file')).toBeInstanceOf(File);
    expect(api.multipart(IMPORT_PATH)?.get('skip_invalid')).toBeNull();
    expect(screen.getByRole('table', { name: 'Problems by row' })).toBeTruthy();
    expect(imported).toBe(0);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Import the 1 valid row, skip the rest' })));
    expect(api.count(IMPORT_PATH)).toBe(2);
    expect(api.multipart(IMPORT_PATH)?.get('skip_invalid')).toBe('true');
    expect(imported).toBe(1);
    expect(screen.getByText(/row 2 → lot 1/)).toBeTruthy();
  });

  it('imports nothing when the admin says so: the report goes and no request is sent', async () => {
    const api = mockApi({ [IMPORT_PATH]: { status: 400, msg: 'rows have errors', data: REFUSED } });
    renderWithApp(<ImportPanel auctionId={7} onImported={() => undefined} />, { user: ADMIN });
    fireEvent.change(screen.getByLabelText('CSV or XLSX file'), { target: { files: [new File(['x'], 'lots.csv')] } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check and import' })));
    fireEvent.click(screen.getByRole('button', { name: 'Import nothing' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.count(IMPORT_PATH)).toBe(1);
    expect((screen.getByRole('button', { name: 'Check and import' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a refusal without a report (wrong file type) as a plain error', async () => {
    mockApi({ [IMPORT_PATH]: { status: 415, msg: 'Upload the lots as a CSV or XLSX file' } });
    renderWithApp(<ImportPanel auctionId={7} onImported={() => undefined} />, { user: ADMIN });
    fireEvent.change(screen.getByLabelText('CSV or XLSX file'), { target: { files: [new File(['x'], 'lots.pdf')] } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check and import' })));
    expect(screen.getByRole('alert').textContent).toBe('Upload the lots as a CSV or XLSX file');
    expect(screen.queryByRole('table')).toBeNull();
  });
});

import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ConditionReportPanel } from './condition-report';
import { LotDocumentsPanel } from './lot-documents';
import type { ConditionReport, LotDocuments, ReportPoint } from '../api/lot';

afterEach(cleanup);

const point = (code: string, section: string, over: Partial<ReportPoint> = {}): ReportPoint => ({
  code,
  section,
  critical: false,
  percent: false,
  status: 'ok',
  value: null,
  note: '',
  photo_id: null,
  photo_url: null,
  ...over,
});

const report: ConditionReport = {
  checklist: 'tractor',
  grade: 'C',
  inspector_name: 'R. Patil',
  inspected_on: '2026-11-20',
  counts: { ok: 2, attention: 1, fail: 2, critical_fails: 1 },
  points: [
    point('engine_starts', 'engine'),
    point('engine_smoke', 'engine', { status: 'attention', note: 'Blue smoke when cold' }),
    point('brake_service', 'brakes', { status: 'fail', critical: true, note: 'Pedal sinks', photo_url: '/media/img/640/lots/x.jpg' }),
    point('tyre_rear_left', 'tyres', { status: 'fail', percent: true, value: 20 }),
    point('battery', 'electricals'),
  ],
};

describe('the condition report on the lot page', () => {
  it('leads with the grade and what is wrong, failures first, and keeps the rest one tap away', () => {
    renderWithApp(<ConditionReportPanel report={report} />);
    expect(screen.getByText('Grade C: fair')).toBeTruthy();
    const problems = screen.getByRole('list', { name: 'Points that failed or need attention' });
    const items = within(problems)
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('data-code'));
    expect(items).toEqual(['brake_service', 'tyre_rear_left', 'engine_smoke']);
    expect(within(problems).getByText('20% tread left')).toBeTruthy();
    expect(within(problems).getByAltText('Photo of Service brakes')).toBeTruthy();
    expect(screen.queryByText('Battery')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'See all 5 points' }));
    const all = screen.getByTestId('condition-report-all');
    expect(within(all).getByText('Battery')).toBeTruthy();
    expect(within(all).getByRole('heading', { name: 'Brakes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide the full list' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('says so when no inspector has reported', () => {
    renderWithApp(<ConditionReportPanel report={null} />);
    expect(screen.getByText('No inspector has reported on this vehicle yet.')).toBeTruthy();
  });
});

describe('the documents above the quote box', () => {
  const documents: LotDocuments = {
    rc: 'copy',
    keys: 0,
    noc: 'after_payment',
    form35: 'ready',
    insurance_valid_until: '2026-10-01',
    hypothecation: 'this_financier',
    repossession_basis: 'loan_default',
    dispute: 'Borrower contests the dues',
  };

  it('states each paper and marks the ones a buyer should worry about', () => {
    renderWithApp(<LotDocumentsPanel documents={documents} today={new Date('2026-11-26T00:00:00Z')} />);
    const row = (field: string) => document.querySelector(`[data-field="${field}"]`)!;
    expect(row('rc').textContent).toContain('Copy only');
    expect(row('rc').className).toContain('--warn');
    expect(row('noc').className).not.toContain('--warn');
    expect(row('insurance').textContent).toContain('Expired on');
    expect(row('insurance').className).toContain('--warn');
    expect(row('keys').className).toContain('--warn');
    expect(screen.getByText('Borrower contests the dues')).toBeTruthy();
  });

  it('asks the buyer to check when the financier stated nothing', () => {
    renderWithApp(<LotDocumentsPanel documents={null} />);
    expect(screen.getByText(/has not stated the documents/)).toBeTruthy();
  });
});

import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { ConditionReportForm } from './condition-report-form';
import type { ConditionReport } from '../../lot/api/lot';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base = { critical: false, note: '', photo_id: null, photo_url: null };
const report: ConditionReport = {
  checklist: 'tractor',
  grade: null,
  inspector_name: '',
  inspected_on: null,
  counts: { ok: 3, attention: 0, fail: 0, critical_fails: 0 },
  points: [
    { ...base, code: 'engine_starts', section: 'engine', percent: false, status: 'ok', value: null },
    { ...base, code: 'pto_guard', section: 'pto', percent: false, status: 'ok', value: null },
    { ...base, code: 'tyre_rear_left', section: 'tyres', percent: true, status: 'ok', value: null },
  ],
};
const photos = [{ id: 31, storage_key: 'lots/a.jpg', url: '/a', thumbnail_url: '/a', sort_order: 0, caption: '', slot: 'engine' as const }];

describe("the inspector's checklist", () => {
  it('sends every point with its status, a tyre with its tread, and a note and photo where it is not OK', async () => {
    const api = mockApi({ '/admin/lots/5/report': { status: 200, msg: 'Condition report saved', data: { ...report, grade: 'B' } } });
    const onSaved = vi.fn();
    renderWithApp(<ConditionReportForm lotId={5} report={report} photos={photos} onSaved={onSaved} />, {
      user: { user_id: 1, phone: '9000000001', admin: true },
    });
    fireEvent.change(screen.getByLabelText('Inspector'), { target: { value: 'R. Patil' } });
    const pto = document.querySelector('[data-code="pto_guard"]')!;
    fireEvent.click(pto.querySelector('input[value="fail"]')!);
    fireEvent.change(screen.getByLabelText('Note on PTO guard'), { target: { value: 'Guard missing' } });
    fireEvent.change(screen.getByLabelText('Photo of PTO guard'), { target: { value: '31' } });
    fireEvent.change(screen.getByLabelText('Rear left tyre'), { target: { value: '35' } });
    expect(screen.getByText('1 point not OK')).toBeTruthy();
    await act(async () => fireEvent.submit(screen.getByTestId('report-form')));

    const call = api.calls.find((c) => c.path === '/admin/lots/5/report')!;
    expect(call.method).toBe('PUT');
    const body = JSON.parse(String(call.body));
    expect(body.inspector_name).toBe('R. Patil');
    expect(body.points).toEqual([
      { code: 'engine_starts', status: 'ok' },
      { code: 'pto_guard', status: 'fail', note: 'Guard missing', photo_id: 31 },
      { code: 'tyre_rear_left', value: 35 },
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ grade: 'B' }));
  });

  it('refuses a blank inspector and a tread it cannot read before sending, the focus on the first', async () => {
    const api = mockApi({});
    renderWithApp(<ConditionReportForm lotId={5} report={report} photos={photos} onSaved={vi.fn()} />, {
      user: { user_id: 1, phone: '9000000001', admin: true },
    });
    const tyre = screen.getByLabelText('Rear left tyre');
    fireEvent.change(tyre, { target: { value: '' } });
    await act(async () => fireEvent.submit(screen.getByTestId('report-form')));
    expect(document.activeElement).toBe(screen.getByLabelText('Inspector'));
    expect(screen.getAllByText('This is required.')).toHaveLength(2);
    expect(tyre.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(tyre, { target: { value: '150' } });
    await act(async () => fireEvent.blur(tyre));
    expect(screen.getByText('Must be at most 100.')).toBeTruthy();
    fireEvent.change(tyre, { target: { value: '60' } });
    await act(async () => fireEvent.blur(tyre));
    expect(screen.queryByText('Must be at most 100.')).toBeNull();
    expect(api.count('/admin/lots/5/report')).toBe(0);
  });

  it("shows the server's refusal by the button", async () => {
    mockApi({ '/admin/lots/5/report': { status: 409, msg: 'This lot has closed; its report can no longer change.' } });
    renderWithApp(<ConditionReportForm lotId={5} report={{ ...report, inspector_name: 'R. Patil' }} photos={photos} onSaved={vi.fn()} />, {
      user: { user_id: 1, phone: '9000000001', admin: true },
    });
    await act(async () => fireEvent.submit(screen.getByTestId('report-form')));
    expect((await screen.findByRole('alert')).textContent).toBe('This lot has closed; its report can no longer change.');
  });
});

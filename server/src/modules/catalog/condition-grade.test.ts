import { describe, expect, it } from 'vitest';
import { CHECKLISTS, tyreStatus, type ChecklistCode, type PointStatus } from './condition-checklists.js';
import { gradeReport } from './condition-grade.js';

const grade = (list: ChecklistCode, marks: Record<string, PointStatus>) => gradeReport(list, new Map(Object.entries(marks)));
/** The first n non-critical, non-tyre points of a list. */
const plain = (list: ChecklistCode, n: number) =>
  CHECKLISTS[list]
    .filter((p) => !p.critical && !p.percent)
    .slice(0, n)
    .map((p) => p.code);
const critical = (list: ChecklistCode, n: number) =>
  CHECKLISTS[list]
    .filter((p) => p.critical)
    .slice(0, n)
    .map((p) => p.code);
const marked = (codes: string[], status: PointStatus) => Object.fromEntries(codes.map((c) => [c, status]));

describe('checklists', () => {
  it('the tractor checklist has the 75 points the home page promises, each code once', () => {
    expect(CHECKLISTS.tractor).toHaveLength(75);
    for (const list of Object.values(CHECKLISTS)) expect(new Set(list.map((p) => p.code)).size).toBe(list.length);
  });

  it('covers the sections a tractor inspection names', () => {
    const sections = new Set(CHECKLISTS.tractor.map((p) => p.section));
    for (const s of [
      'engine',
      'clutch_gearbox',
      'hydraulics',
      'pto',
      'steering',
      'brakes',
      'tyres',
      'electricals',
      'body',
      'cabin',
      'meter',
      'documents',
    ]) {
      expect(sections.has(s as never)).toBe(true);
    }
  });

  it('reads a tyre from its tread: 50% and up OK, 25-49% needs attention, below 25% fails', () => {
    expect([100, 50, 49, 25, 24, 0].map(tyreStatus)).toEqual(['ok', 'ok', 'attention', 'attention', 'fail', 'fail']);
  });
});

describe('gradeReport', () => {
  it('grades a report with every point OK as A', () => {
    expect(grade('tractor', {})).toMatchObject({ grade: 'A', ok: 75, attention: 0, fail: 0, penalty: 0 });
  });

  it('keeps A for up to 4 attention points and no failure', () => {
    expect(grade('tractor', marked(plain('tractor', 4), 'attention')).grade).toBe('A');
    expect(grade('tractor', marked(plain('tractor', 5), 'attention')).grade).toBe('B');
  });

  it('drops from A on any failed point, even one', () => {
    expect(grade('tractor', marked(plain('tractor', 1), 'fail'))).toMatchObject({ grade: 'B', fail: 1, penalty: 3 });
  });

  it('never gives B with a critical point failed', () => {
    expect(grade('tractor', marked(critical('tractor', 1), 'fail'))).toMatchObject({ grade: 'C', criticalFails: 1, penalty: 8 });
  });

  it('gives D for two critical failures and E for three', () => {
    expect(grade('tractor', marked(critical('tractor', 2), 'fail')).grade).toBe('D');
    expect(grade('tractor', marked(critical('tractor', 3), 'fail')).grade).toBe('E');
  });

  it('moves down the bands as penalty units pile up (12, 24, 40 on the 75-point scale)', () => {
    expect(grade('tractor', marked(plain('tractor', 12), 'attention')).grade).toBe('B');
    expect(grade('tractor', marked(plain('tractor', 13), 'attention')).grade).toBe('C');
    expect(grade('tractor', marked(plain('tractor', 8), 'fail')).grade).toBe('C');
    expect(grade('tractor', marked(plain('tractor', 9), 'fail')).grade).toBe('D');
    expect(grade('tractor', marked(plain('tractor', 13), 'fail')).grade).toBe('D');
    expect(grade('tractor', marked(plain('tractor', 14), 'fail')).grade).toBe('E');
  });

  it('scales a shorter list to 75 points, so a two-wheeler fault weighs more', () => {
    const n = CHECKLISTS.two_wheeler.length;
    const r = grade('two_wheeler', marked(plain('two_wheeler', 3), 'attention'));
    expect(r.penalty).toBe(Math.round((3 * 75) / n));
    expect(r.grade).toBe('B');
  });

  it('never improves when a point gets worse', () => {
    const order = ['A', 'B', 'C', 'D', 'E'];
    const codes = CHECKLISTS.cv.map((p) => p.code);
    const marks: Record<string, PointStatus> = {};
    let last = grade('cv', marks).grade;
    for (const [i, code] of codes.entries()) {
      marks[code] = i % 3 === 0 ? 'fail' : 'attention';
      const now = grade('cv', marks).grade;
      expect(order.indexOf(now)).toBeGreaterThanOrEqual(order.indexOf(last));
      last = now;
    }
    expect(last).toBe('E');
  });

  it('ignores codes that are not on the list', () => {
    expect(grade('two_wheeler', { pto_shaft: 'fail' }).grade).toBe('A');
  });
});

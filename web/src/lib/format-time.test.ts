import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-time';

describe('formatDateTime', () => {
  const now = new Date('2026-11-25T10:00:00+05:30');

  it('leaves the year out for a date in the current year', () => {
    expect(formatDateTime('2026-11-27T17:00:00+05:30', 'en', now)).not.toMatch(/2026/);
  });

  it('shows the year of a date in another year, such as a plan ending in 2027', () => {
    expect(formatDateTime('2027-11-25T16:40:00+05:30', 'en', now)).toMatch(/2027/);
    expect(formatDateTime('2025-01-02T09:00:00+05:30', 'hi', now)).toMatch(/2025/);
  });
});

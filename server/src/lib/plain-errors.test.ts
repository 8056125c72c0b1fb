import { describe, expect, it } from 'vitest';
import { issueText } from './plain-errors.js';

describe('issueText', () => {
  it('reads an issue rebuilt without its input (the error handler’s) by code, a wrong type as the typed words', () => {
    // What the error handler hands on for {"percent_bp": null}: no input, zod's plain English text.
    const rebuilt = { code: 'invalid_type', expected: 'number', path: ['percent_bp'], message: 'percent_bp must be a number' } as never;
    expect(issueText(rebuilt)).toEqual({ code: 'field.must_be_number', params: { field: 'percent_bp' } });
    const missing = { code: 'invalid_type', expected: 'number', path: ['percent_bp'], message: 'percent_bp is required' } as never;
    expect(issueText(missing)).toEqual({ code: 'field.required', params: { field: 'percent_bp' } });
  });

  it("keeps a schema's own words that no plain text matches", () => {
    const own = { code: 'invalid_type', expected: 'number', path: ['x'], message: 'x is odd' } as never;
    expect(issueText(own)).toBe('x is odd');
  });
});

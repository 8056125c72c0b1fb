import { describe, expect, it } from 'vitest';
import { normalizeIndianPhone, phoneFieldValue } from './phone.js';

describe('normalizeIndianPhone', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['(098765) 43210', '9876543210'],
  ])('%s → %s', (input, expected) => expect(normalizeIndianPhone(input)).toBe(expected));

  it('leaves other shapes for the 10-digit rule to refuse', () => {
    expect(normalizeIndianPhone('98765 4321')).toBe('987654321');
    expect(normalizeIndianPhone('+44 7700 900123')).toBe('+447700900123');
    expect(normalizeIndianPhone('98765432101')).toBe('98765432101');
  });
});

describe('phoneFieldValue', () => {
  it('keeps a number typed with +91 whole until it is complete, then its 10 digits', () => {
    let value = '';
    for (const ch of '+91 98765 43210') value = phoneFieldValue(value + ch);
    expect(value).toBe('9876543210');
  });

  it('takes a pasted number in any accepted shape', () => {
    expect(phoneFieldValue('+91 98765 43210')).toBe('9876543210');
    expect(phoneFieldValue('98765 43210')).toBe('9876543210');
    expect(phoneFieldValue('098765-43210')).toBe('9876543210');
  });

  it('drops letters and caps the length', () => {
    expect(phoneFieldValue('98a76')).toBe('9876');
    expect(phoneFieldValue('1234567890123456')).toBe('1234567890123');
  });
});

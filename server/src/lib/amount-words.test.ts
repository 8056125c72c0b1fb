import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, integerInWords, MAX_AMOUNT_IN_WORDS } from './amount-words.js';

describe('amountInWords', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'Rupees One Only'],
    [15, 'Rupees Fifteen Only'],
    [40, 'Rupees Forty Only'],
    [99, 'Rupees Ninety Nine Only'],
    [100, 'Rupees One Hundred Only'],
    [101, 'Rupees One Hundred One Only'],
    [1000, 'Rupees One Thousand Only'],
    [10_000, 'Rupees Ten Thousand Only'],
    [100_000, 'Rupees One Lakh Only'],
    [151_000, 'Rupees One Lakh Fifty One Thousand Only'],
    [1_000_000, 'Rupees Ten Lakh Only'],
    [10_000_000, 'Rupees One Crore Only'],
    [12_34_56_789, 'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Only'],
    [10_00_00_005, 'Rupees Ten Crore Five Only'],
    [MAX_AMOUNT_IN_WORDS, 'Rupees Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only'],
  ])('spells %d in the Indian system', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it.each([
    [1250.5, 'Rupees One Thousand Two Hundred Fifty and Fifty Paise Only'],
    [0.75, 'Rupees Zero and Seventy Five Paise Only'],
    [10.01, 'Rupees Ten and One Paise Only'],
    [0.1 + 0.2, 'Rupees Zero and Thirty Paise Only'],
    [99.999, 'Rupees One Hundred Only'],
    [999_999_999.99, 'Rupees Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only'],
  ])('spells paise of %d, rounded to the nearest paisa', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it.each([-1, 1_000_000_000, 999_999_999.995, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d rather than print a wrong amount', (amount) => {
    expect(() => amountInWords(amount)).toThrow(RangeError);
  });

  it('never leaves a double space, an empty word or a stray unit for any amount in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_IN_WORDS }), (n) => {
        const words = integerInWords(n);
        expect(words).not.toMatch(/ {2}|^ | $/);
        expect(words.split(' ').every((w) => /^[A-Z][a-z]+$/.test(w))).toBe(true);
        if (n >= 10_000_000) expect(words).toContain('Crore');
        if (n < 100_000) expect(words).not.toMatch(/Lakh|Crore/);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bpToPercent, computeTax, paiseText, percentToBp } from './tax.js';

const rates = fc.constantFrom(0, 250, 500, 1200, 1250, 1800, 2800);
const amounts = fc.integer({ min: 0, max: 1_000_000_000_00 });

describe('computeTax', () => {
  it('parts sum to the total to the paisa, in every mode', () => {
    fc.assert(
      fc.property(amounts, rates, fc.boolean(), fc.boolean(), (amountPaise, rateBp, inclusive, intraState) => {
        const t = computeTax({ amountPaise, rateBp, inclusive, intraState });
        expect(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise + t.roundOffPaise).toBe(t.totalPaise);
        for (const v of [t.taxablePaise, t.cgstPaise, t.sgstPaise, t.igstPaise, t.totalPaise])
          expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
      }),
    );
  });

  it('splits intra-state tax into equal CGST and SGST and inter-state tax into IGST alone', () => {
    fc.assert(
      fc.property(amounts, rates, fc.boolean(), (amountPaise, rateBp, inclusive) => {
        const intra = computeTax({ amountPaise, rateBp, inclusive, intraState: true });
        const inter = computeTax({ amountPaise, rateBp, inclusive, intraState: false });
        expect(intra.igstPaise).toBe(0);
        expect(intra.cgstPaise).toBe(intra.sgstPaise);
        expect(inter.cgstPaise + inter.sgstPaise).toBe(0);
        // The two ways of taxing one amount differ by the rounding of the halves at most.
        expect(Math.abs(intra.cgstPaise + intra.sgstPaise - inter.igstPaise)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('inclusive pricing keeps the amount paid as the total and taxes the rest at the rate', () => {
    fc.assert(
      fc.property(amounts, rates, fc.boolean(), (amountPaise, rateBp, intraState) => {
        const t = computeTax({ amountPaise, rateBp, inclusive: true, intraState });
        expect(t.totalPaise).toBe(amountPaise);
        expect(t.roundOffPaise).toBe(0);
        const tax = t.cgstPaise + t.sgstPaise + t.igstPaise;
        // tax ≈ taxable × rate, within the paisa each rounded half may cost.
        expect(Math.abs(tax * 10_000 - t.taxablePaise * rateBp)).toBeLessThanOrEqual(10_000 + rateBp);
      }),
    );
  });

  it('exclusive pricing taxes the price and rounds the total to whole rupees', () => {
    fc.assert(
      fc.property(amounts, rates, fc.boolean(), (amountPaise, rateBp, intraState) => {
        const t = computeTax({ amountPaise, rateBp, inclusive: false, intraState });
        expect(t.taxablePaise).toBe(amountPaise);
        expect(t.totalPaise % 100).toBe(0);
        expect(t.roundOffPaise).toBeGreaterThanOrEqual(-49);
        expect(t.roundOffPaise).toBeLessThanOrEqual(50);
        const tax = t.cgstPaise + t.sgstPaise + t.igstPaise;
        expect(Math.abs(tax * 10_000 - amountPaise * rateBp)).toBeLessThanOrEqual(10_000);
      }),
    );
  });

  it('works out the usual cases exactly', () => {
    expect(computeTax({ amountPaise: 11_800_00, rateBp: 1800, inclusive: true, intraState: true })).toEqual({
      taxablePaise: 10_000_00,
      cgstPaise: 900_00,
      sgstPaise: 900_00,
      igstPaise: 0,
      roundOffPaise: 0,
      totalPaise: 11_800_00,
    });
    expect(computeTax({ amountPaise: 10_000_00, rateBp: 1800, inclusive: true, intraState: false })).toEqual({
      taxablePaise: 8_474_58,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1_525_42,
      roundOffPaise: 0,
      totalPaise: 10_000_00,
    });
    expect(computeTax({ amountPaise: 999_00, rateBp: 1800, inclusive: false, intraState: true })).toEqual({
      taxablePaise: 999_00,
      cgstPaise: 89_91,
      sgstPaise: 89_91,
      igstPaise: 0,
      roundOffPaise: 18,
      totalPaise: 1_179_00,
    });
    expect(computeTax({ amountPaise: 500_00, rateBp: 0, inclusive: true, intraState: true }).totalPaise).toBe(500_00);
  });

  it('refuses amounts and rates it cannot tax', () => {
    expect(() => computeTax({ amountPaise: -1, rateBp: 1800, inclusive: true, intraState: true })).toThrow(RangeError);
    expect(() => computeTax({ amountPaise: 1.5, rateBp: 1800, inclusive: true, intraState: true })).toThrow(RangeError);
    expect(() => computeTax({ amountPaise: 100, rateBp: 10_001, inclusive: true, intraState: true })).toThrow(RangeError);
  });
});

describe('rates and amounts as text', () => {
  it('reads percentages into basis points and back', () => {
    expect(percentToBp('18')).toBe(1800);
    expect(percentToBp('12.5')).toBe(1250);
    expect(percentToBp('0.25')).toBe(25);
    expect(percentToBp('18%')).toBeNull();
    expect(percentToBp('101')).toBeNull();
    expect(bpToPercent(1800)).toBe('18');
    expect(bpToPercent(1250)).toBe('12.5');
    expect(bpToPercent(25)).toBe('0.25');
  });

  it('prints paise as rupees in en-IN grouping', () => {
    expect(paiseText(11_800_050)).toBe('1,18,000.50');
    expect(paiseText(5)).toBe('0.05');
    expect(paiseText(-1_525_42)).toBe('-1,525.42');
  });
});

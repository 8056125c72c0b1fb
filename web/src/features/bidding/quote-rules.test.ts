import { describe, expect, it } from 'vitest';
import { MAX_QUOTE_AMOUNT, autobidFloor, autobidProblem, checkTypedAmount, parseRupees, quoteProblem } from './quote-rules';

describe('parseRupees', () => {
  it('reads plain digits, en-IN commas, spaces and the rupee sign', () => {
    expect(parseRupees('331000')).toEqual({ amount: 331000 });
    expect(parseRupees('3,31,000')).toEqual({ amount: 331000 });
    expect(parseRupees(' ₹ 3,31,000 ')).toEqual({ amount: 331000 });
    expect(parseRupees('Rs. 5000')).toEqual({ amount: 5000 });
  });

  it('asks for an amount when the field is empty', () => {
    expect(parseRupees('  ')).toEqual({ problem: 'required' });
  });

  it('refuses paise: quotes are in whole rupees', () => {
    expect(parseRupees('331000.50')).toEqual({ problem: 'notWhole' });
    expect(parseRupees('331000.00')).toEqual({ amount: 331000 });
  });

  it('refuses text that is not a number', () => {
    expect(parseRupees('3 lakh')).toEqual({ problem: 'invalid' });
    expect(parseRupees('-5000')).toEqual({ problem: 'invalid' });
    expect(parseRupees('1e6')).toEqual({ problem: 'invalid' });
  });

  it('refuses more than 999999999 rupees', () => {
    expect(parseRupees(String(MAX_QUOTE_AMOUNT))).toEqual({ amount: 999_999_999 });
    expect(parseRupees('1000000000')).toEqual({ problem: 'tooLarge' });
    expect(parseRupees('99999999999999999999')).toEqual({ problem: 'tooLarge' });
  });
});

describe('quoteProblem', () => {
  it('accepts exactly the next valid amount and anything above it', () => {
    expect(quoteProblem(333000, 333000)).toBeNull();
    expect(quoteProblem(350000, 333000)).toBeNull();
  });

  it('rejects a quote below the next valid amount', () => {
    expect(quoteProblem(332999, 333000)).toBe('belowNextValid');
  });

  it('rejects fractions and amounts above the maximum', () => {
    expect(quoteProblem(333000.5, 333000)).toBe('notWhole');
    expect(quoteProblem(MAX_QUOTE_AMOUNT + 1, 333000)).toBe('tooLarge');
  });
});

describe('autobidProblem', () => {
  const outbid = { nextValidAmount: 333000, currentMax: null, youLead: false, price: 331000 };

  it('needs at least the next valid amount from a buyer who is not leading', () => {
    expect(autobidProblem(333000, outbid)).toBeNull();
    expect(autobidProblem(332000, outbid)).toBe('belowNextValid');
  });

  it('only raises an existing maximum', () => {
    const withMax = { ...outbid, currentMax: 400000 };
    expect(autobidProblem(400000, withMax)).toBe('notARaise');
    expect(autobidProblem(390000, withMax)).toBe('notARaise');
    expect(autobidProblem(400001, withMax)).toBeNull();
  });

  it('lets the leader set a maximum from the current price, as the server does', () => {
    const leading = { ...outbid, youLead: true };
    expect(autobidFloor(leading)).toBe(331000);
    expect(autobidProblem(331000, leading)).toBeNull();
    expect(autobidProblem(330000, leading)).toBe('belowNextValid');
  });

  it('uses the start price as the floor before the first quote', () => {
    expect(autobidFloor({ nextValidAmount: 250000, currentMax: null, youLead: false, price: null })).toBe(250000);
  });

  it('rejects fractions and amounts above the maximum', () => {
    expect(autobidProblem(333000.25, outbid)).toBe('notWhole');
    expect(autobidProblem(MAX_QUOTE_AMOUNT + 1, outbid)).toBe('tooLarge');
  });
});

describe('checkTypedAmount', () => {
  it('reports the parse problem first, then the rule', () => {
    expect(checkTypedAmount('abc', (a) => quoteProblem(a, 100))).toEqual({ problem: 'invalid' });
    expect(checkTypedAmount('99', (a) => quoteProblem(a, 100))).toEqual({ problem: 'belowNextValid' });
    expect(checkTypedAmount('1,00', (a) => quoteProblem(a, 100))).toEqual({ amount: 100 });
  });
});

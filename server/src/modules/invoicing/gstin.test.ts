import { describe, expect, it } from 'vitest';
import { gstinCheckChar, gstinProblem, stateCodeOf, stateNameOf } from './gstin.js';

describe('GSTIN validation', () => {
  it('accepts registered-format GSTINs whose check character matches', () => {
    for (const g of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4']) expect(gstinProblem(g)).toBeNull();
  });

  it('names the problem with a wrong one', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('checksum');
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('format');
    expect(gstinProblem('27aapfu0939f1zv')).toBe('format');
    expect(gstinProblem('27AAPFU0939F0ZV')).toBe('format');
    expect(gstinProblem('27AAPFU0939F1YV')).toBe('format');
    expect(gstinProblem('99AAPFU0939F1Z' + gstinCheckChar('99AAPFU0939F1Z'))).toBe('state');
  });

  it('catches every single-character typo in the PAN part', () => {
    const good = '27AAPFU0939F1ZV';
    for (let i = 2; i < 14; i++) {
      const pool = i >= 7 && i <= 10 ? '0123456789' : 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
      for (const c of pool) {
        if (c === good[i]) continue;
        const typo = good.slice(0, i) + c + good.slice(i + 1);
        expect(gstinProblem(typo), typo).not.toBeNull();
      }
    }
  });

  it('maps state names and GST state codes both ways', () => {
    expect(stateCodeOf('Maharashtra')).toBe('27');
    expect(stateCodeOf('Telangana')).toBe('36');
    expect(stateCodeOf('Atlantis')).toBeNull();
    expect(stateNameOf('24')).toBe('Gujarat');
  });
});

import { describe, expect, it } from 'vitest';
import { amountInWords, formatIndianNumber, formatRupees } from './format';

describe('formatRupees', () => {
  it('groups integer rupees the Indian way', () => {
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(15000)).toBe('₹15,000');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(123456789)).toBe('₹12,34,56,789');
  });

  it('rounds to whole rupees', () => {
    expect(formatRupees(2499.6)).toBe('₹2,500');
  });

  it('formats plain numbers with lakh and crore grouping', () => {
    expect(formatIndianNumber(30_000_000_000)).toBe('30,00,00,00,000');
  });
});

describe('amountInWords', () => {
  it('spells crore, lakh, thousand and hundreds', () => {
    expect(amountInWords(125000)).toBe('One Lakh Twenty Five Thousand Rupees Only');
    expect(amountInWords(10000)).toBe('Ten Thousand Rupees Only');
    expect(amountInWords(999999999)).toBe(
      'Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Rupees Only',
    );
    expect(amountInWords(10_000_000)).toBe('One Crore Rupees Only');
    expect(amountInWords(1_01_00_105)).toBe('One Crore One Lakh One Hundred Five Rupees Only');
  });

  it('adds paise', () => {
    expect(amountInWords(125000.5)).toBe('One Lakh Twenty Five Thousand Rupees and Fifty Paise Only');
    expect(amountInWords(0.75)).toBe('Seventy Five Paise Only');
    expect(amountInWords(1.01)).toBe('One Rupee and One Paise Only');
  });

  it('handles zero and the teens', () => {
    expect(amountInWords(0)).toBe('Zero Rupees Only');
    expect(amountInWords(15)).toBe('Fifteen Rupees Only');
    expect(amountInWords(1)).toBe('One Rupee Only');
  });

  it('refuses amounts outside 0 to 999999999', () => {
    expect(amountInWords(1_000_000_000)).toBe('');
    expect(amountInWords(-5)).toBe('');
    expect(amountInWords(Number.NaN)).toBe('');
  });
});

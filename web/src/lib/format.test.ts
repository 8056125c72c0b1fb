import { beforeAll, describe, expect, it } from 'vitest';
import { amountInWords, loadSpelling } from './amount-words';
import { formatIndianNumber, formatRupees } from './format';

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

  it('writes what Intl writes for en-IN, for every size and sign', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0, minimumFractionDigits: 0 });
    const plain = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    for (const n of [0, 7, 99, 100, 999, 1000, 12345, 99999, 100000, 1234567, 98765432, 999999999, 12345678901, -5, -1000, -123456]) {
      expect(formatRupees(n)).toBe(intl.format(n));
      expect(formatIndianNumber(n)).toBe(plain.format(n));
    }
  });

  it('formats plain numbers with lakh and crore grouping', () => {
    expect(formatIndianNumber(30_000_000_000)).toBe('30,00,00,00,000');
  });
});

describe('amountInWords', () => {
  beforeAll(() => Promise.all(['en', 'hi', 'ta'].map(loadSpelling)));

  it("is empty until the language's spelling has loaded", () => {
    expect(amountInWords(125000, 'gu')).toBe('');
  });

  it('spells crore, lakh, thousand and hundreds', () => {
    expect(amountInWords(125000)).toBe('One Lakh Twenty Five Thousand Rupees Only');
    expect(amountInWords(10000)).toBe('Ten Thousand Rupees Only');
    expect(amountInWords(999999999)).toBe('Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Rupees Only');
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

describe("amountInWords in the reader's language", () => {
  it("writes Hindi and Tamil in the Indian system, as the server's documents do", () => {
    expect(amountInWords(151000, 'hi')).toBe('एक लाख इक्यावन हज़ार रुपये मात्र');
    expect(amountInWords(125000.5, 'hi')).toBe('एक लाख पच्चीस हज़ार रुपये और पचास पैसे मात्र');
    expect(amountInWords(1, 'hi')).toBe('एक रुपया मात्र');
    expect(amountInWords(151000, 'ta')).toBe('ஒரு லட்சத்து ஐம்பத்தொன்று ஆயிரம் ரூபாய் மட்டும்');
    expect(amountInWords(10_000_000, 'ta')).toBe('ஒரு கோடி ரூபாய் மட்டும்');
  });

  it('keeps the English order the app always had, and English for a language it does not know', () => {
    expect(amountInWords(125000, 'en')).toBe('One Lakh Twenty Five Thousand Rupees Only');
    expect(amountInWords(125000, 'fr')).toBe('One Lakh Twenty Five Thousand Rupees Only');
    expect(amountInWords(1_000_000_000, 'hi')).toBe('');
  });
});

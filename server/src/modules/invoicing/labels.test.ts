import { describe, expect, it } from 'vitest';
import { LANGUAGES, LABELS, bilingual, chargeLine } from './labels.js';

describe('invoice words', () => {
  it('names a subscription and a back-out charge in each language, keeping the plan and registration as recorded', () => {
    const sub = { kind: 'subscription', planName: 'PAN India Permission', months: 12 } as const;
    const backout = { kind: 'backout', registrationNumber: 'MH12AB1234', assetId: 42 } as const;
    expect(chargeLine('en', sub)).toBe('Subscription: PAN India Permission, 12 months');
    expect(chargeLine('en', { ...sub, months: 1 })).toBe('Subscription: PAN India Permission, 1 month');
    expect(chargeLine('en', backout)).toBe('Back-out charge: vehicle MH12AB1234 (lot 42)');
    expect(chargeLine('hi', sub)).toBe('सदस्यता: PAN India Permission, 12 महीने');
    expect(chargeLine('gu', { ...sub, months: 1 })).toBe('સભ્યપદ: PAN India Permission, 1 મહિનો');
    expect(chargeLine('ta', backout)).toBe('பின்வாங்கல் கட்டணம்: வாகனம் MH12AB1234 (லாட் 42)');
    const lines = LANGUAGES.map((l) => chargeLine(l, sub));
    expect(new Set(lines).size).toBe(LANGUAGES.length);
  });

  it('has every label in every language, the English beside the others', () => {
    for (const lang of LANGUAGES) {
      for (const [key, text] of Object.entries(LABELS[lang])) expect(text.trim(), `${lang}.${key}`).not.toBe('');
    }
    expect(bilingual('en', 'tax_invoice')).toBe('Tax Invoice');
    expect(bilingual('kn', 'tax_invoice')).toBe('ತೆರಿಗೆ ಸರಕುಪಟ್ಟಿ / Tax Invoice');
  });
});

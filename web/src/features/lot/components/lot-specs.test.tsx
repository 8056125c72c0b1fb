import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../../lib/i18n';
import { fuelName } from './lot-specs';

describe('the fuel on a lot page', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it("names the listing form's fuels in the reader's language, any other as typed", async () => {
    await changeLanguage('hi');
    expect(fuelName(i18n.t, 'Diesel')).toBe('डीज़ल');
    expect(fuelName(i18n.t, ' cng ')).toBe('सीएनजी');
    expect(fuelName(i18n.t, 'Bio-gas')).toBe('Bio-gas');
    await changeLanguage('ta');
    expect(fuelName(i18n.t, 'Petrol')).toBe('பெட்ரோல்');
    await changeLanguage('en');
    expect(fuelName(i18n.t, 'Diesel')).toBe('Diesel');
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INDIAN_STATES, isPincodeFormat, lookupPincode, type PincodeFile } from './pincodes.js';

describe('lookupPincode', () => {
  it.each([
    ['411001', 'Maharashtra', 'Pune'],
    ['500001', 'Telangana', 'Hyderabad'],
    ['560001', 'Karnataka', 'Bangalore'],
    ['600001', 'Tamil Nadu', 'Chennai'],
    ['380001', 'Gujarat', 'Ahmedabad'],
    ['302001', 'Rajasthan', 'Jaipur'],
    ['700001', 'West Bengal', 'Kolkata'],
    ['800001', 'Bihar', 'Patna'],
    ['682001', 'Kerala', 'Ernakulam'],
    ['226001', 'Uttar Pradesh', 'Lucknow'],
    ['190001', 'Jammu and Kashmir', 'Srinagar'],
    ['744101', 'Andaman and Nicobar Islands', 'South Andaman'],
  ])('resolves %s to %s, %s', (pin, state, district) => {
    expect(lookupPincode(pin)).toEqual([{ state, district }]);
  });

  it('lists every district of a PIN whose post offices span several, most post offices first', () => {
    expect(lookupPincode('110001')).toEqual([
      { state: 'Delhi', district: 'Central Delhi' },
      { state: 'Delhi', district: 'New Delhi' },
    ]);
    expect(lookupPincode('396230')).toEqual([
      { state: 'Dadra and Nagar Haveli and Daman and Diu', district: 'Dadra and Nagar Haveli' },
      { state: 'Gujarat', district: 'Valsad' },
    ]);
  });

  it('files 194xxx under Ladakh, not Jammu and Kashmir', () => {
    expect(lookupPincode('194101')).toEqual([{ state: 'Ladakh', district: 'Leh' }]);
    expect(lookupPincode('194103')).toEqual([{ state: 'Ladakh', district: 'Kargil' }]);
  });

  it('uses the current names of renamed and merged states and UTs', () => {
    expect(lookupPincode('605001')).toEqual([{ state: 'Puducherry', district: 'Puducherry' }]);
    expect(lookupPincode('396210')).toEqual([{ state: 'Dadra and Nagar Haveli and Daman and Diu', district: 'Daman' }]);
    expect(lookupPincode('492001')[0]?.state).toBe('Chhattisgarh');
  });

  it('merges a district the source lists under two names into one', () => {
    expect(lookupPincode('140101')).toEqual([{ state: 'Punjab', district: 'Rupnagar' }]);
  });

  it('drops the state tags the source puts on district names', () => {
    expect(lookupPincode('174001')).toEqual([{ state: 'Himachal Pradesh', district: 'Bilaspur' }]);
    expect(lookupPincode('402201')).toEqual([{ state: 'Maharashtra', district: 'Raigad' }]);
  });

  it('returns an empty list for an unknown or malformed PIN', () => {
    expect(lookupPincode('999999')).toEqual([]);
    expect(lookupPincode('100000')).toEqual([]);
    expect(lookupPincode('41100')).toEqual([]);
    expect(lookupPincode(' 411001')).toEqual([]);
  });

  it('hands out copies, so a caller cannot corrupt the cached data', () => {
    const [area] = lookupPincode('411001');
    if (area) area.district = 'Mumbai';
    expect(lookupPincode('411001')).toEqual([{ state: 'Maharashtra', district: 'Pune' }]);
  });
});

describe('isPincodeFormat', () => {
  it('accepts six digits not starting with 0', () => {
    expect(isPincodeFormat('411001')).toBe(true);
    expect(isPincodeFormat('999999')).toBe(true);
  });

  it.each(['011001', '41100', '4110011', '411 001', '41100a', '', '４１１００１', '411001\n'])('rejects %j', (pin) => {
    expect(isPincodeFormat(pin)).toBe(false);
  });
});

describe('pincodes.json', () => {
  const file = JSON.parse(readFileSync(new URL('../../../assets/pincodes.json', import.meta.url), 'utf8')) as PincodeFile;

  it('holds more than 18,000 PINs', () => {
    expect(file.pinDeltas.length).toBeGreaterThan(18_000);
    expect(file.districtIds).toHaveLength(file.pinDeltas.length);
  });

  it('names only the 36 official states and UTs, and covers each of them', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES).size).toBe(36);
    expect(file.states).toEqual([...INDIAN_STATES]);
    const used = new Set(file.districts.map(([stateIndex]) => file.states[stateIndex]));
    expect([...used].sort()).toEqual([...INDIAN_STATES].sort());
  });

  it('writes district names in title case', () => {
    for (const [, name] of file.districts) {
      expect(name).toMatch(/^[A-Z0-9][A-Za-z0-9 ().-]*$/);
      expect(name).not.toMatch(/\b(?!and\b|of\b)[a-z]/);
    }
  });
});

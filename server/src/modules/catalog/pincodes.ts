import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The 28 states, then the 8 union territories, each alphabetically, by their current official names. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

export type IndianState = (typeof INDIAN_STATES)[number];

export interface PincodeArea {
  state: IndianState;
  district: string;
}

/**
 * Shape of server/assets/pincodes.json, written by scripts/build-pincodes.ts.
 * `pinDeltas` holds the sorted PINs, the first absolute and each next one as the gap from the one
 * before; `districtIds[i]` is the district of the i-th PIN, or a list (most post offices first)
 * where the PIN's post offices lie in several districts.
 */
export interface PincodeFile {
  source: { package: string; version: string; licence: string };
  states: string[];
  districts: Array<[stateIndex: number, name: string]>;
  pinDeltas: number[];
  districtIds: Array<number | number[]>;
}

const PINCODE_FORMAT = /^[1-9]\d{5}$/;

export function isPincodeFormat(pin: string): boolean {
  return PINCODE_FORMAT.test(pin);
}

/** Every state and district the PIN's post offices lie in, most post offices first; [] when unknown. */
export function lookupPincode(pin: string): PincodeArea[] {
  if (!isPincodeFormat(pin)) return [];
  const areas = pincodeIndex().get(Number(pin)) ?? [];
  return areas.map((area) => ({ ...area }));
}

let index: Map<number, readonly PincodeArea[]> | undefined;

function pincodeIndex(): Map<number, readonly PincodeArea[]> {
  index ??= buildIndex(JSON.parse(readFileSync(pincodeFilePath(), 'utf8')) as PincodeFile);
  return index;
}

function buildIndex(file: PincodeFile): Map<number, readonly PincodeArea[]> {
  if (file.pinDeltas.length !== file.districtIds.length) {
    throw new Error('pincodes.json: pinDeltas and districtIds differ in length');
  }
  const areas = file.districts.map(([stateIndex, district]): PincodeArea => {
    const state = file.states[stateIndex];
    if (!isIndianState(state)) throw new Error(`pincodes.json: unknown state ${String(state)}`);
    return { state, district };
  });
  const areaAt = (id: number): PincodeArea => {
    const area = areas[id];
    if (!area) throw new Error(`pincodes.json: unknown district id ${id}`);
    return area;
  };

  const result = new Map<number, readonly PincodeArea[]>();
  let pin = 0;
  file.pinDeltas.forEach((delta, i) => {
    pin += delta;
    const ids = file.districtIds[i] ?? [];
    result.set(pin, (Array.isArray(ids) ? ids : [ids]).map(areaAt));
  });
  return result;
}

function isIndianState(name: string | undefined): name is IndianState {
  return (INDIAN_STATES as readonly string[]).includes(name ?? '');
}

/**
 * The asset sits at <package root>/assets, and this module runs both from src/ (tsx, vitest) and
 * from dist/ (compiled), so find the package root by walking up to the nearest package.json.
 */
function pincodeFilePath(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('pincodes: no package.json above the module');
    dir = parent;
  }
  return path.join(dir, 'assets', 'pincodes.json');
}

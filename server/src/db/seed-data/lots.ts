import { brandOf, modelsFor } from './catalogue.js';
import { inspectionNotes } from './inspection-notes.js';
import { pick, randomInt, roundTo, weighted } from './random.js';
import { stateByCode } from './states.js';
import type { Fuel, SegmentCode, VehicleKind, VehicleModel, VehicleSpecs } from './catalogue.js';
import type { Rng } from './random.js';
import type { StateCode, Yard } from './states.js';

/** Vehicle ages are counted from this year, so the data does not drift with the calendar. */
export const DATA_YEAR = 2025;

export interface LotSeed {
  /** 1-based position inside its auction. */
  lotNumber: number;
  segment: SegmentCode;
  make: string;
  model: string;
  year: number;
  registrationNumber: string;
  fuel: Fuel;
  /** Tractors: hour meter reading; null for road vehicles. */
  hoursRun: number | null;
  /** Two-wheelers and CVs: odometer reading; null for tractors. */
  kmsDriven: number | null;
  owners: number;
  specs: VehicleSpecs;
  yard: Yard;
  inspectionNotes: string[];
  startPrice: number;
  /** Hidden from buyers; null when the financier set none. */
  reservePrice: number | null;
  increment: number;
  illustration: VehicleKind;
  /** Replaces BODY_COLOUR_PLACEHOLDER in the illustration. */
  bodyColour: string;
}

/** Series letters skip I and O, as the RTOs do. */
const SERIES_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Indian format with spaces, e.g. 'MH 12 KT 4821'. */
export function generateRegistrationNumber(rng: Rng, state: StateCode): string {
  const prefix = pick(rng, stateByCode(state).rtoPrefixes);
  const seriesLength = rng() < 0.15 ? 1 : 2;
  let series = '';
  for (let i = 0; i < seriesLength; i += 1) series += pick(rng, [...SERIES_LETTERS]);
  const number = String(randomInt(rng, 1, 9999)).padStart(4, '0');
  return `${prefix} ${series} ${number}`;
}

/** Bid step by price band. */
export function incrementFor(price: number): number {
  if (price < 50_000) return 500;
  if (price < 200_000) return 1000;
  if (price < 1_000_000) return 2000;
  return 5000;
}

function priceStep(price: number): number {
  return price < 100_000 ? 500 : price < 1_000_000 ? 1000 : 5000;
}

function usage(rng: Rng, model: VehicleModel, age: number): Pick<LotSeed, 'hoursRun' | 'kmsDriven'> {
  if (model.segment === 'tractor') {
    return { hoursRun: roundTo(age * randomInt(rng, 350, 850), 10), kmsDriven: null };
  }
  const perYear: Record<VehicleKind, readonly [number, number]> = {
    motorcycle: [4000, 11_000],
    scooter: [3000, 8000],
    'mini-truck': [18_000, 40_000],
    pickup: [20_000, 45_000],
    truck: [35_000, 70_000],
    tipper: [25_000, 50_000],
    tractor: [0, 0],
    'tractor-trolley': [0, 0],
  };
  const [low, high] = perYear[model.kind];
  return { hoursRun: null, kmsDriven: roundTo(age * randomInt(rng, low, high), 100) };
}

function estimatePrice(rng: Rng, model: VehicleModel, year: number, owners: number): number {
  const [from, to] = model.years;
  const [oldest, newest] = model.usedPrice;
  const newness = to === from ? 1 : (year - from) / (to - from);
  const condition = 0.88 + rng() * 0.22;
  const ownerDiscount = 1 - (owners - 1) * 0.04;
  return (oldest + (newest - oldest) * newness) * condition * ownerDiscount;
}

/**
 * One demo lot in the given segment, parked at a yard of the given state.
 * Start prices sit a little under resale value, as repossession sales open low.
 */
export function generateLot(rng: Rng, segment: SegmentCode, state: StateCode, index: number): LotSeed {
  const model = pick(rng, modelsFor(segment));
  const [from, to] = model.years;
  // Lenders repossess recent vehicles more often than old ones.
  const year = Math.max(randomInt(rng, from, to), randomInt(rng, from, to));
  const age = Math.max(1, DATA_YEAR - year);
  const owners = Math.min(
    weighted(rng, [
      [1, 6],
      [2, 3],
      [3, 1],
    ] as const),
    1 + Math.floor(age / 3),
  );
  const withTrolley = model.kind === 'tractor' && (model.specs.horsepower ?? 0) >= 40 && rng() < 0.2;
  const illustration: VehicleKind = withTrolley ? 'tractor-trolley' : model.kind;

  const estimate = estimatePrice(rng, model, year, owners) + (withTrolley ? 90_000 : 0);
  const startPrice = roundTo(estimate * 0.9, priceStep(estimate));
  const reservePrice = rng() < 0.65 ? roundTo(startPrice * (1.05 + rng() * 0.15), priceStep(startPrice)) : null;

  return {
    lotNumber: index + 1,
    segment,
    make: model.make,
    model: model.model,
    year,
    registrationNumber: generateRegistrationNumber(rng, state),
    fuel: pick(rng, model.fuels),
    ...usage(rng, model, age),
    owners,
    specs: model.specs,
    yard: pick(rng, stateByCode(state).yards),
    inspectionNotes: inspectionNotes(rng, illustration, withTrolley),
    startPrice,
    reservePrice,
    increment: incrementFor(startPrice),
    illustration,
    bodyColour: pick(rng, brandOf(model).colours),
  };
}

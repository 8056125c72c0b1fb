import { pick, randomInt } from './random.js';
import type { VehicleKind } from './catalogue.js';
import type { Rng } from './random.js';

const TRACTOR_ENGINE = [
  'Engine starts on first crank; no blow-by seen.',
  'Engine running smooth; slight oil seepage at tappet cover.',
  'Engine OK; white smoke on cold start, clears after warm-up.',
  'Hydraulics lift full load; PTO engages properly.',
  'Clutch slipping slightly; needs adjustment.',
  'Engine and gearbox OK; battery weak, needs replacement.',
];

const BIKE_ENGINE = [
  'Self start and kick start both working.',
  'Engine smooth, no abnormal noise.',
  'Engine OK; chain sprocket kit worn out.',
  'Starts on kick only; self-starter motor not working.',
  'Engine OK; clutch cable needs replacement.',
  'Minor engine oil leak near the gasket.',
];

const CV_ENGINE = [
  'Engine pick-up good; gearbox shifts smoothly.',
  'Engine OK; black smoke under load, injector service due.',
  'Engine starts easily; clutch plate near end of life.',
  'Turbo whistle normal; no coolant leaks seen.',
  'Engine OK; brake liners need replacement.',
  'Engine and differential OK; power steering hard.',
];

const DOCUMENTS = [
  'RC available; insurance expired.',
  'RC available; third-party insurance active.',
  'RC available; comprehensive insurance active.',
  'Original RC not available; buyer to apply for duplicate RC.',
  'Hypothecation endorsed on RC; NOC and Form 35 issued after full payment.',
];

const CV_DOCUMENTS = [
  'Fitness certificate expired; state goods permit valid.',
  'Fitness and national permit valid.',
  'Road tax paid; permit lapsed.',
];

const BODY_REMARKS: Record<'tractor' | 'bike' | 'cv', readonly string[]> = {
  tractor: [
    'Bonnet dented on left side; paint faded.',
    'Seat cushion torn; toolbox missing.',
    'Hour meter not working; hours estimated.',
    'Front weights and drawbar fitted.',
    'Mudguards cracked; headlamps working.',
  ],
  bike: [
    'Scratches on side panels; one mirror missing.',
    'Duplicate key not available.',
    'Speedometer not working.',
    'Crash guard and saree guard fitted.',
    'Headlamp visor cracked.',
  ],
  cv: [
    'Load body in good condition; minor rust on floor.',
    'Windscreen cracked on driver side.',
    'Cabin interior worn; AC not working.',
    'Spare wheel and jack available.',
    'Tarpaulin and ropes included.',
  ],
};

const TYRE_COUNT: Partial<Record<VehicleKind, number>> = {
  'mini-truck': 4,
  pickup: 4,
  truck: 6,
  tipper: 10,
};

function percent(rng: Rng): number {
  return randomInt(rng, 6, 18) * 5;
}

function tyreNote(rng: Rng, kind: VehicleKind): string {
  if (kind === 'tractor' || kind === 'tractor-trolley') {
    return `Rear tyres approx. ${percent(rng)}%, front tyres ${percent(rng)}%.`;
  }
  if (kind === 'motorcycle' || kind === 'scooter') {
    return `Front tyre ${percent(rng)}%, rear tyre ${percent(rng)}%.`;
  }
  return `${TYRE_COUNT[kind] ?? 6} tyres, average ${percent(rng)}% tread left.`;
}

/** Two to four short remarks in an inspector's words: tyres, engine, then papers and body. */
export function inspectionNotes(rng: Rng, kind: VehicleKind, withTrolley: boolean): string[] {
  const group = kind === 'tractor' || kind === 'tractor-trolley' ? 'tractor' : kind === 'motorcycle' || kind === 'scooter' ? 'bike' : 'cv';
  const engine = group === 'tractor' ? TRACTOR_ENGINE : group === 'bike' ? BIKE_ENGINE : CV_ENGINE;
  const notes = [tyreNote(rng, kind), pick(rng, engine)];
  if (rng() < 0.8) notes.push(pick(rng, group === 'cv' && rng() < 0.4 ? CV_DOCUMENTS : DOCUMENTS));
  if (withTrolley) notes.push('Sold with two-wheel trolley; trolley RC not available.');
  else if (rng() < 0.5) notes.push(pick(rng, BODY_REMARKS[group]));
  return notes;
}

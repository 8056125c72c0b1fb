import { mulberry32, pick, randomInt } from './random.js';

const OFFENCES = [
  ['Driving without helmet', 1_000],
  ['Overloading of goods vehicle', 20_000],
  ['Jumping red signal', 1_000],
  ['No valid PUC certificate', 10_000],
  ['Over speeding', 2_000],
  ['Parking in no-parking zone', 500],
  ['Driving without insurance', 2_000],
  ['Using mobile phone while driving', 5_000],
] as const;

export interface RcSeed {
  registrationNumber: string;
  ownerNameMasked: string;
  makerModel: string;
  vehicleClass: string;
  fuel: string;
  registrationDate: Date;
  rto: string;
  insuranceUpto: Date;
  fitnessUpto: Date | null;
  financier: string;
  /** What a registration-data provider also reports: PUC and road tax validity (LTT: lifetime tax). */
  raw: { pucc_upto: string; tax_upto: string };
  challans: { challanNo: string; issuedAt: Date; offence: string; place: string; amount: number; status: 'pending' | 'paid' }[];
}

const seedOf = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 7);
const mask = (name: string) =>
  name
    .split(' ')
    .map((w) => `${w[0]}${'*'.repeat(Math.max(2, w.length - 1))}`)
    .join(' ');
const FIRST = ['Ramesh', 'Suresh', 'Anil', 'Sunita', 'Vijay', 'Lakshmi', 'Prakash', 'Meena', 'Rajendra', 'Kavita'];
const LAST = ['Patil', 'Yadav', 'Reddy', 'Sharma', 'Chauhan', 'Gowda', 'Jadhav', 'Verma', 'Solanki', 'Naik'];

/** RC details and challans for a listed vehicle, derived from its registration number (stable). */
export function rcFor(
  v: {
    registrationNumber: string;
    make: string;
    model: string;
    year: number;
    fuel: string;
    segment: string;
    financier: string;
    town: string;
  },
  now: Date,
): RcSeed {
  const rng = mulberry32(seedOf(v.registrationNumber));
  const plain = v.registrationNumber.replace(/[^A-Z0-9]/gi, '').toUpperCase();
  const day = 86_400_000;
  const registered = new Date(Date.UTC(v.year, randomInt(rng, 0, 11), randomInt(rng, 1, 28)));
  const vehicleClass =
    v.segment === 'tractor' ? 'Agricultural Tractor' : v.segment === 'two_wheeler' ? 'Motor Cycle/Scooter' : 'Goods Carrier';
  const count = randomInt(rng, 0, 3) === 0 ? randomInt(rng, 1, 2) : 0;
  const challans = Array.from({ length: count }, (_, i) => {
    const [offence, amount] = pick(rng, OFFENCES);
    return {
      challanNo: `${plain.slice(0, 2)}${String(randomInt(rng, 10_000_000, 99_999_999))}${i}`,
      issuedAt: new Date(now.getTime() - randomInt(rng, 20, 700) * day),
      offence,
      place: v.town,
      amount,
      status: randomInt(rng, 0, 2) === 0 ? ('paid' as const) : ('pending' as const),
    };
  });
  return {
    registrationNumber: plain,
    ownerNameMasked: mask(`${pick(rng, FIRST)} ${pick(rng, LAST)}`),
    makerModel: `${v.make} ${v.model}`.toUpperCase(),
    vehicleClass,
    fuel: v.fuel.toUpperCase(),
    registrationDate: registered,
    rto: `${plain.slice(0, 4)} ${v.town}`,
    insuranceUpto: new Date(now.getTime() + randomInt(rng, -200, 300) * day),
    fitnessUpto: v.segment === 'cv' ? new Date(now.getTime() + randomInt(rng, -60, 500) * day) : null,
    financier: v.financier,
    raw: {
      pucc_upto: new Date(now.getTime() + randomInt(rng, -90, 180) * day).toISOString().slice(0, 10),
      tax_upto: v.segment === 'cv' ? new Date(now.getTime() + randomInt(rng, -30, 365) * day).toISOString().slice(0, 10) : 'LTT',
    },
    challans,
  };
}

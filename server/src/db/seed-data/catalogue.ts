export type SegmentCode = 'tractor' | 'two_wheeler' | 'cv';

export interface Segment {
  code: SegmentCode;
  name: 'Tractor' | '2 Wheeler' | 'CV';
  /** Relative to the seed assets directory. */
  iconFile: string;
}

export const SEGMENTS: readonly Segment[] = [
  { code: 'tractor', name: 'Tractor', iconFile: 'segments/tractor.svg' },
  { code: 'two_wheeler', name: '2 Wheeler', iconFile: 'segments/two-wheeler.svg' },
  { code: 'cv', name: 'CV', iconFile: 'segments/cv.svg' },
];

/** One drawing per kind under vehicles/<kind>.svg. */
export const VEHICLE_KINDS = ['tractor', 'tractor-trolley', 'motorcycle', 'scooter', 'mini-truck', 'pickup', 'truck', 'tipper'] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];

export type Fuel = 'Diesel' | 'Petrol' | 'CNG';

export interface VehicleSpecs {
  horsepower?: number;
  engineCc?: number;
  gvwKg?: number;
}

export interface Brand {
  segment: SegmentCode;
  name: string;
  /** Body colours this make is usually seen in; one is painted onto each lot's drawing. */
  colours: readonly string[];
}

export interface VehicleModel {
  segment: SegmentCode;
  make: string;
  model: string;
  /** Model years seen in resale, oldest to newest. */
  years: readonly [from: number, to: number];
  /** Typical resale value in rupees for the oldest and the newest year. */
  usedPrice: readonly [oldest: number, newest: number];
  fuels: readonly Fuel[];
  specs: VehicleSpecs;
  kind: VehicleKind;
}

const RED = '#C8102E';
const TRACTOR_RED = '#B3261E';
const DEERE_GREEN = '#367C2B';
const HOLLAND_BLUE = '#1E4E9C';
const KUBOTA_ORANGE = '#E8731A';
const BLACK = '#2B2F36';
const WHITE = '#F4F6F8';
const SILVER = '#AEB7C0';
const GREY = '#6B747E';
const BLUE = '#1E5AA8';
const YELLOW = '#F2B705';
const MAROON = '#7B1E2B';

const COMMUTER = [BLACK, RED, BLUE, SILVER, GREY];
const SCOOTER = [WHITE, GREY, RED, BLUE, '#7E57C2', BLACK];
const LIGHT_CV = [WHITE, WHITE, SILVER, BLUE];

export const BRANDS: readonly Brand[] = [
  { segment: 'tractor', name: 'Mahindra', colours: [TRACTOR_RED, RED] },
  { segment: 'tractor', name: 'Swaraj', colours: [TRACTOR_RED, KUBOTA_ORANGE] },
  { segment: 'tractor', name: 'Sonalika', colours: [TRACTOR_RED, HOLLAND_BLUE] },
  { segment: 'tractor', name: 'John Deere', colours: [DEERE_GREEN] },
  { segment: 'tractor', name: 'Eicher', colours: [HOLLAND_BLUE, TRACTOR_RED] },
  { segment: 'tractor', name: 'Massey Ferguson', colours: [RED, TRACTOR_RED] },
  { segment: 'tractor', name: 'New Holland', colours: [HOLLAND_BLUE] },
  { segment: 'tractor', name: 'Kubota', colours: [KUBOTA_ORANGE] },
  { segment: 'tractor', name: 'Powertrac', colours: [TRACTOR_RED, SILVER] },
  { segment: 'tractor', name: 'Farmtrac', colours: [TRACTOR_RED, HOLLAND_BLUE] },
  { segment: 'two_wheeler', name: 'Hero', colours: COMMUTER },
  { segment: 'two_wheeler', name: 'Bajaj', colours: [BLACK, BLUE, RED, GREY] },
  { segment: 'two_wheeler', name: 'TVS', colours: [...SCOOTER, RED] },
  { segment: 'two_wheeler', name: 'Honda', colours: [...SCOOTER, BLACK] },
  { segment: 'two_wheeler', name: 'Royal Enfield', colours: [BLACK, MAROON, '#4B5320', GREY] },
  { segment: 'two_wheeler', name: 'Yamaha', colours: [BLUE, BLACK, GREY] },
  { segment: 'two_wheeler', name: 'Suzuki', colours: SCOOTER },
  { segment: 'cv', name: 'Tata Motors', colours: [...LIGHT_CV, YELLOW] },
  { segment: 'cv', name: 'Ashok Leyland', colours: [...LIGHT_CV, KUBOTA_ORANGE] },
  { segment: 'cv', name: 'Mahindra', colours: [WHITE, SILVER, '#C9D6DF'] },
  { segment: 'cv', name: 'Eicher', colours: [WHITE, BLUE, YELLOW] },
  { segment: 'cv', name: 'BharatBenz', colours: [WHITE, KUBOTA_ORANGE, YELLOW] },
];

type ModelRow = readonly [
  make: string,
  model: string,
  years: readonly [number, number],
  usedPrice: readonly [number, number],
  specs: VehicleSpecs,
  kind: VehicleKind,
  fuels?: readonly Fuel[],
];

const TRACTORS: readonly ModelRow[] = [
  ['Mahindra', '575 DI', [2008, 2024], [260_000, 640_000], { horsepower: 45, engineCc: 2730 }, 'tractor'],
  ['Mahindra', 'Arjun 555 DI', [2010, 2024], [340_000, 720_000], { horsepower: 50, engineCc: 3054 }, 'tractor'],
  ['Mahindra', '265 DI', [2008, 2023], [190_000, 460_000], { horsepower: 30, engineCc: 2048 }, 'tractor'],
  ['Swaraj', '744 FE', [2008, 2024], [290_000, 650_000], { horsepower: 48, engineCc: 3136 }, 'tractor'],
  ['Swaraj', '855 FE', [2010, 2024], [350_000, 740_000], { horsepower: 52, engineCc: 3478 }, 'tractor'],
  ['Swaraj', '735 FE', [2008, 2024], [240_000, 560_000], { horsepower: 40, engineCc: 2734 }, 'tractor'],
  ['Sonalika', 'DI 745 III', [2009, 2024], [280_000, 620_000], { horsepower: 50, engineCc: 3067 }, 'tractor'],
  ['Sonalika', 'DI 35', [2010, 2023], [230_000, 520_000], { horsepower: 39, engineCc: 2780 }, 'tractor'],
  ['John Deere', '5050D', [2010, 2024], [380_000, 760_000], { horsepower: 50, engineCc: 2900 }, 'tractor'],
  ['John Deere', '5310', [2012, 2024], [470_000, 860_000], { horsepower: 55, engineCc: 2900 }, 'tractor'],
  ['John Deere', '5105', [2012, 2024], [310_000, 620_000], { horsepower: 40, engineCc: 2900 }, 'tractor'],
  ['Eicher', '380', [2010, 2024], [240_000, 520_000], { horsepower: 40, engineCc: 2500 }, 'tractor'],
  ['Eicher', '485', [2010, 2024], [290_000, 600_000], { horsepower: 45, engineCc: 2945 }, 'tractor'],
  ['Massey Ferguson', '1035 DI', [2008, 2024], [230_000, 520_000], { horsepower: 36, engineCc: 2400 }, 'tractor'],
  ['Massey Ferguson', '241 DI', [2008, 2024], [290_000, 610_000], { horsepower: 42, engineCc: 2500 }, 'tractor'],
  ['New Holland', '3630 TX Plus', [2012, 2024], [430_000, 800_000], { horsepower: 55, engineCc: 2931 }, 'tractor'],
  ['Kubota', 'MU4501', [2016, 2024], [460_000, 760_000], { horsepower: 45, engineCc: 2434 }, 'tractor'],
  ['Powertrac', 'Euro 50', [2011, 2024], [330_000, 650_000], { horsepower: 50, engineCc: 2761 }, 'tractor'],
  ['Farmtrac', '60', [2010, 2024], [330_000, 660_000], { horsepower: 50, engineCc: 3440 }, 'tractor'],
];

const PETROL = ['Petrol'] as const;
const TWO_WHEELERS: readonly ModelRow[] = [
  ['Hero', 'Splendor Plus', [2012, 2024], [18_000, 62_000], { engineCc: 97 }, 'motorcycle', PETROL],
  ['Hero', 'HF Deluxe', [2014, 2024], [15_000, 50_000], { engineCc: 97 }, 'motorcycle', PETROL],
  ['Hero', 'Passion Pro', [2013, 2023], [18_000, 58_000], { engineCc: 113 }, 'motorcycle', PETROL],
  ['Hero', 'Glamour', [2013, 2024], [22_000, 68_000], { engineCc: 125 }, 'motorcycle', PETROL],
  ['Bajaj', 'Pulsar 150', [2012, 2024], [25_000, 95_000], { engineCc: 149 }, 'motorcycle', PETROL],
  ['Bajaj', 'Platina 100', [2014, 2024], [15_000, 52_000], { engineCc: 102 }, 'motorcycle', PETROL],
  ['Bajaj', 'CT 100', [2015, 2023], [14_000, 42_000], { engineCc: 102 }, 'motorcycle', PETROL],
  ['TVS', 'Apache RTR 160', [2013, 2024], [30_000, 100_000], { engineCc: 160 }, 'motorcycle', PETROL],
  ['TVS', 'Jupiter', [2014, 2024], [22_000, 68_000], { engineCc: 110 }, 'scooter', PETROL],
  ['TVS', 'XL100', [2016, 2024], [16_000, 42_000], { engineCc: 100 }, 'scooter', PETROL],
  ['Honda', 'Shine', [2012, 2024], [25_000, 72_000], { engineCc: 124 }, 'motorcycle', PETROL],
  ['Honda', 'Activa 6G', [2020, 2024], [45_000, 72_000], { engineCc: 110 }, 'scooter', PETROL],
  ['Honda', 'Activa 5G', [2018, 2020], [32_000, 48_000], { engineCc: 110 }, 'scooter', PETROL],
  ['Royal Enfield', 'Classic 350', [2012, 2024], [70_000, 190_000], { engineCc: 349 }, 'motorcycle', PETROL],
  ['Yamaha', 'FZ-S', [2013, 2024], [35_000, 105_000], { engineCc: 149 }, 'motorcycle', PETROL],
  ['Suzuki', 'Access 125', [2016, 2024], [30_000, 78_000], { engineCc: 124 }, 'scooter', PETROL],
];

const CVS: readonly ModelRow[] = [
  [
    'Tata Motors',
    'Ace Gold',
    [2012, 2024],
    [150_000, 450_000],
    { horsepower: 20, engineCc: 702, gvwKg: 1615 },
    'mini-truck',
    ['Diesel', 'Petrol', 'CNG'],
  ],
  ['Tata Motors', 'Intra V30', [2019, 2024], [420_000, 720_000], { horsepower: 70, engineCc: 1496, gvwKg: 2565 }, 'mini-truck'],
  ['Tata Motors', '407 Gold SFC', [2012, 2024], [480_000, 1_050_000], { horsepower: 100, engineCc: 2956, gvwKg: 4450 }, 'truck'],
  ['Tata Motors', 'LPT 1613', [2010, 2022], [600_000, 1_650_000], { horsepower: 130, engineCc: 5675, gvwKg: 16_200 }, 'truck'],
  ['Tata Motors', 'LPK 2518 Tipper', [2012, 2023], [1_000_000, 2_400_000], { horsepower: 180, engineCc: 5883, gvwKg: 25_000 }, 'tipper'],
  ['Ashok Leyland', 'Dost', [2012, 2023], [250_000, 560_000], { horsepower: 58, engineCc: 1478, gvwKg: 2510 }, 'mini-truck'],
  ['Ashok Leyland', 'Bada Dost', [2020, 2024], [520_000, 820_000], { horsepower: 80, engineCc: 1478, gvwKg: 2805 }, 'mini-truck'],
  ['Ashok Leyland', '1616 IL', [2011, 2022], [700_000, 1_800_000], { horsepower: 160, engineCc: 5759, gvwKg: 16_200 }, 'truck'],
  ['Ashok Leyland', '2518 Tipper', [2012, 2023], [1_050_000, 2_500_000], { horsepower: 180, engineCc: 5759, gvwKg: 25_000 }, 'tipper'],
  ['Mahindra', 'Bolero Pickup', [2011, 2024], [350_000, 850_000], { horsepower: 70, engineCc: 2523, gvwKg: 2990 }, 'pickup'],
  ['Mahindra', 'Jeeto', [2015, 2024], [150_000, 420_000], { horsepower: 16, engineCc: 625, gvwKg: 1450 }, 'mini-truck', ['Diesel', 'CNG']],
  ['Eicher', 'Pro 2049', [2015, 2024], [520_000, 1_050_000], { horsepower: 100, engineCc: 2000, gvwKg: 4995 }, 'truck'],
  ['BharatBenz', '1617R', [2013, 2024], [1_200_000, 2_200_000], { horsepower: 170, engineCc: 3907, gvwKg: 16_200 }, 'truck'],
  ['BharatBenz', '2823C Tipper', [2014, 2024], [1_800_000, 3_500_000], { horsepower: 230, engineCc: 6374, gvwKg: 28_000 }, 'tipper'],
];

function toModels(segment: SegmentCode, rows: readonly ModelRow[]): VehicleModel[] {
  return rows.map(([make, model, years, usedPrice, specs, kind, fuels = ['Diesel']]) => ({
    segment,
    make,
    model,
    years,
    usedPrice,
    fuels,
    specs,
    kind,
  }));
}

export const MODELS: readonly VehicleModel[] = [
  ...toModels('tractor', TRACTORS),
  ...toModels('two_wheeler', TWO_WHEELERS),
  ...toModels('cv', CVS),
];

export function modelsFor(segment: SegmentCode): VehicleModel[] {
  return MODELS.filter((m) => m.segment === segment);
}

export function brandOf(model: VehicleModel): Brand {
  const brand = BRANDS.find((b) => b.segment === model.segment && b.name === model.make);
  if (!brand) throw new Error(`no brand ${model.make} in segment ${model.segment}`);
  return brand;
}

import { generateLot } from './lots.js';
import { mulberry32 } from './random.js';
import type { SegmentCode } from './catalogue.js';
import type { FinancierSlug } from './financiers.js';
import type { LotSeed } from './lots.js';
import type { StateCode } from './states.js';

export interface AuctionPlanItem {
  /** Stable name, also the PRNG seed source for the auction's lots. */
  key: string;
  financierSlug: FinancierSlug;
  stateCode: StateCode;
  segment: SegmentCode;
  /** Minutes from seeding time; negative means it is already running. */
  startOffsetMinutes: number;
  endOffsetMinutes: number;
  lotCount: number;
  /** Lot n closes n × this many seconds after the auction's end, so lots close one after another. */
  lotStaggerSeconds: number;
}

const HOUR = 60;
const DAY = 24 * HOUR;

/** Demo auctions relative to seeding time: live ones (two about to close) and upcoming ones. */
export const AUCTION_PLAN: readonly AuctionPlanItem[] = [
  {
    key: 'sahyadri-mh-tractor-live',
    financierSlug: 'sahyadri-auto-finance',
    stateCode: 'MH',
    segment: 'tractor',
    startOffsetMinutes: -2 * HOUR,
    endOffsetMinutes: 3 * HOUR,
    lotCount: 26,
    lotStaggerSeconds: 60,
  },
  {
    key: 'krishi-mitra-mp-tractor-live',
    financierSlug: 'krishi-mitra-capital',
    stateCode: 'MP',
    segment: 'tractor',
    startOffsetMinutes: -1 * HOUR,
    endOffsetMinutes: 5 * HOUR,
    lotCount: 24,
    lotStaggerSeconds: 60,
  },
  {
    key: 'narmada-gj-cv-live',
    financierSlug: 'narmada-vahan-finance',
    stateCode: 'GJ',
    segment: 'cv',
    startOffsetMinutes: -90,
    endOffsetMinutes: 90,
    lotCount: 22,
    lotStaggerSeconds: 60,
  },
  {
    key: 'deccan-ka-two-wheeler-live',
    financierSlug: 'deccan-wheels-credit',
    stateCode: 'KA',
    segment: 'two_wheeler',
    startOffsetMinutes: -3 * HOUR,
    endOffsetMinutes: 6 * HOUR,
    lotCount: 30,
    lotStaggerSeconds: 30,
  },
  {
    key: 'godavari-ts-tractor-closing',
    financierSlug: 'godavari-gramin-finserv',
    stateCode: 'TS',
    segment: 'tractor',
    startOffsetMinutes: -4 * HOUR,
    endOffsetMinutes: 8,
    lotCount: 20,
    lotStaggerSeconds: 30,
  },
  {
    key: 'thar-rj-cv-closing',
    financierSlug: 'thar-motor-credit',
    stateCode: 'RJ',
    segment: 'cv',
    startOffsetMinutes: -200,
    endOffsetMinutes: 4,
    lotCount: 21,
    lotStaggerSeconds: 30,
  },
  {
    key: 'kaveri-ka-tractor-live',
    financierSlug: 'kaveri-kisan-fincorp',
    stateCode: 'KA',
    segment: 'tractor',
    startOffsetMinutes: -30,
    endOffsetMinutes: 4 * HOUR,
    lotCount: 25,
    lotStaggerSeconds: 60,
  },
  {
    key: 'malwa-up-tractor-live',
    financierSlug: 'malwa-tractor-finance',
    stateCode: 'UP',
    segment: 'tractor',
    startOffsetMinutes: -45,
    endOffsetMinutes: 2 * HOUR,
    lotCount: 28,
    lotStaggerSeconds: 60,
  },
  {
    key: 'sahyadri-mh-two-wheeler-live',
    financierSlug: 'sahyadri-auto-finance',
    stateCode: 'MH',
    segment: 'two_wheeler',
    startOffsetMinutes: -100,
    endOffsetMinutes: 150,
    lotCount: 23,
    lotStaggerSeconds: 30,
  },
  {
    key: 'krishi-mitra-up-tractor-upcoming',
    financierSlug: 'krishi-mitra-capital',
    stateCode: 'UP',
    segment: 'tractor',
    startOffsetMinutes: DAY + 3 * HOUR,
    endOffsetMinutes: DAY + 9 * HOUR,
    lotCount: 18,
    lotStaggerSeconds: 60,
  },
  {
    key: 'narmada-mh-cv-upcoming',
    financierSlug: 'narmada-vahan-finance',
    stateCode: 'MH',
    segment: 'cv',
    startOffsetMinutes: DAY + 9 * HOUR,
    endOffsetMinutes: DAY + 13 * HOUR,
    lotCount: 15,
    lotStaggerSeconds: 60,
  },
  {
    key: 'malwa-mp-tractor-upcoming',
    financierSlug: 'malwa-tractor-finance',
    stateCode: 'MP',
    segment: 'tractor',
    startOffsetMinutes: 2 * DAY,
    endOffsetMinutes: 2 * DAY + 5 * HOUR,
    lotCount: 22,
    lotStaggerSeconds: 60,
  },
  {
    key: 'deccan-ts-two-wheeler-upcoming',
    financierSlug: 'deccan-wheels-credit',
    stateCode: 'TS',
    segment: 'two_wheeler',
    startOffsetMinutes: 2 * DAY + 4 * HOUR,
    endOffsetMinutes: 2 * DAY + 8 * HOUR,
    lotCount: 20,
    lotStaggerSeconds: 30,
  },
  {
    key: 'thar-rj-tractor-upcoming',
    financierSlug: 'thar-motor-credit',
    stateCode: 'RJ',
    segment: 'tractor',
    startOffsetMinutes: 3 * DAY - 2 * HOUR,
    endOffsetMinutes: 3 * DAY + 3 * HOUR,
    lotCount: 16,
    lotStaggerSeconds: 60,
  },
  {
    key: 'godavari-gj-cv-upcoming',
    financierSlug: 'godavari-gramin-finserv',
    stateCode: 'GJ',
    segment: 'cv',
    startOffsetMinutes: 3 * DAY,
    endOffsetMinutes: 3 * DAY + 4 * HOUR,
    lotCount: 12,
    lotStaggerSeconds: 60,
  },
];

export interface AuctionSchedule {
  startsAt: Date;
  endsAt: Date;
  status: 'upcoming' | 'live';
}

function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

export function scheduleFor(item: AuctionPlanItem, now: Date): AuctionSchedule {
  return {
    startsAt: addMinutes(now, item.startOffsetMinutes),
    endsAt: addMinutes(now, item.endOffsetMinutes),
    status: item.startOffsetMinutes <= 0 ? 'live' : 'upcoming',
  };
}

/** When lot `lotNumber` (1-based) of the auction closes. */
export function lotEndsAt(item: AuctionPlanItem, now: Date, lotNumber: number): Date {
  return addMinutes(now, item.endOffsetMinutes + ((lotNumber - 1) * item.lotStaggerSeconds) / 60);
}

/** FNV-1a, so each auction's lots come from their own stream and survive plan reordering. */
function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function generateAuctionLots(item: AuctionPlanItem, seed: number): LotSeed[] {
  const rng = mulberry32(seed ^ hashKey(item.key));
  return Array.from({ length: item.lotCount }, (_, index) => generateLot(rng, item.segment, item.stateCode, index));
}

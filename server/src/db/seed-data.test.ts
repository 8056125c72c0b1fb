import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AUCTION_PLAN,
  BODY_COLOUR_PLACEHOLDER,
  BRANDS,
  DEMO_SEED,
  DEMO_USERS,
  FINANCIERS,
  HERO_IMAGES,
  MODELS,
  PLAN_TENURES,
  PLANS,
  SEED_ASSETS_DIR,
  SEGMENTS,
  STATE_DATA,
  VEHICLE_KINDS,
  generateAuctionLots,
  generateLot,
  generateRegistrationNumber,
  incrementFor,
  lotEndsAt,
  mulberry32,
  recolourIllustration,
  referenceListPrice,
  scheduleFor,
  vehicleIllustrationFile,
} from './seed-data.js';

const REGISTRATION = /^([A-Z]{2} \d{2}) [A-HJ-NP-Z]{1,2} (\d{4})$/;

function everyLot() {
  return AUCTION_PLAN.flatMap((item) => generateAuctionLots(item, DEMO_SEED));
}

function svgFiles(dir = SEED_ASSETS_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return svgFiles(path);
    return name.endsWith('.svg') ? [path] : [];
  });
}

describe('mulberry32', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, mulberry32(seed));
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    expect(draw(42).every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

describe('generated lots', () => {
  it('are identical for the same seed', () => {
    expect(everyLot()).toEqual(everyLot());
    const item = AUCTION_PLAN[0]!;
    expect(generateAuctionLots(item, DEMO_SEED)).not.toEqual(generateAuctionLots(item, DEMO_SEED + 1));
  });

  it('have prices in whole rupees, a positive increment and a reserve no lower than the start', () => {
    const lots = everyLot();
    expect(lots.some((lot) => lot.reservePrice === null)).toBe(true);
    for (const lot of lots) {
      expect(Number.isInteger(lot.startPrice) && lot.startPrice > 0).toBe(true);
      expect(Number.isInteger(lot.increment) && lot.increment > 0).toBe(true);
      expect(lot.increment).toBe(incrementFor(lot.startPrice));
      if (lot.reservePrice !== null) {
        expect(Number.isInteger(lot.reservePrice)).toBe(true);
        expect(lot.reservePrice).toBeGreaterThanOrEqual(lot.startPrice);
      }
    }
  });

  it('match their model, carry 2 to 4 notes and one usage reading', () => {
    const rng = mulberry32(DEMO_SEED);
    for (const segment of SEGMENTS) {
      for (const state of STATE_DATA) {
        for (let i = 0; i < 40; i += 1) {
          const lot = generateLot(rng, segment.code, state.code, i);
          const model = MODELS.find((m) => m.make === lot.make && m.model === lot.model && m.segment === segment.code);
          expect(model).toBeDefined();
          expect(lot.year).toBeGreaterThanOrEqual(model!.years[0]);
          expect(lot.year).toBeLessThanOrEqual(model!.years[1]);
          expect(lot.lotNumber).toBe(i + 1);
          expect(lot.inspectionNotes.length).toBeGreaterThanOrEqual(2);
          expect(lot.inspectionNotes.length).toBeLessThanOrEqual(4);
          expect(segment.code === 'tractor' ? lot.hoursRun : lot.kmsDriven).toBeGreaterThan(0);
          expect(segment.code === 'tractor' ? lot.kmsDriven : lot.hoursRun).toBeNull();
          expect(state.yards).toContainEqual(lot.yard);
          expect(VEHICLE_KINDS).toContain(lot.illustration);
          expect(lot.bodyColour).toMatch(/^#[0-9A-F]{6}$/);
          expect(lot.bodyColour).not.toBe(BODY_COLOUR_PLACEHOLDER);
        }
      }
    }
  });
});

describe('incrementFor', () => {
  it('steps by price band', () => {
    expect([30_000, 150_000, 600_000, 1_500_000].map(incrementFor)).toEqual([500, 1000, 2000, 5000]);
  });
});

describe('generateRegistrationNumber', () => {
  it.each(STATE_DATA.map((s) => [s.code, s] as const))('uses an RTO prefix of %s', (code, state) => {
    const rng = mulberry32(7);
    for (let i = 0; i < 200; i += 1) {
      const number = generateRegistrationNumber(rng, code);
      const match = REGISTRATION.exec(number);
      expect(match, number).not.toBeNull();
      expect(state.rtoPrefixes).toContain(match![1]);
      expect(match![2]).not.toBe('0000');
    }
  });
});

describe('reference data', () => {
  it('has at least 6 states, each with yards and 1 or 2 state heads on valid mobiles', () => {
    expect(STATE_DATA.length).toBeGreaterThanOrEqual(6);
    for (const state of STATE_DATA) {
      expect(state.yards.length).toBeGreaterThan(0);
      expect(state.contacts.length).toBeGreaterThanOrEqual(1);
      expect(state.contacts.length).toBeLessThanOrEqual(2);
      for (const prefix of state.rtoPrefixes) expect(prefix.startsWith(`${state.code} `)).toBe(true);
      for (const contact of state.contacts) expect(contact.phone).toMatch(/^[6-9]\d{9}$/);
    }
  });

  it('gives every model a brand with colours and a sane price and year range', () => {
    for (const model of MODELS) {
      const brand = BRANDS.find((b) => b.segment === model.segment && b.name === model.make);
      expect(brand?.colours.length, `${model.make} ${model.model}`).toBeGreaterThan(0);
      expect(model.years[0]).toBeLessThanOrEqual(model.years[1]);
      expect(model.usedPrice[0]).toBeLessThan(model.usedPrice[1]);
    }
  });

  it('has demo users on valid mobiles holding known plans', () => {
    expect(DEMO_USERS.map((u) => u.role)).toEqual(expect.arrayContaining(['admin', 'buyer']));
    for (const user of DEMO_USERS) {
      expect(user.phone).toMatch(/^[6-9]\d{9}$/);
      if (user.subscriptionPlanCode) expect(PLANS.map((p) => p.code)).toContain(user.subscriptionPlanCode);
    }
  });
});

describe('AUCTION_PLAN', () => {
  const now = new Date('2025-01-15T10:00:00Z');
  const live = AUCTION_PLAN.filter((item) => scheduleFor(item, now).status === 'live');
  const upcoming = AUCTION_PLAN.filter((item) => scheduleFor(item, now).status === 'upcoming');
  const hours = (item: (typeof AUCTION_PLAN)[number]) => item.endOffsetMinutes / 60;

  it('has live auctions of 20 to 30 lots closing within 6 hours, two of them within minutes', () => {
    expect(live.length).toBeGreaterThanOrEqual(4);
    for (const item of live) {
      expect(item.lotCount).toBeGreaterThanOrEqual(20);
      expect(item.lotCount).toBeLessThanOrEqual(30);
      expect(hours(item)).toBeGreaterThan(0);
      expect(hours(item)).toBeLessThanOrEqual(6);
    }
    expect(live.filter((item) => item.endOffsetMinutes <= 15).length).toBeGreaterThanOrEqual(2);
  });

  it('has upcoming auctions starting in 1 to 3 days', () => {
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    for (const item of upcoming) {
      expect(item.startOffsetMinutes).toBeGreaterThanOrEqual(24 * 60);
      expect(item.startOffsetMinutes).toBeLessThanOrEqual(3 * 24 * 60);
      expect(item.endOffsetMinutes).toBeGreaterThan(item.startOffsetMinutes);
    }
  });

  it('spreads over all segments, several states and financiers, with unique keys', () => {
    expect(new Set(AUCTION_PLAN.map((i) => i.key)).size).toBe(AUCTION_PLAN.length);
    expect(new Set(AUCTION_PLAN.map((i) => i.segment))).toEqual(new Set(SEGMENTS.map((s) => s.code)));
    expect(new Set(AUCTION_PLAN.map((i) => i.stateCode)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(AUCTION_PLAN.map((i) => i.financierSlug)).size).toBe(FINANCIERS.length);
  });

  it('closes lots one after another from the auction end', () => {
    const item = AUCTION_PLAN[0]!;
    const { endsAt } = scheduleFor(item, now);
    expect(lotEndsAt(item, now, 1)).toEqual(endsAt);
    expect(lotEndsAt(item, now, 3).getTime() - endsAt.getTime()).toBe(2 * item.lotStaggerSeconds * 1000);
  });
});

describe('PLANS', () => {
  it('offers PAN India for every tenure and single segments from 6 months', () => {
    for (const months of PLAN_TENURES) {
      const options = PLANS.filter((p) => p.tenureMonths === months);
      expect(options.filter((p) => p.name === 'PAN India Permission')).toHaveLength(1);
      const segments = options.filter((p) => p.segment !== null).map((p) => p.name);
      expect(segments).toEqual(months >= 6 ? ['Tractor', '2 Wheeler', 'CV'] : []);
    }
    expect(new Set(PLANS.map((p) => p.code)).size).toBe(PLANS.length);
  });

  it('prices below the PAN India plan and its reference list price, in whole rupees', () => {
    for (const plan of PLANS) {
      expect(Number.isInteger(plan.price) && plan.price > 0).toBe(true);
      const panIndia = PLANS.find((p) => p.tenureMonths === plan.tenureMonths && p.segment === null)!;
      if (plan.segment !== null) expect(plan.price).toBeLessThan(panIndia.price);
      const reference = referenceListPrice(plan.tenureMonths);
      if (reference !== null) expect(plan.price).toBeLessThan(reference);
    }
    expect(referenceListPrice(3)).toBeNull();
  });

  it('flags only the 12-month tenure as most popular', () => {
    expect(new Set(PLANS.filter((p) => p.mostPopular).map((p) => p.tenureMonths))).toEqual(new Set([12]));
  });
});

describe('seed assets', () => {
  it('exist for every referenced logo, icon, illustration and hero image', () => {
    const files = [
      ...FINANCIERS.map((f) => f.logoFile),
      ...SEGMENTS.map((s) => s.iconFile),
      ...VEHICLE_KINDS.map(vehicleIllustrationFile),
      ...HERO_IMAGES,
    ];
    for (const file of files) expect(existsSync(join(SEED_ASSETS_DIR, file)), file).toBe(true);
  });

  it('are small self-contained SVGs', () => {
    const files = svgFiles();
    expect(files.length).toBeGreaterThanOrEqual(FINANCIERS.length + SEGMENTS.length + VEHICLE_KINDS.length + 4);
    for (const file of files) {
      const svg = readFileSync(file, 'utf8');
      expect(svg.startsWith('<svg'), file).toBe(true);
      expect(svg.trimEnd().endsWith('</svg>'), file).toBe(true);
      expect(svg, file).toMatch(/viewBox="0 0 \d+ \d+"/);
      expect(svg, file).not.toMatch(/<script|<image|<foreignObject|\son\w+=|(?:href|url\()\s*=?\s*["']?(?:https?:|data:|\/\/)/i);
      expect(statSync(file).size, file).toBeLessThan(30_000);
    }
  });

  it('paint every vehicle body with the placeholder colour, so it can be swapped', () => {
    for (const kind of VEHICLE_KINDS) {
      const svg = readFileSync(join(SEED_ASSETS_DIR, vehicleIllustrationFile(kind)), 'utf8');
      expect(svg, kind).toContain(BODY_COLOUR_PLACEHOLDER);
      const painted = recolourIllustration(svg, '#367C2B');
      expect(painted).not.toContain(BODY_COLOUR_PLACEHOLDER);
      expect(painted).toContain('#367C2B');
    }
  });

  it("spells every demo financier in each site language's own script, no longer than an admin may", () => {
    const SCRIPT = {
      hi: /\p{sc=Deva}/u,
      mr: /\p{sc=Deva}/u,
      gu: /\p{sc=Gujr}/u,
      kn: /\p{sc=Knda}/u,
      te: /\p{sc=Telu}/u,
      ta: /\p{sc=Taml}/u,
    };
    for (const f of FINANCIERS) {
      for (const [lang, script] of Object.entries(SCRIPT)) {
        const spelt = f.names[lang as keyof typeof SCRIPT];
        expect(spelt, `${f.slug} ${lang}`).toMatch(script);
        expect(spelt, `${f.slug} ${lang}`).not.toMatch(/[A-Za-z]/);
        expect(spelt.length).toBeLessThanOrEqual(120);
      }
    }
  });
});

/** A seeded source of floats in [0, 1): the same seed always yields the same sequence. */
export type Rng = () => number;

/** mulberry32: tiny, fast and good enough for demo data; not for anything secret. */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integer in [min, max], both ends included. */
export function randomInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Picks by relative weight, e.g. weighted(rng, [[1, 6], [2, 3], [3, 1]]). */
export function weighted<T>(rng: Rng, options: readonly (readonly [T, number])[]): T {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng() * total;
  for (const [value, weight] of options) {
    roll -= weight;
    if (roll < 0) return value;
  }
  const last = options[options.length - 1];
  if (last === undefined) throw new Error('weighted pick from an empty list');
  return last[0];
}

export function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

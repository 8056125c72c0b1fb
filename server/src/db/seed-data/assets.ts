import { fileURLToPath } from 'node:url';
import type { VehicleKind } from './catalogue.js';

/** server/assets/seed, from src/ and dist/ alike. */
export const SEED_ASSETS_DIR = fileURLToPath(new URL('../../../assets/seed/', import.meta.url));

/** The one body fill in every vehicle drawing; swap it to paint a lot's colour. */
export const BODY_COLOUR_PLACEHOLDER = '#C0392B';

export const HERO_IMAGES = ['hero/hero-1.svg', 'hero/hero-2.svg', 'hero/hero-3.svg', 'hero/hero-4.svg'] as const;

export function vehicleIllustrationFile(kind: VehicleKind): string {
  return `vehicles/${kind}.svg`;
}

export function recolourIllustration(svg: string, bodyColour: string): string {
  return svg.replaceAll(BODY_COLOUR_PLACEHOLDER, bodyColour);
}

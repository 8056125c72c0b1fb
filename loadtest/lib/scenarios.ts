/** scenarios.json, typed: the one definition the k6 scripts and the Node harness share. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './server.js';

export interface ScenarioDef {
  description: string;
  vus: number;
  duration: string;
  fixtures: { buyers: number; lots: number; minutes?: number };
  thresholds: Record<string, string[]>;
  quotesPerSecond?: number;
  rampUp?: string;
  mix?: { browse: number; quote: number; watch: number };
  watchLots?: number;
}

export function loadScenarios(): Record<string, ScenarioDef> {
  const raw = JSON.parse(readFileSync(path.join(repoRoot, 'loadtest', 'scenarios.json'), 'utf8')) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(raw).filter(([k]) => !k.startsWith('_'))) as Record<string, ScenarioDef>;
}

/** "90s", "30m", "1h30m", "500ms" → milliseconds; the same subset k6/common.js reads. */
export function parseDuration(text: string): number {
  const unit: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  let total = 0;
  let matched = '';
  for (const m of text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) {
    total += Number(m[1]) * unit[m[2]!]!;
    matched += m[0];
  }
  if (!matched || matched !== text) throw new Error(`unreadable duration "${text}" (use e.g. 30s, 10m, 1h30m)`);
  return total;
}

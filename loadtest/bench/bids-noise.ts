/**
 * npm run bench:bids-noise — is bench:bids with limits on within the noise of the same run with
 * limits off? Our server alone (no pgbench side), at one client count, in BENCH_PAIRS rounds per
 * case. Each round runs an on/off pair and an off/off pair (A/A: the same settings twice), in
 * mirrored order (on, off, A, A′ then A′, A, off, on), each run a server of its own on a fresh
 * database, as a run of bench:bids. The on/off ratios are then set beside the A/A ratios, which
 * are what this machine's noise alone gives, for two figures: accepted quotes/s and machine CPU
 * per request. The verdict (lib/noise.ts) is a two-sided rank-sum test of the two sets of ratios
 * and where the median on/off lies in the A/A range; it says "cannot say" when there are too few
 * pairs for the test to find anything.
 *
 * BENCH_PAIRS (6), BENCH_SECONDS (10, per run), BENCH_CLIENTS (32, one count), BENCH_CASES
 * (hot or 100; both by default). A round takes about 4 × (BENCH_SECONDS + 6) s per case.
 * Report: loadtest/results/bids-noise.md.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { noiseVerdict } from '../lib/noise.js';
import { repoRoot } from '../lib/server.js';
import { fmt, markdownTable, median } from '../lib/stats.js';
import { benchCase } from './bids.js';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 6);
if (!Number.isInteger(PAIRS) || PAIRS < 1) throw new Error(`BENCH_PAIRS: a whole number of rounds, not ${process.env.BENCH_PAIRS}`);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
if (!(SECONDS >= 1)) throw new Error(`BENCH_SECONDS: seconds per run, not ${process.env.BENCH_SECONDS}`);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
if (!Number.isInteger(CLIENTS) || CLIENTS < 1) throw new Error(`BENCH_CLIENTS: one client count, not ${process.env.BENCH_CLIENTS}`);
const only = process.env.BENCH_CASES;
const CASES = (
  [
    ['hot lot', 1],
    ['100 lots', 100],
  ] as const
).filter(([label]) => !only || label.startsWith(only));

type Role = 'on' | 'off' | 'A' | 'A′';
interface Run {
  rate: number;
  cpuPerRequest: number;
}

async function run(lots: number, role: Role): Promise<Run> {
  const [point] = await benchCase(lots, { limits: role === 'on', pgbench: false, clients: [CLIENTS], seconds: SECONDS, slices: 1 });
  const { ours } = point!;
  return { rate: ours.accepted / ours.seconds, cpuPerRequest: (ours.cpu.machine / ours.total) * 1e6 };
}

const range = (xs: number[]) => `${Math.min(...xs).toFixed(3)}–${Math.max(...xs).toFixed(3)}`;

async function noiseCase(label: string, lots: number) {
  const runs: (string | number)[][] = [];
  const onOff: Array<{ rate: number; cpu: number }> = [];
  const aa: Array<{ rate: number; cpu: number }> = [];
  for (let round = 0; round < PAIRS; round++) {
    // Mirrored: a drift over the round weighs on both pairs and both sides alike.
    const order: Role[] = round % 2 === 0 ? ['on', 'off', 'A', 'A′'] : ['A′', 'A', 'off', 'on'];
    const got = {} as Record<Role, Run>;
    for (const role of order) {
      got[role] = await run(lots, role);
      runs.push([round + 1, role, fmt(got[role].rate), fmt(got[role].cpuPerRequest)]);
      console.log(
        `${label} round ${round + 1} ${role}: ${fmt(got[role].rate)} quotes/s, ${fmt(got[role].cpuPerRequest)} µs CPU per request`,
      );
    }
    onOff.push({ rate: got.on.rate / got.off.rate, cpu: got.on.cpuPerRequest / got.off.cpuPerRequest });
    aa.push({ rate: got.A.rate / got['A′'].rate, cpu: got.A.cpuPerRequest / got['A′'].cpuPerRequest });
  }
  const figures = [
    ['accepted quotes/s', onOff.map((r) => r.rate), aa.map((r) => r.rate)],
    ['machine CPU µs per request', onOff.map((r) => r.cpu), aa.map((r) => r.cpu)],
  ] as const;
  const summary = figures.map(([figure, test, control]) => {
    const verdict = noiseVerdict(test, control);
    return [
      figure,
      `${median(test).toFixed(3)} (${range(test)})`,
      `${median(control).toFixed(3)} (${range(control)})`,
      verdict.p.toFixed(3),
      verdict.text,
    ];
  });
  const ratios = onOff.map((r, i) => [i + 1, r.rate.toFixed(3), aa[i]!.rate.toFixed(3), r.cpu.toFixed(3), aa[i]!.cpu.toFixed(3)]);
  return [
    `## ${label}`,
    '',
    markdownTable(['figure', 'on / off: median (range)', 'A / A′: median (range)', 'rank test p', 'verdict'], summary),
    '',
    'Ratios per round (quotes/s: on / off, A / A′; CPU per request: on / off, A / A′):',
    '',
    markdownTable(['round', 'quotes/s on / off', 'quotes/s A / A′', 'CPU on / off', 'CPU A / A′'], ratios),
    '',
    'Runs, in the order they ran:',
    '',
    markdownTable(['round', 'run', 'accepted quotes/s', 'machine CPU µs per request'], runs),
  ].join('\n');
}

const sections: string[] = [];
for (const [label, lots] of CASES) sections.push(await noiseCase(label, lots));
const text = `# bench:bids-noise\n\n${new Date().toISOString()} · ${PAIRS} rounds of on/off and A/A (limits off twice) · ${CLIENTS} clients · ${SECONDS} s per run · a server and a fresh database per run\n\n${sections.join('\n\n')}\n`;
console.log(`\n${text}`);
await mkdir(path.join(repoRoot, 'loadtest', 'results'), { recursive: true });
await writeFile(path.join(repoRoot, 'loadtest', 'results', 'bids-noise.md'), text);

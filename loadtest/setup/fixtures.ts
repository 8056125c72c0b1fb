/**
 * npm run loadtest:setup -- --url http://127.0.0.1:3000 [--scenario watchers] [--buyers N] [--lots M] [--minutes 60]
 *
 * Signs in as the admin (ADMIN_PHONE / ADMIN_PASSWORD, default the seeded 9000000001), creates the
 * fixtures on that server and writes them to loadtest/results/fixtures.json (gitignored: it holds
 * live session tokens), for `k6 run -e FIXTURES=$PWD/loadtest/results/fixtures.json k6/<script>.js`.
 * --scenario takes the sizes from scenarios.json; --buyers/--lots/--minutes override them.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createFixtures, type FixtureRequest } from '../lib/fixtures.js';
import { loadScenarios } from '../lib/scenarios.js';
import { repoRoot } from '../lib/server.js';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.BASE_URL ?? 'http://127.0.0.1:3000' },
    scenario: { type: 'string' },
    buyers: { type: 'string' },
    lots: { type: 'string' },
    minutes: { type: 'string' },
    out: { type: 'string', default: path.join(repoRoot, 'loadtest', 'results', 'fixtures.json') },
  },
});

const whole = (v: string | undefined, what: string) => {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${what} must be a positive whole number, got ${v}`);
  return n;
};

try {
  const base = values.scenario ? loadScenarios()[values.scenario]?.fixtures : undefined;
  if (values.scenario && !base) throw new Error(`no scenario "${values.scenario}" in scenarios.json`);
  const request: FixtureRequest = {
    buyers: whole(values.buyers, 'buyers') ?? base?.buyers ?? 100,
    lots: whole(values.lots, 'lots') ?? base?.lots ?? 5,
    minutes: whole(values.minutes, 'minutes') ?? base?.minutes ?? 60,
  };
  const url = values.url.replace(/\/$/, '');
  const data = await createFixtures(url, request);
  await mkdir(path.dirname(values.out), { recursive: true });
  await writeFile(
    values.out,
    JSON.stringify({ ...data, _meta: { base_url: url, created_at: new Date().toISOString(), request } }, null, 2),
  );
  console.log(
    `${data.session_tokens.length} buyers, ${data.lot_ids.length} lots (auction ${data.auction_id}) on ${url}, live for ${request.minutes} min`,
  );
  console.log(`wrote ${values.out}\nk6 run -e BASE_URL=${url} -e FIXTURES=${values.out} loadtest/k6/<script>.js`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}

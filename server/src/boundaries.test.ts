/**
 * The module boundaries (.dependency-cruiser.cjs) as a test, so `npm test` fails on a violation
 * as CI's `npm run lint:boundaries` does: a module used other than through its index.ts, realtime
 * reaching into bidding, a foreign repo, the web importing server/src, a cycle between modules.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
  cycle?: Array<{ name: string }>;
}

describe('module boundaries', () => {
  it('dependency-cruiser finds no violation in server/src, web/src and packages/contract', async () => {
    const cli = path.join(repoRoot, 'node_modules', '.bin', 'depcruise');
    const run = promisify(execFile);
    const { stdout } = await run(
      cli,
      ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', 'server/src', 'web/src', 'packages/contract/src'],
      {
        cwd: repoRoot,
        maxBuffer: 256 * 1024 * 1024,
      },
    ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    const report = JSON.parse(stdout) as { summary: { violations: Violation[]; totalCruised: number } };
    // The cruise saw the code (an empty run cannot pass for a clean one).
    expect(report.summary.totalCruised).toBeGreaterThan(300);
    const found = report.summary.violations.map(
      (v) => `${v.rule.name}: ${v.from} → ${v.cycle ? v.cycle.map((c) => c.name).join(' → ') : v.to}`,
    );
    expect(found).toEqual([]);
  }, 180_000);
});

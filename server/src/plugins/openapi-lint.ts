import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../lib/paths.js';
import type { FastifyInstance } from 'fastify';

export interface LintResult {
  errors: number;
  warnings: number;
  /** redocly's own report, for a person reading a failure. */
  report: string;
}

/** Runs `redocly lint` (rules in redocly.yaml) on the document the app serves at /docs/json. */
export async function lintOpenApi(app: FastifyInstance): Promise<LintResult> {
  const doc = await app.inject('/docs/json');
  if (doc.statusCode !== 200) throw new Error(`/docs/json answered ${doc.statusCode}`);
  const dir = await mkdtemp(path.join(tmpdir(), 'vh-openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, doc.body);
    const bin = path.join(repoRoot, 'node_modules', '.bin', 'redocly');
    const args = ['lint', file, '--config', path.join(repoRoot, 'redocly.yaml'), '--format', 'stylish', '--max-problems', '500'];
    const { code, output } = await run(bin, args);
    // The summary line: "Validation failed with 42 errors and 123 warnings." or "You have 3 warnings."
    const errors = Number(output.match(/failed with (\d+) errors?/)?.[1] ?? 0);
    const warnings = Number(output.match(/(\d+) warnings?\./)?.[1] ?? 0);
    if (code !== 0 && errors === 0) throw new Error(`redocly lint failed to run (exit ${code}):\n${output}`);
    return { errors, warnings, report: output };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function run(bin: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

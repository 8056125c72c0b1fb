/**
 * A restarted instance must answer /readyz within seconds (docs/operations.md, "Fast restart"):
 * what only some requests need (PDFs, image processing, file sniffing, spreadsheets, the payment
 * SDK) is loaded on first use, not at boot. This boots the app in a fresh process with a
 * module-load hook and checks none of it was loaded.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Packages (and files) the boot must leave alone. */
const ON_DEMAND = [
  'pdfkit',
  'fontkit',
  'harfbuzzjs',
  'sharp',
  'file-type',
  'read-excel-file',
  'razorpay/dist/razorpay.js',
  '@aws-sdk/client-s3',
  'web-push',
];

describe('booting the app', () => {
  it('loads neither the PDF machinery nor the other on-demand packages, and the hook does see what boot loads', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'test', 'boot-imports.fixture.ts')],
      {
        cwd: path.resolve(here, '..'),
        maxBuffer: 64 * 1024 * 1024,
        timeout: 170_000,
      },
    );
    const loaded: string[] = JSON.parse(stdout.trim().split('\n').at(-1)!);
    const inPackage = (name: string) =>
      loaded.filter((url) => url.includes(name.endsWith('.js') ? `/node_modules/${name}` : `/node_modules/${name}/`));
    // What every boot loads is seen, so an empty list cannot pass for a lazy boot.
    expect(inPackage('fastify').length).toBeGreaterThan(0);
    expect(inPackage('socket.io').length).toBeGreaterThan(0);
    expect(loaded.some((url) => url.endsWith('/modules/invoicing/service.ts'))).toBe(true);
    expect(Object.fromEntries(ON_DEMAND.map((name) => [name, inPackage(name)]))).toEqual(
      Object.fromEntries(ON_DEMAND.map((name) => [name, []])),
    );
    expect(loaded.filter((url) => url.includes('/lib/pdf/') || url.endsWith('-pdf.ts'))).toEqual([]);
  }, 180_000);
});

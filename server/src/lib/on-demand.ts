/**
 * Packages only some requests need (image processing, file sniffing, spreadsheets), loaded on
 * first use rather than at boot: a restarted instance must answer /readyz within seconds, and
 * every module loaded before `listen` delays it (docs/operations.md, "Fast restart").
 * boot-imports.test.ts holds the boot to this.
 */
import type { Sharp, SharpOptions } from 'sharp';

export async function sharp(input: Buffer, options?: SharpOptions): Promise<Sharp> {
  const { default: load } = await import('sharp');
  return load(input, options);
}

export async function fileTypeFromBuffer(data: Uint8Array | ArrayBuffer) {
  const { fileTypeFromBuffer: sniff } = await import('file-type');
  return sniff(data);
}

export async function readSheet(file: Buffer) {
  const { readSheet: read } = await import('read-excel-file/node');
  return read(file);
}

import { randomUUID } from 'node:crypto';
import { AppError, badRequest, type FailureText } from '../../../errors.js';
import { message } from '../../../lib/i18n/render.js';
import { fileTypeFromBuffer, sharp } from '../../../lib/on-demand.js';
import { assertPlainText } from '../../../lib/plain-text.js';
import { isUnsafeFileName } from '../../accounts/index.js';
import type { FileStorage } from '../../../storage/storage.js';
import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

export interface Upload {
  fields: Record<string, string>;
  /** `truncated`: over maxFileBytes, read only when `keepOversize` (its data is then empty). */
  files: { field: string; fileName: string; data: Buffer; truncated?: boolean }[];
}

export interface UploadLimits {
  fileFields: readonly string[];
  maxFileBytes: number;
  maxFiles: number;
  /** Said in the 413 answer: "Each photo must be at most 5 MB". */
  tooLargeMsg: FailureText;
  /** Keep reading past a file over the limit, marking it truncated, instead of refusing the whole upload. */
  keepOversize?: boolean;
}

/**
 * Reads a whole multipart body into memory within the given limits: nothing is stored until
 * every part has been read and checked, so a refused upload leaves no file behind.
 */
export async function readUpload(req: FastifyRequest, limits: UploadLimits): Promise<Upload> {
  if (!req.isMultipart()) throw badRequest('admin.send_multipart');
  const fields: Record<string, string> = {};
  const files: Upload['files'] = [];
  const options: FastifyMultipartBaseOptions = {
    limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 20, parts: limits.maxFiles + 20 },
    preservePath: true,
    throwFileSizeLimit: !limits.keepOversize,
  };
  // parts() reads throwFileSizeLimit at run time; its declared options type leaves it out.
  const parts = req.parts(options as Parameters<FastifyRequest['parts']>[0]);
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      if (!limits.fileFields.includes(part.fieldname)) throw badRequest(message('kyc.unexpected_file_field', { name: part.fieldname }));
      const fileName: string = part.filename ?? '';
      if (isUnsafeFileName(fileName)) throw badRequest('kyc.invalid_file_name');
      const data = await part.toBuffer();
      if (data.length === 0 && fileName === '') continue;
      if (part.file.truncated) files.push({ field: part.fieldname, fileName, data: Buffer.alloc(0), truncated: true });
      else files.push({ field: part.fieldname, fileName, data });
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', limits.tooLargeMsg);
    if (code === 'FST_FILES_LIMIT') throw new AppError('PAYLOAD_TOO_LARGE', message('admin.too_many_files', { count: limits.maxFiles }));
    throw err;
  }
  assertPlainText(fields);
  return { fields, files };
}

/**
 * Reads a multipart body that carries one file in `field` (a sheet, a logo) and its form fields;
 * no file answers 400 with `missingMsg`.
 */
export async function readOneFile(
  req: FastifyRequest,
  {
    field,
    maxFileBytes,
    tooLargeMsg,
    missingMsg,
  }: { field: string; maxFileBytes: number; tooLargeMsg: FailureText; missingMsg: FailureText },
) {
  const upload = await readUpload(req, { fileFields: [field], maxFileBytes, maxFiles: 1, tooLargeMsg });
  const file = upload.files[0];
  if (!file) throw badRequest(missingMsg);
  return { file, fields: upload.fields };
}

export interface CheckedImage {
  data: Buffer;
  ext: 'jpg' | 'png' | 'webp' | 'svg';
}

const RASTER: Record<string, CheckedImage['ext']> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const MAX_INPUT_PIXELS = 40_000_000;

/** A JPEG, PNG or WebP, by its bytes, that the image pipeline can actually decode. */
export async function checkRaster(data: Buffer): Promise<CheckedImage> {
  if (data.length === 0) throw badRequest('admin.logo_empty');
  const type = await fileTypeFromBuffer(data);
  const ext = type ? RASTER[type.mime] : undefined;
  if (!ext) throw new AppError('UNSUPPORTED_MEDIA', 'admin.logo_raster_type');
  await decodable(data);
  return { data, ext };
}

async function decodable(data: Buffer) {
  try {
    const meta = await (await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })).metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA', 'admin.logo_unreadable');
  }
}

/*
 * SVG is a document, not a picture: it can carry scripts, event handlers, embedded HTML and links
 * to other files (librsvg will read a local file an <image href="file:..."> names). Logos need
 * none of that, so an SVG holding any of it is refused rather than cleaned.
 */
const SVG_FORBIDDEN: [RegExp, string][] = [
  [/<!DOCTYPE|<!ENTITY/i, 'a DOCTYPE or entity declaration'],
  [/<\s*(?:[\w-]+:)?script\b/i, 'a script'],
  [/<\s*(?:[\w-]+:)?foreignObject\b/i, 'a foreignObject'],
  [/<\s*(?:[\w-]+:)?(?:iframe|embed|object|handler|listener)\b/i, 'embedded content'],
  [/[\s"'/]on[a-z][\w.-]*\s*=/i, 'an event-handler (on…) attribute'],
  [/javascript\s*:/i, 'a javascript: link'],
  [/attributeName\s*=\s*["']?\s*(?:xlink:)?href/i, 'an animated link'],
  [/<\?xml-stylesheet|@import/i, 'an external stylesheet'],
];

/** href values an SVG may keep: a reference inside itself, or an embedded raster image. */
const SAFE_HREF = /^(?:#|data:image\/(?:png|jpeg|webp);base64,)/i;
const HREF_ATTR = /(?:xlink:)?href\s*=\s*("([^"]*)"|'([^']*)')/gi;
const CSS_URL = /url\(\s*(["']?)([^)"']*)\1\s*\)/gi;

export function svgProblem(text: string): string | null {
  for (const [pattern, what] of SVG_FORBIDDEN) if (pattern.test(text)) return what;
  for (const m of text.matchAll(HREF_ATTR)) {
    if (!SAFE_HREF.test((m[2] ?? m[3] ?? '').trim())) return 'a link to another file';
  }
  for (const m of text.matchAll(CSS_URL)) {
    if (!SAFE_HREF.test((m[2] ?? '').trim())) return 'a link to another file';
  }
  return null;
}

const MAX_SVG_BYTES = 512 * 1024;

/** A logo: JPEG, PNG or WebP by magic bytes, or an SVG without active or external content. */
export async function checkLogo(data: Buffer): Promise<CheckedImage> {
  if (data.length === 0) throw badRequest('admin.logo_empty');
  const type = await fileTypeFromBuffer(data);
  if (type && RASTER[type.mime]) return checkRaster(data);
  const text = data.toString('utf8').replace(/^\uFEFF/, '');
  const root = text.replace(/^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*/, '');
  // file-type names an SVG with an XML declaration plain XML, and one without nothing at all.
  if ((type && type.mime !== 'application/xml') || !/^<svg[\s>]/i.test(root)) {
    throw new AppError('UNSUPPORTED_MEDIA', 'admin.logo_type');
  }
  if (data.length > MAX_SVG_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'admin.svg_too_large');
  const problem = svgProblem(text);
  if (problem) throw new AppError('UNSUPPORTED_MEDIA', message('admin.svg_refused', { problem }));
  await decodable(data);
  return { data, ext: 'svg' };
}

const IMAGE_TYPES: Record<CheckedImage['ext'], string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', svg: 'image/svg+xml' };

/** Public images (logos, lot photos) under <folder>/ with random names, in the configured storage. */
export function createImageStore(storage: FileStorage) {
  async function save(folder: 'financiers' | 'lots', images: CheckedImage[]): Promise<string[]> {
    const keys: string[] = [];
    try {
      for (const img of images) {
        const key = `${folder}/${randomUUID()}.${img.ext}`;
        await storage.put(key, img.data, IMAGE_TYPES[img.ext]);
        keys.push(key);
      }
    } catch (err) {
      await remove(keys).catch(() => {});
      throw err;
    }
    return keys;
  }

  /** Shipped seed images are never deleted: only keys in the storage. */
  async function remove(keys: (string | null | undefined)[]) {
    await storage.remove(keys.filter((k): k is string => typeof k === 'string' && !k.startsWith('seed/')));
  }

  return { save, remove };
}

export type ImageStore = ReturnType<typeof createImageStore>;

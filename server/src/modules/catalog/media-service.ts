import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, realpath, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { badRequest, notFound } from '../../errors.js';
import { sharp } from '../../lib/on-demand.js';
import type { FileStorage } from '../../storage/storage.js';
import type { ImageFormat, ImageWidth } from './media-url.js';
import type { SharpOptions } from 'sharp';

/*
 * Financier logos and lot photos, resized to WebP for phones. A stored key names the source:
 * `seed/...` under the shipped assets, anything else in the file storage, and the latter is
 * served only when the database names it a logo or a lot photo (identity documents live there too).
 * Renderings are cached on this instance's disk, named by the source's version, so a cache never
 * outlives the file it was made from.
 */

const IMAGE_EXTENSIONS = new Set(['.svg', '.png', '.jpg', '.jpeg', '.webp', '.gif', '.avif']);
const KEY_CHARS = /^[A-Za-z0-9._\-/]+$/;
const MAX_KEY_LENGTH = 300;
/** Bumped when the rendering settings change, so old cached files are not served for new ones. */
const RENDER_VERSION = 'v1';
const WEBP_QUALITY = 78;
/** AVIF at a low effort: a third of WebP's bytes for a photo, rendered once per width and cached. */
const AVIF_QUALITY = 50;
const AVIF_EFFORT = 2;
/** A 40 MP photo is far more than a lot page needs; bigger inputs are refused rather than decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_SVG_DENSITY = 2400;
const KNOWN_KEYS_CAP = 10_000;

/** A key as stored: relative, no `.`/`..`/hidden segments, plain characters, an image extension. */
export function parseImageKey(raw: string): string {
  const segments = raw.split('/');
  if (raw.length === 0 || raw.length > MAX_KEY_LENGTH || !KEY_CHARS.test(raw) || segments.some((s) => s === '' || s.startsWith('.'))) {
    throw badRequest('listing.image_path_invalid');
  }
  if (!IMAGE_EXTENSIONS.has(path.extname(raw).toLowerCase())) throw notFound('listing.image_not_found');
  return raw;
}

export interface MediaDeps {
  /** server/assets: `seed/...` keys resolve inside its seed folder. */
  assetsDir: string;
  storage: FileStorage;
  /** Rendered files go under <cacheDir>/img. */
  cacheDir: string;
  isPublicKey(key: string): Promise<boolean>;
  log: { warn(obj: object, msg: string): void };
}

export interface RenderedImage {
  etag: string;
  /** Absent when the caller's If-None-Match already names this rendering. */
  body?: Buffer;
}

export const etagMatches = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag || t.trim() === '*');

export type MediaService = ReturnType<typeof createMediaService>;

export function createMediaService(deps: MediaDeps) {
  const seedRoot = path.join(deps.assetsDir, 'seed');
  const knownKeys = new Set<string>();
  const inflight = new Map<string, Promise<Buffer>>();

  interface Source {
    size: number;
    version: string;
    read(): Promise<Buffer>;
  }

  async function seedSource(key: string): Promise<Source> {
    const file = path.resolve(seedRoot, key.slice('seed/'.length));
    if (!file.startsWith(seedRoot + path.sep)) throw badRequest('listing.image_path_invalid');
    try {
      // A symlink must not lead out of the media folder either.
      const [real, realRoot] = await Promise.all([realpath(file), realpath(seedRoot)]);
      const st = await stat(real);
      if (!real.startsWith(realRoot + path.sep) || !st.isFile()) throw notFound('listing.image_not_found');
      return { size: st.size, version: String(st.mtimeMs), read: () => readFile(real) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ENOTDIR') {
        throw notFound('listing.image_not_found');
      }
      throw err;
    }
  }

  async function storedSource(key: string): Promise<Source> {
    if (!knownKeys.has(key)) {
      if (!(await deps.isPublicKey(key))) throw notFound('listing.image_not_found');
      if (knownKeys.size >= KNOWN_KEYS_CAP) knownKeys.clear();
      knownKeys.add(key);
    }
    const info = await deps.storage.head(key);
    if (!info) throw notFound('listing.image_not_found');
    return {
      ...info,
      async read() {
        const file = await deps.storage.get(key);
        if (!file) throw notFound('listing.image_not_found');
        return file.data;
      },
    };
  }

  const sourceOf = (key: string) => (key.startsWith('seed/') ? seedSource(key) : storedSource(key));

  async function render(key: string, input: Buffer, width: ImageWidth, format: ImageFormat): Promise<Buffer> {
    const options: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS };
    if (path.extname(key).toLowerCase() === '.svg') {
      // Rasterise vectors at the size asked for, not at 72 dpi and then scaled up (blurry).
      const { width: natural } = await (await sharp(input, options)).metadata();
      options.density = Math.min(MAX_SVG_DENSITY, Math.max(1, (72 * width) / (natural || width)));
    }
    const isVector = options.density !== undefined;
    const resized = (await sharp(input, options)).rotate().resize({ width, withoutEnlargement: !isVector });
    return (
      format === 'avif' ? resized.avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT }) : resized.webp({ quality: WEBP_QUALITY })
    ).toBuffer();
  }

  async function cachedRender(key: string, src: Source, width: ImageWidth, format: ImageFormat, id: string): Promise<Buffer> {
    const cached = path.join(deps.cacheDir, 'img', id.slice(0, 2), `${id}.${format}`);
    try {
      return await readFile(cached);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    const body = await render(key, await src.read(), width, format);
    await mkdir(path.dirname(cached), { recursive: true });
    // Write then rename: a concurrent reader sees the whole file or none.
    const tmp = `${cached}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, cached);
    return body;
  }

  return {
    async image(rawKey: string, width: ImageWidth, ifNoneMatch?: string, format: ImageFormat = 'webp'): Promise<RenderedImage> {
      const key = parseImageKey(rawKey);
      const src = await sourceOf(key);
      // Same source bytes (size, version), width and settings give the same file: a strong validator.
      // WebP keeps its original hash input, so renderings cached before AVIF existed stay valid.
      const parts = [RENDER_VERSION, key, width, src.size, src.version, ...(format === 'webp' ? [] : [format])];
      const id = createHash('sha256').update(parts.join('\0')).digest('hex');
      const etag = `"${id.slice(0, 32)}"`;
      if (etagMatches(ifNoneMatch, etag)) return { etag };

      let job = inflight.get(id);
      if (!job) {
        job = cachedRender(key, src, width, format, id).finally(() => inflight.delete(id));
        inflight.set(id, job);
      }
      try {
        return { etag, body: await job };
      } catch (err) {
        deps.log.warn({ err, key, width }, 'image could not be rendered');
        throw notFound('listing.image_not_found');
      }
    },
  };
}

import { fileTypeFromBuffer, sharp } from '../../../lib/on-demand.js';
import { MAX_LOT_PHOTOS } from '../../catalog/index.js';

/*
 * A lot photo as it arrives from a phone (often 8-12 MB, sideways, with GPS in its EXIF) becomes
 * the stored master: turned upright, its long side capped, re-encoded as a baseline JPEG with no
 * metadata at all. The media route renders the WebP widths buyers download from that master.
 */

/** The largest file taken: a phone's full-size photo; it is scaled down, never refused for its size below this. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_PHOTO_MB = MAX_PHOTO_BYTES / (1024 * 1024);
/** The stored master's long side: sharper than any screen the lot page is read on. */
export const MASTER_LONG_SIDE = 2048;
const MASTER_QUALITY = 82;
/** A 108 MP phone sensor; a bigger "photo" is a decompression bomb, not a vehicle. */
const MAX_INPUT_PIXELS = 110_000_000;

const RASTER = new Set(['image/jpeg', 'image/png', 'image/webp']);

export type PhotoRefusal = 'too_large' | 'empty' | 'not_image' | 'unreadable' | 'too_many';

/** What a person does about each refusal. */
export const REFUSAL_TEXT: Record<PhotoRefusal, string> = {
  too_large: `The file is over ${MAX_PHOTO_MB} MB: send the photo as the camera saved it, or a smaller copy`,
  empty: 'The file is empty: choose the photo again',
  not_image:
    'This is not a JPEG, PNG or WebP photo: on an iPhone choose Settings › Camera › Formats › Most Compatible, or send a screenshot of it',
  unreadable: 'The photo is damaged or incomplete and could not be opened: copy it from the phone again',
  too_many: `The lot already has the most photos it can hold (${MAX_LOT_PHOTOS}): delete one first`,
};

export type PreparedPhoto = { ok: true; data: Buffer } | { ok: false; refusal: PhotoRefusal };

/** The stored master of one uploaded file, or why it was refused. */
export async function preparePhoto(data: Buffer, truncated = false): Promise<PreparedPhoto> {
  if (truncated) return { ok: false, refusal: 'too_large' };
  if (data.length === 0) return { ok: false, refusal: 'empty' };
  const type = await fileTypeFromBuffer(data);
  if (!type || !RASTER.has(type.mime)) return { ok: false, refusal: 'not_image' };
  try {
    const master = await (
      await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    )
      .rotate()
      .resize({ width: MASTER_LONG_SIDE, height: MASTER_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: MASTER_QUALITY, mozjpeg: true })
      .toBuffer();
    return { ok: true, data: master };
  } catch {
    return { ok: false, refusal: 'unreadable' };
  }
}

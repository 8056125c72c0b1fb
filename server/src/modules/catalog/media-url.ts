/** Widths the image route renders: a phone's list thumbnail up to a tablet's full view. */
export const IMAGE_WIDTHS = [160, 320, 640, 1024] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const isImageWidth = (w: number): w is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(w);

export type ImageFormat = 'webp' | 'avif';
const FORMAT_PATH: Record<ImageFormat, string> = { webp: 'img', avif: 'avif' };

/** The resized WebP (or AVIF) of a stored image key (financier logo, lot photo), e.g. /media/img/160/seed/financiers/x.svg. */
export function imageUrl(key: string, width: ImageWidth, format: ImageFormat = 'webp'): string {
  return `/media/${FORMAT_PATH[format]}/${width}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** The widths a lot photo is offered at, as an img/source srcset. */
export const imageSrcset = (key: string, format: ImageFormat) =>
  ([320, 640, 1024] as const).map((w) => `${imageUrl(key, w, format)} ${w}w`).join(', ');

export const imageUrlOrNull = (key: string | null | undefined, width: ImageWidth) => (key ? imageUrl(key, width) : null);

/** Widths the image route renders: a phone's list thumbnail up to a tablet's full view. */
export const IMAGE_WIDTHS = [160, 320, 640, 1024] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const isImageWidth = (w: number): w is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(w);

/** The resized WebP of a stored image key (financier logo, lot photo), e.g. /media/img/160/seed/financiers/x.svg. */
export function imageUrl(key: string, width: ImageWidth): string {
  return `/media/img/${width}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

export const imageUrlOrNull = (key: string | null | undefined, width: ImageWidth) => (key ? imageUrl(key, width) : null);

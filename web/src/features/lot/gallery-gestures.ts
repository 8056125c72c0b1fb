/*
 * The gallery's gesture arithmetic, apart from React: which way a swipe goes, how far a pinch
 * zooms, how far a zoomed photo may be dragged. Pixels are CSS pixels of the stage.
 */

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** A horizontal drag this long (and mostly sideways) turns the photo. */
export const SWIPE_PX = 40;

export interface Point {
  x: number;
  y: number;
}

export const clampZoom = (z: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z));

export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** The zoom after a pinch that began at `startZoom` with the fingers `startGap` apart. */
export function pinchZoom(startZoom: number, startGap: number, gap: number): number {
  if (startGap <= 0) return clampZoom(startZoom);
  return clampZoom((startZoom * gap) / startGap);
}

/** -1 (previous), 1 (next) or 0 for a one-finger drag from `from` to `to` on an unzoomed photo. */
export function swipeDirection(from: Point, to: Point): -1 | 0 | 1 {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}

/** A pan offset kept inside the zoomed photo, so its edge never comes into the stage. */
export function clampPan(pan: Point, zoom: number, size: { width: number; height: number }): Point {
  const maxX = ((zoom - 1) * size.width) / 2;
  const maxY = ((zoom - 1) * size.height) / 2;
  return { x: Math.min(maxX, Math.max(-maxX, pan.x)), y: Math.min(maxY, Math.max(-maxY, pan.y)) };
}

/** The photo index after a step, wrapping around the set. */
export const stepIndex = (index: number, step: number, count: number) => (count === 0 ? 0 : (((index + step) % count) + count) % count);

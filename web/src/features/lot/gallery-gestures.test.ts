import { describe, expect, it } from 'vitest';
import { clampPan, MAX_ZOOM, pinchZoom, stepIndex, swipeDirection } from './gallery-gestures';

describe('gallery gestures', () => {
  it('turns to the next photo on a leftward swipe and back on a rightward one', () => {
    expect(swipeDirection({ x: 300, y: 100 }, { x: 200, y: 110 })).toBe(1);
    expect(swipeDirection({ x: 100, y: 100 }, { x: 200, y: 90 })).toBe(-1);
  });

  it('ignores short drags and drags that are mostly up or down (the page scrolling)', () => {
    expect(swipeDirection({ x: 100, y: 100 }, { x: 130, y: 100 })).toBe(0);
    expect(swipeDirection({ x: 100, y: 100 }, { x: 160, y: 200 })).toBe(0);
  });

  it('zooms with the spread of the fingers, between 1× and the maximum', () => {
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(2, 100, 50)).toBe(1);
    expect(pinchZoom(1, 100, 20)).toBe(1);
    expect(pinchZoom(3, 100, 1000)).toBe(MAX_ZOOM);
    expect(pinchZoom(1.5, 0, 80)).toBe(1.5);
  });

  it('keeps a zoomed photo covering the stage while it is dragged', () => {
    expect(clampPan({ x: 500, y: -500 }, 2, { width: 360, height: 240 })).toEqual({ x: 180, y: -120 });
    expect(clampPan({ x: 40, y: 10 }, 1, { width: 360, height: 240 })).toEqual({ x: 0, y: 0 });
  });

  it('wraps around the ends of the set', () => {
    expect(stepIndex(9, 1, 10)).toBe(0);
    expect(stepIndex(0, -1, 10)).toBe(9);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

import { useEffect, useState } from 'react';

export const ROTATION_INTERVAL_MS = 6000;
export const FADE_MS = 500;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Index that advances by `step` every 6 s, wrapping at `count`, with a 0.5 s fade-out before each
 * change (spec §9). Stands still when everything fits or the user asked for less motion.
 */
export function useRotation(count: number, step = 1): { index: number; fading: boolean } {
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);

  useEffect(() => {
    setIndex(0);
    if (count <= step || prefersReducedMotion()) return;
    let fadeTimer: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      setFading(true);
      fadeTimer = setTimeout(() => {
        setIndex((current) => (current + step) % count);
        setFading(false);
      }, FADE_MS);
    }, ROTATION_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(fadeTimer);
      setFading(false);
    };
  }, [count, step]);

  return { index, fading };
}

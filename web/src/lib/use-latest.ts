import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * The latest value of a callback or translator, for an effect that must run on its own
 * dependencies only (once per payment, once per page): the effect reads `ref.current` when it
 * fires instead of re-running whenever the parent passes a new function.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

import { useSyncExternalStore } from 'react';

/** True while the media query matches; false where matchMedia is missing (tests, old browsers). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    // Prerendered pages are drawn for a phone; a wider screen switches right after hydrating.
    () => false,
  );
}

/** The one breakpoint between the phone layout and the wider one (mirrors --bp-desktop in CSS). */
export const DESKTOP_QUERY = '(min-width: 992px)';

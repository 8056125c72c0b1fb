import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Every route change starts at the top of the page (spec §2). Query changes (tabs) keep the scroll. */
export function ScrollToTop() {
  const [path] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);
  return null;
}

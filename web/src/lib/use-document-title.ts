import { useEffect } from 'react';
import { BRAND_NAME } from './brand';

/** The title of the page being prerendered at build time, read by the prerender into <title>. */
export const prerenderedTitle = { current: BRAND_NAME };

/** Sets the tab title; `undefined` gives the bare product name (the home page's title). */
export function useDocumentTitle(pageTitle?: string): void {
  useExactDocumentTitle(pageTitle ? `${BRAND_NAME} | ${pageTitle}` : BRAND_NAME);
}

/** For titles that are not of the form "brand | page" (the Why page's). */
export function useExactDocumentTitle(title: string): void {
  if (import.meta.env.SSR) prerenderedTitle.current = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

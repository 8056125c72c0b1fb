import { useEffect } from 'react';
import { BRAND_NAME } from './brand';

/** Sets the tab title; `undefined` gives the bare product name (the home page's title). */
export function useDocumentTitle(pageTitle?: string): void {
  const title = pageTitle ? `${BRAND_NAME} | ${pageTitle}` : BRAND_NAME;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** For titles that are not of the form "brand | page" (the Why page's). */
export function useExactDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

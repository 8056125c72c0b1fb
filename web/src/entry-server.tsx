import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/app';
import { BRAND_NAME } from './lib/brand';
import { LANGUAGES, addLanguageBundle, i18n, type LanguageCode } from './lib/i18n';
import { prerenderedTitle } from './lib/use-document-title';

// Build-time only (scripts/prerender.mjs): every language is at hand, none is fetched.
const strings = import.meta.glob<Record<string, unknown>>('./locales/*.json', { eager: true, import: 'default' });
for (const { code } of LANGUAGES) addLanguageBundle(code, strings[`./locales/${code}.json`] ?? {});

export { LANGUAGES };

/** The markup of `path` in `language` for a visitor not yet known to be signed in. */
export async function renderPage(path: string, language: LanguageCode): Promise<{ html: string; title: string }> {
  await i18n.changeLanguage(language);
  prerenderedTitle.current = BRAND_NAME;
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App ssrPath={path} />
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Never split a large boundary out into a late chunk: revealing it needs an inline script,
      // which the site's Content-Security-Policy (script-src 'self') refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  // A component that cannot render on the server would silently fall back to the client: fail the build.
  if (errors.length > 0) throw new AggregateError(errors, `prerendering ${path} (${language}) failed`);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { html: Buffer.concat(chunks).toString('utf8'), title: prerenderedTitle.current };
}

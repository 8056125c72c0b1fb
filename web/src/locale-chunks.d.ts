/** Built by the `locale-areas` plugin of vite.config.ts: each language's strings, by part. */
declare module 'virtual:locale-chunks' {
  type Part = 'core' | import('./lib/locale-areas').LocaleArea;
  export const loaders: Record<string, Record<Part, () => Promise<{ default: Record<string, unknown> }>>>;
}

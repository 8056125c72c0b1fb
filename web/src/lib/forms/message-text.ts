import { useTranslation } from 'react-i18next';

/*
 * A form error's message is a locale key, or a key with its values as `key|{"max":10}`: the
 * schemas stay free of the reader's language and the field shows the spec's text in it.
 */

export type MessageValues = Record<string, string | number>;

/** The message a schema or a server answer gives a field. */
export const message = (key: string, values?: MessageValues): string => (values ? `${key}|${JSON.stringify(values)}` : key);

/** A message back into its key and values. */
export function readMessage(text: string): [string, MessageValues] {
  const bar = text.indexOf('|');
  if (bar < 0) return [text, {}];
  try {
    return [text.slice(0, bar), JSON.parse(text.slice(bar + 1)) as MessageValues];
  } catch {
    return [text.slice(0, bar), {}];
  }
}

/** Words a field error in the reader's language; nothing when there is none. */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: { message?: string } | undefined): string | null => {
    if (!error?.message) return null;
    const [key, values] = readMessage(error.message);
    return t(key, values);
  };
}

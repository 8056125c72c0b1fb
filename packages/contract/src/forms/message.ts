// How a form schema's refusal travels to the field that shows it: a message key, or a key with its
// values as `key|{"max":10}`. The keys are the web's locale keys (`signup.errors.phone`) and, on
// the console's forms, the field codes the server also answers in `field_codes` (`required`, `min`
// {min}); the web words them in the reader's language. No imports.

export type MessageValues = Record<string, string | number>;

/** The message a form schema (or a server answer) gives a field. */
export const formMessage = (key: string, values?: MessageValues): string => (values ? `${key}|${JSON.stringify(values)}` : key);

/** A message back into its key and values. */
export function readFormMessage(text: string): [string, MessageValues] {
  const bar = text.indexOf('|');
  if (bar < 0) return [text, {}];
  try {
    return [text.slice(0, bar), JSON.parse(text.slice(bar + 1)) as MessageValues];
  } catch {
    return [text.slice(0, bar), {}];
  }
}

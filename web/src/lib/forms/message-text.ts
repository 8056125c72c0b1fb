import { readFormMessage as readMessage } from '@vahanhaat/contract/forms/message';
import { useTranslation } from 'react-i18next';
import { fieldMessageKey } from './field-message';

/*
 * A form error's message is a locale key, or a key with its values as `key|{"max":10}`: the
 * schemas stay free of the reader's language and the field shows the spec's text in it.
 */

export { formMessage as message, readFormMessage as readMessage, type MessageValues } from '@vahanhaat/contract/forms/message';

/**
 * Words a field error in the reader's language; nothing when there is none. A bare field code
 * (`too_long` {max}, from forms/rules.ts) is worded as the console words it, for `field`.
 */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: { message?: string } | undefined, field = ''): string | null => {
    if (!error?.message) return null;
    const [key, values] = readMessage(error.message);
    return key.includes('.') ? t(key, values) : t(...fieldMessageKey(field, { code: key, params: values }));
  };
}

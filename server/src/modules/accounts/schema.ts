import { CODE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@vahanhaat/contract/http/accounts';
import { message, render } from '../../lib/i18n/render.js';

// The accounts API's shapes live in the contract package (one source for the server and the web).
export * from '@vahanhaat/contract/http/accounts';

/** The same texts in English, as spec §5 words them. */
export const MSG = {
  ...(Object.fromEntries(Object.entries(CODE).map(([k, code]) => [k, render({ code, params: {} }, 'en')])) as Record<
    keyof typeof CODE,
    string
  >),
  newPassword: render(message('account.password_length', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }), 'en'),
};

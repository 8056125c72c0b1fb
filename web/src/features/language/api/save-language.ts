import { postForm } from '../../../lib/api-client';
import type { LanguageCode } from '../../../lib/i18n';

/**
 * Saves the signed-in reader's language on their account: the server writes their PDFs,
 * notifications and messages in it when a request names no language. A failure changes nothing
 * on the page, so it is not shown.
 */
export async function saveLanguage(language: LanguageCode): Promise<void> {
  await postForm('/user/language', { language }).catch(() => undefined);
}

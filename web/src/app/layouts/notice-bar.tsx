import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CloseIcon } from '../../components/ui/icons';
import { userAtom } from '../../features/session/atoms';
import { PROFILE_DOCUMENTS_URL, PROFILE_SUBSCRIPTION_URL } from '../../lib/routes';
import { STORAGE_KEYS } from '../../lib/storage';
import { useAtomValue } from '../../lib/use-atom';
import { noticeVariant, type NoticeVariant } from './notice-variant';

const MESSAGE_KEYS: Record<NoticeVariant, string> = {
  'subscribe-and-documents': 'notice.subscribeAndDocuments',
  subscribe: 'notice.subscribe',
  documents: 'notice.documents',
};

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.noticeDismissed) === '1';
  } catch {
    return false;
  }
}

/** Yellow bar under the authenticated header; dismissed for the rest of the browser session. */
export function NoticeBar() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const [dismissed, setDismissed] = useState(wasDismissed);
  const [wrapped, setWrapped] = useState(false);
  const variant = noticeVariant(user);
  if (!variant || dismissed) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(STORAGE_KEYS.noticeDismissed, '1');
    } catch {
      // Without storage the bar simply comes back on the next page load.
    }
    setDismissed(true);
  };

  return (
    <div className="notice-bar" role="region" aria-label={t('notice.label')} data-variant={variant}>
      <p
        className={wrapped ? 'notice-bar__text' : 'notice-bar__text notice-bar__text--truncated'}
        onClick={(event) => {
          if (!(event.target as HTMLElement).closest('a')) setWrapped((value) => !value);
        }}
      >
        <Trans
          i18nKey={MESSAGE_KEYS[variant]}
          components={{
            subscribeLink: <Link href={PROFILE_SUBSCRIPTION_URL} />,
            documentsLink: <Link href={PROFILE_DOCUMENTS_URL} />,
          }}
        />
      </p>
      <button type="button" className="notice-bar__close" onClick={dismiss} aria-label={t('notice.dismiss')}>
        <CloseIcon size={18} />
      </button>
    </div>
  );
}

import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { sessionAtom } from '../../session/atoms';
import { getPreferences } from '../api/preferences';
import { enablePush, pushSupported } from '../push';
import './notifications.css';

/**
 * Once per browser, after a quote went in, a gentle offer to be told of outbids off the page. It
 * asks the browser for permission only when the buyer taps "Turn on"; never on page load.
 */
export function PushPrompt() {
  const { t } = useTranslation();
  const dispatch = useSetAtom(sessionAtom);
  const [publicKey, setPublicKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!pushSupported() || Notification.permission !== 'default' || readStorage(STORAGE_KEYS.pushPromptSeen)) return;
    const controller = new AbortController();
    getPreferences({ signal: controller.signal })
      .then((prefs) => {
        if (!prefs?.push.public_key) return;
        writeStorage(STORAGE_KEYS.pushPromptSeen, '1');
        setPublicKey(prefs.push.public_key);
      })
      .catch(() => {});
    return () => controller.abort();
  }, []);

  if (!publicKey) return null;

  const accept = async () => {
    setBusy(true);
    try {
      const { result } = await enablePush(publicKey);
      dispatch({ type: 'NOTIFICATION_PERMISSION_UPDATE', status: Notification.permission });
      if (result === 'on') toast.success(t('notifyPrefs.pushOn'));
      else if (result === 'blocked') toast.info(t('notifyPrefs.pushBlocked'));
      else toast.error(t('notifyPrefs.pushFailed'));
    } catch (error) {
      console.error('push subscription failed', error);
      toast.error(t('notifyPrefs.pushFailed'));
    } finally {
      setBusy(false);
      setPublicKey(null);
    }
  };

  return (
    <aside className="push-prompt" aria-labelledby="push-prompt-title">
      <strong id="push-prompt-title">{t('notifyPrefs.promptTitle')}</strong>
      <p className="push-prompt__text">{t('notifyPrefs.promptText')}</p>
      <div className="push-prompt__actions">
        <button type="button" className="button button--primary button--small" disabled={busy} onClick={() => void accept()}>
          {t('notifyPrefs.promptAccept')}
        </button>
        <button type="button" className="button button--outline button--small" disabled={busy} onClick={() => setPublicKey(null)}>
          {t('notifyPrefs.promptDismiss')}
        </button>
      </div>
    </aside>
  );
}

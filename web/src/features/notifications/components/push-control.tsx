import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { sessionAtom } from '../../session/atoms';
import { disablePush, enablePush, pushSupported, readPushState, type PushState } from '../push';

interface PushControlProps {
  publicKey: string | null;
  devices: number;
  onDevices(devices: number): void;
}

/** Notifications on this phone: the buyer's clear yes (or no) to web push. */
export function PushControl({ publicKey, devices, onDevices }: PushControlProps) {
  const { t } = useTranslation();
  const dispatch = useSetAtom(sessionAtom);
  const [state, setState] = useState<PushState | null>(pushSupported() ? null : 'unsupported');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    readPushState()
      .then((s) => live && setState(s))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    if (!publicKey) return;
    setBusy(true);
    try {
      const { result, devices: now } = await enablePush(publicKey);
      dispatch({ type: 'NOTIFICATION_PERMISSION_UPDATE', status: Notification.permission });
      if (result === 'failed') toast.error(t('notifyPrefs.pushFailed'));
      else setState(result);
      if (now !== undefined) onDevices(now);
    } catch (error) {
      console.error('push subscription failed', error);
      toast.error(t('notifyPrefs.pushFailed'));
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      const now = await disablePush();
      setState('off');
      if (now !== undefined) onDevices(now);
    } catch (error) {
      console.error('push unsubscribe failed', error);
      toast.error(t('notifyPrefs.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const text =
    state === 'unsupported'
      ? t('notifyPrefs.pushUnsupported')
      : !publicKey
        ? t('notifyPrefs.pushUnavailable')
        : state === 'blocked'
          ? t('notifyPrefs.pushBlocked')
          : state === 'on'
            ? t('notifyPrefs.pushOn')
            : state === 'off'
              ? t('notifyPrefs.pushOff')
              : '';
  return (
    <section
      className="panel profile-card notify-push"
      aria-labelledby="notify-push-title"
      data-push-state={publicKey ? (state ?? 'reading') : 'unavailable'}
    >
      <h2 id="notify-push-title" className="notify__title">
        {t('notifyPrefs.pushTitle')}
      </h2>
      <p className="muted">{t('notifyPrefs.pushText')}</p>
      <p className="profile-card__status" role="status">
        {text}
      </p>
      {publicKey && state === 'off' ? (
        <div className="profile-card__actions">
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void turnOn()}>
            {t('notifyPrefs.turnOn')}
          </button>
        </div>
      ) : null}
      {publicKey && state === 'on' ? (
        <div className="profile-card__actions">
          <button type="button" className="button button--outline" disabled={busy} onClick={() => void turnOff()}>
            {t('notifyPrefs.turnOff')}
          </button>
        </div>
      ) : null}
      {devices > 0 ? <p className="muted notify__hint">{t('notifyPrefs.devices', { count: devices })}</p> : null}
    </section>
  );
}

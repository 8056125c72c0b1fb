import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { isAbortError, type ApiResponse } from '../../../lib/api-client';
import { LANGUAGES, type LanguageCode } from '../../../lib/i18n';
import { queryKeys, RefusedChange, useApiQuery, useOptimisticChange } from '../../../lib/query';
import { toast } from '../../../lib/toast';
import { getPreferences, savePreferences, type Channel, type NotificationPreferences, type PreferenceChange } from '../api/preferences';
import { PushControl } from './push-control';
import './notifications.css';

/** The preferences as they will be once the change is saved, shown at once. */
type SaveAnswer = ApiResponse<NotificationPreferences>;

function applied(prefs: NotificationPreferences, change: PreferenceChange): NotificationPreferences {
  return {
    ...prefs,
    language: change.language ?? prefs.language,
    quiet_hours: change.quiet_hours ?? prefs.quiet_hours,
    kinds: prefs.kinds.map((k) => ({ ...k, enabled: { ...k.enabled, ...change.enabled?.[k.kind] } })),
  };
}

function KindTable({ prefs, onChange }: { prefs: NotificationPreferences; onChange(change: PreferenceChange): void }) {
  const { t, i18n } = useTranslation();
  const channels = prefs.channels.filter((c) => c.available).map((c) => c.channel);
  const kindLabel = (kind: string) => (i18n.exists(`notifyPrefs.kind.${kind}`) ? t(`notifyPrefs.kind.${kind}`) : kind);
  const channelLabel = (c: Channel) => t(`notifyPrefs.channel.${c}`);
  return (
    <table className="notify-table">
      <thead>
        <tr>
          <th scope="col">{t('notifyPrefs.message')}</th>
          {channels.map((c) => (
            <th scope="col" key={c} className="notify-table__channel">
              {channelLabel(c)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {prefs.kinds.map((k) => (
          <tr key={k.kind} data-kind={k.kind}>
            <th scope="row">
              {kindLabel(k.kind)}
              {k.always_on ? <small className="notify-table__note">{t('notifyPrefs.alwaysOn')}</small> : null}
            </th>
            {channels.map((c) => (
              <td key={c} className="notify-table__channel">
                <input
                  type="checkbox"
                  className="notify-table__toggle"
                  checked={k.enabled[c]}
                  disabled={k.always_on}
                  aria-label={t('notifyPrefs.toggleLabel', { kind: kindLabel(k.kind), channel: channelLabel(c) })}
                  onChange={(e) => onChange({ enabled: { [k.kind]: { [c]: e.target.checked } } })}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** ?tab=notifications: push on this phone, which messages come on which channel, language, quiet hours. */
export function NotificationsTab() {
  const { t } = useTranslation();
  const key = queryKeys.notificationPreferences();
  const { data: prefs, loading } = useApiQuery(key, (signal) => getPreferences({ signal }));
  const client = useQueryClient();
  const [saved, setSaved] = useState('');
  // A choice shows at once; the server's answer then stands, and a refusal puts the old one back.
  const change = useOptimisticChange<NotificationPreferences, PreferenceChange>({
    key,
    send: savePreferences,
    accept: (answer) => (answer as SaveAnswer).status === 200 && Boolean((answer as SaveAnswer).data),
    apply: applied,
    result: (answer) => (answer as SaveAnswer | undefined)?.data,
    onDone: (_c, answer) => setSaved((answer as SaveAnswer).msg ?? ''),
    onFailed: (_c, error) => {
      if (!isAbortError(error))
        toast.error((error instanceof RefusedChange ? (error.answer as SaveAnswer).msg : undefined) ?? t('notifyPrefs.saveFailed'));
    },
  });

  if (!prefs && loading) return <Spinner />;
  if (!prefs)
    return (
      <p className="profile-card__status" role="alert">
        {t('notifyPrefs.loadFailed')}
      </p>
    );
  return (
    <div className="profile-tab notify" data-tab="notifications">
      <PushControl
        publicKey={prefs.push.public_key}
        devices={prefs.push.devices}
        onDevices={(devices) => client.setQueryData<NotificationPreferences>(key, { ...prefs, push: { ...prefs.push, devices } })}
      />
      <section className="panel profile-card" aria-labelledby="notify-table-title">
        <h2 id="notify-table-title" className="notify__title">
          {t('notifyPrefs.tableTitle')}
        </h2>
        <KindTable
          prefs={prefs}
          onChange={(c) => {
            setSaved('');
            change.mutate(c);
          }}
        />
      </section>
      <section className="panel profile-card" aria-labelledby="notify-settings-title">
        <h2 id="notify-settings-title" className="notify__title">
          {t('notifyPrefs.settingsTitle')}
        </h2>
        <div className="field">
          <label htmlFor="notify-language" className="field__label">
            {t('notifyPrefs.languageLabel')}
          </label>
          <select
            id="notify-language"
            className="field__input"
            value={prefs.language}
            onChange={(e) => change.mutate({ language: e.target.value as LanguageCode })}
          >
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.label}
              </option>
            ))}
          </select>
        </div>
        <label className="notify__check">
          <input type="checkbox" checked={prefs.quiet_hours} onChange={(e) => change.mutate({ quiet_hours: e.target.checked })} />
          <span>{t('notifyPrefs.quietHours')}</span>
        </label>
        <p className="muted notify__hint">{t('notifyPrefs.quietHoursText')}</p>
      </section>
      <p className="visually-hidden" role="status">
        {saved}
      </p>
    </div>
  );
}

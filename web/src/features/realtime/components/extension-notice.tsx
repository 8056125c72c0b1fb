import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format-time';
import { useExtension } from '../use-live-lots';

/** 'Extended by 3 minutes · now ends 10:03:00 am', as soon as the extension event arrives. */
export function ExtensionNotice({ assetId }: { assetId: number }) {
  const { t, i18n } = useTranslation();
  const extension = useExtension(assetId);
  if (!extension) return null;
  return (
    <p className="extension-notice" role="status">
      <strong>{t('lot.extendedBy', { count: extension.minutes })}</strong>{' '}
      <span>{t('lot.newEnd', { time: formatTime(extension.endsAt, i18n.language) })}</span>
    </p>
  );
}

import { useTranslation } from 'react-i18next';
import { formatClosingTime } from '../../../lib/format-time';

/**
 * When this lot closes. Lots of one auction close a set gap apart (staggered closing), so each
 * card names its own end, to the second, beside its countdown.
 */
export function ClosingTime({ endsAt }: { endsAt: string }) {
  const { t, i18n } = useTranslation();
  return (
    <time dateTime={endsAt} className="closing-time muted">
      {t('lot.closesAt', { time: formatClosingTime(endsAt, i18n.language) })}
    </time>
  );
}

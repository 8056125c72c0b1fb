import { useTranslation } from 'react-i18next';
import { CheckBadgeIcon } from '../../components/ui/icons';
import { isSubscribedAtom } from '../../features/session/atoms';
import { useAtomValue } from '../../lib/use-atom';

export function SubscribedBadge() {
  const { t } = useTranslation();
  const subscribed = useAtomValue(isSubscribedAtom);
  if (!subscribed) return null;
  return (
    <span className="subscribed-badge" title={t('header.subscribed')}>
      <CheckBadgeIcon size={16} />
      <span className="subscribed-badge__text">{t('header.subscribed')}</span>
    </span>
  );
}

import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { CheckBadgeIcon } from '../../components/ui/icons';
import { isSubscribedAtom } from '../../features/session/atoms';

export function SubscribedBadge() {
  const { t } = useTranslation();
  const subscribed = useAtomValue(isSubscribedAtom);
  if (!subscribed) return null;
  return (
    <span className="subscribed-badge">
      <CheckBadgeIcon size={16} />
      {t('header.subscribed')}
    </span>
  );
}

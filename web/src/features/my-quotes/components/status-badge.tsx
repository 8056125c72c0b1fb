import { useTranslation } from 'react-i18next';
import type { MyStatus } from '../api/my-lots';

export function StatusBadge({ status }: { status: MyStatus }) {
  const { t } = useTranslation();
  return <span className={`status status--${status}`}>{t(`myLots.status.${status}`)}</span>;
}

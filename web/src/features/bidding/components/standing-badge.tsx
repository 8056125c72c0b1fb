import { useTranslation } from 'react-i18next';
import type { Standing } from '../standing';

export function StandingBadge({ standing }: { standing: Standing | null }) {
  const { t } = useTranslation();
  if (!standing) return null;
  return <span className={`standing standing--${standing}`}>{t(`standing.${standing}`)}</span>;
}

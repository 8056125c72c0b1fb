import { useTranslation } from 'react-i18next';
import { useAtomValue } from '../../../lib/use-atom';
import { connectionStatusAtom } from '../atoms';

/** The realtime link as a small pill: prices are trustworthy only while it says Live. */
export function ConnectionStatus() {
  const { t } = useTranslation();
  const status = useAtomValue(connectionStatusAtom);
  if (status === 'idle') return null;
  return (
    <span className={`connection connection--${status}`} role="status" aria-live="polite">
      <span className="connection__dot" aria-hidden="true" />
      {t(`live.status.${status}`)}
    </span>
  );
}

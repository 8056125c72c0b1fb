import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../features/session/use-logout';

export function LogoutButton({ className = 'button button--outline', onDone }: { className?: string; onDone?: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        const done = await logout();
        setBusy(false);
        if (done) onDone?.();
      }}
    >
      {busy ? t('common.loading') : t('header.logout')}
    </button>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PersonIcon } from '../../components/ui/icons';
import { ROUTES } from '../../lib/routes';

/** Phones only: a person icon that opens a small popover with the Login button (spec §2). */
export function PersonPopover() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="person-popover" ref={rootRef}>
      <button
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls={popoverId}
        aria-label={t('header.account')}
        onClick={() => setOpen((value) => !value)}
      >
        <PersonIcon />
      </button>
      <div id={popoverId} className="person-popover__panel" hidden={!open}>
        <p className="person-popover__hint">{t('header.loginHint')}</p>
        <Link href={ROUTES.login} className="button button--primary button--block" onClick={() => setOpen(false)}>
          {t('header.login')}
        </Link>
      </div>
    </div>
  );
}

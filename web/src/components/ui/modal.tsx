import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import { useDialog } from './use-dialog';

interface ModalProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Called by the close icon, Escape and a backdrop click. */
  onClose: () => void;
  /** While a request runs the modal must stay open (spec §2): the close paths do nothing. */
  closeDisabled?: boolean;
  /** Takes the close icon away altogether (the lead form while it submits, spec §4). */
  closeHidden?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

/** Accessible dialog: labelled, focus on its first field and kept inside, focus restored on close. */
export function Modal({ open, title, children, footer, onClose, closeDisabled = false, closeHidden = false, size = 'md' }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useDialog(dialogRef, { open, onClose, canClose: !closeDisabled && !closeHidden });

  if (!open) return null;

  return createPortal(
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && !closeDisabled && !closeHidden && onClose()}>
      <div ref={dialogRef} className={`modal modal--${size}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {closeHidden ? null : (
            <button type="button" className="icon-button" onClick={onClose} disabled={closeDisabled} aria-label={t('common.close')}>
              <CloseIcon />
            </button>
          )}
        </header>
        <div className="modal__body">{children}</div>
        {footer ? <footer className="modal__footer">{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}

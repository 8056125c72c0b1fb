import { useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import { Spinner } from './spinner';
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

interface ActionDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: ReactNode;
  /**
   * The action. While a returned promise runs the dialog is busy: it cannot be closed (spec §2)
   * and the confirm button shows a spinner; `afterConfirm` runs once it resolved.
   */
  onConfirm: () => void | Promise<void>;
  /** Cancel, the close icon, Escape and a backdrop click. */
  onClose: () => void;
  /** Busy because of the caller's own request (the action does not return it). */
  busy?: boolean;
  /** The text the confirm button shows while busy, instead of a spinner beside its label. */
  busyLabel?: string;
  /** The action cannot run yet (a required reason is missing). */
  confirmDisabled?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

/** A dialog that asks for one action: Cancel and the action, busy while it runs. */
export function ActionDialog({
  open,
  title,
  children,
  cancelLabel,
  confirmLabel,
  onConfirm,
  onClose,
  busy: outerBusy = false,
  busyLabel,
  confirmDisabled = false,
  size = 'sm',
}: ActionDialogProps) {
  const [running, setRunning] = useState(false);
  const busy = outerBusy || running;
  const confirm = async () => {
    const pending = onConfirm();
    if (!pending) return;
    setRunning(true);
    try {
      await pending;
    } finally {
      setRunning(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      closeDisabled={busy}
      size={size}
      footer={
        <ActionButtons
          cancelLabel={cancelLabel}
          onCancel={onClose}
          confirmLabel={confirmLabel}
          onConfirm={() => void confirm()}
          busy={busy}
          busyLabel={busyLabel}
          confirmDisabled={confirmDisabled}
        />
      }
    >
      {children}
    </Modal>
  );
}

interface ActionButtonsProps {
  /** Cancel's label; without it there is no Cancel (a form drawn in the page). */
  cancelLabel?: string;
  onCancel?: () => void;
  confirmLabel: ReactNode;
  /** The action's click; or `form`: the action submits that form. */
  onConfirm?: () => void;
  form?: string;
  busy: boolean;
  /** The text the action shows while busy, instead of a spinner beside its label. */
  busyLabel?: string | undefined;
  confirmDisabled?: boolean;
}

/** A dialog's buttons: Cancel and the action, both held while the action runs. */
export function ActionButtons({
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
  form,
  busy,
  busyLabel,
  confirmDisabled = false,
}: ActionButtonsProps) {
  return (
    <>
      {cancelLabel ? (
        <button type="button" className="button button--outline" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
      ) : null}
      <button
        type={form ? 'submit' : 'button'}
        form={form}
        className="button button--primary"
        onClick={onConfirm}
        disabled={busy || confirmDisabled}
      >
        {busy && busyLabel ? (
          busyLabel
        ) : (
          <>
            {busy ? <Spinner tone="light" size="sm" /> : null}
            {confirmLabel}
          </>
        )}
      </button>
    </>
  );
}

import { useState, type ReactNode } from 'react';
import { Modal } from './modal';
import { Spinner } from './spinner';

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
        <>
          <button type="button" className="button button--outline" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </button>
          <button type="button" className="button button--primary" onClick={() => void confirm()} disabled={busy || confirmDisabled}>
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
      }
    >
      {children}
    </Modal>
  );
}

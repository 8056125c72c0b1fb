import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { REJECT_REASONS, type RejectReason } from '../api/kyc';

/** Reject with a reason from the short list and the reviewer's own words (needed for "other"). */
export function RejectDialog({
  open,
  title,
  onReject,
  onClose,
}: {
  open: boolean;
  title: string;
  onReject: (reason: RejectReason, note: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<RejectReason | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const noteMissing = reason === 'other' && note.trim() === '';
  const close = () => {
    setReason(null);
    setNote('');
    onClose();
  };
  const submit = async () => {
    if (!reason || noteMissing) return;
    setBusy(true);
    try {
      await onReject(reason, note.trim());
      setReason(null);
      setNote('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      onClose={close}
      closeDisabled={busy}
      size="sm"
      footer={
        <>
          <button type="button" className="button button--outline" onClick={close} disabled={busy}>
            {t('admin.common.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={() => void submit()} disabled={busy || !reason || noteMissing}>
            {busy ? <Spinner tone="light" size="sm" /> : null}
            {t('kyc.admin.reject')}
          </button>
        </>
      }
    >
      <fieldset className="kyc-reasons">
        <legend className="field__label">{t('kyc.admin.reasonLegend')}</legend>
        {REJECT_REASONS.map((r) => (
          <label key={r} className="kyc-reasons__option">
            <input type="radio" name="kyc-reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
            <span>{t(`kyc.reason.${r}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor="kyc-note">
          {t('kyc.admin.note')} {reason === 'other' ? null : <span className="muted">{t('admin.common.optional')}</span>}
        </label>
        <textarea
          id="kyc-note"
          className="field__input field__textarea"
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
        />
        {noteMissing ? <p className="field__hint">{t('kyc.admin.noteNeeded')}</p> : null}
      </div>
    </Modal>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/ui/modal';
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
  const noteMissing = reason === 'other' && note.trim() === '';
  const close = () => {
    setReason(null);
    setNote('');
    onClose();
  };
  const reject = async () => {
    if (!reason || noteMissing) return;
    await onReject(reason, note.trim());
    setReason(null);
    setNote('');
  };
  return (
    <ActionDialog
      open={open}
      title={title}
      cancelLabel={t('admin.common.cancel')}
      confirmLabel={t('kyc.admin.reject')}
      confirmDisabled={!reason || noteMissing}
      onConfirm={reject}
      onClose={close}
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
    </ActionDialog>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/ui/modal';
import { TextAreaField } from '../../../components/ui/text-field';
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
      <TextAreaField
        id="kyc-note"
        label={t('kyc.admin.note')}
        hint={reason === 'other' ? null : t('admin.common.optional')}
        value={note}
        maxLength={500}
        onChange={(e) => setNote(e.target.value)}
        note={noteMissing ? <p className="field__hint">{t('kyc.admin.noteNeeded')}</p> : null}
      />
    </ActionDialog>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { PlanChooser } from './plan-chooser';
import type { VerifiedSubscription } from '../api/subscription';

interface PlanModalProps {
  open: boolean;
  phone: string;
  name?: string;
  /** Opened right after sign-up: a Skip link lets the new buyer subscribe later (spec §2). */
  fromSignup: boolean;
  onClose: () => void;
  onPaid: (result: VerifiedSubscription) => void;
}

export function PlanModal({ open, phone, name, fromSignup, onClose, onPaid }: PlanModalProps) {
  const { t } = useTranslation();
  const [paying, setPaying] = useState(false);
  return (
    <Modal open={open} title={t('plans.title')} onClose={onClose} closeDisabled={paying} size="md">
      <PlanChooser phone={phone} name={name} onPaid={onPaid} onPayingChange={setPaying} onSkip={fromSignup ? onClose : undefined} />
    </Modal>
  );
}

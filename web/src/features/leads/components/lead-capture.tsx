import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, readSessionFlag, writeSessionFlag } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useAtomValue } from '../../../lib/use-atom';
import { cookieConsentAtom } from '../../cookie-consent/consent';
import { onboardingOpenAtom } from '../../onboarding/atoms';
import { sessionAtom } from '../../session/atoms';
import { createLeadForPhone, leadErrorText } from '../api/leads';
import { hasSubmittedLead, rememberLeadSubmitted } from '../lead-flag';
import { LeadSuccessDialog } from './lead-success-dialog';
import { TradeAdvancePopup } from './trade-advance-popup';

// The form (with react-hook-form and its rules) is fetched when it is opened, not with the home page.
const LeadFormModal = lazy(() => import('./lead-form-modal').then((module) => ({ default: module.LeadFormModal })));

interface LeadCaptureProps {
  formOpen: boolean;
  onFormOpenChange: (open: boolean) => void;
}

/**
 * The home page's lead form, its success dialog and the trade-advance pop-up, which opens once
 * per visit when the session check is done, for a visitor who has not sent the form (spec §4).
 */
export function LeadCapture({ formOpen, onFormOpenChange }: LeadCaptureProps) {
  const { t } = useTranslation();
  const { user, loading } = useAtomValue(sessionAtom);
  const onboardingOpen = useAtomValue(onboardingOpenAtom);
  // The cookie banner comes first: the popup opens once the visitor has answered it.
  const consentPending = !useAtomValue(cookieConsentAtom);
  const [popupOpen, setPopupOpen] = useState(false);
  const [popupBusy, setPopupBusy] = useState(false);
  const [successOpen, setSuccessOpen] = useState(false);

  useEffect(() => {
    if (loading || user || onboardingOpen || consentPending || hasSubmittedLead() || readSessionFlag(STORAGE_KEYS.tradeAdvanceShown))
      return;
    writeSessionFlag(STORAGE_KEYS.tradeAdvanceShown);
    setPopupOpen(true);
  }, [loading, user, onboardingOpen, consentPending]);

  const succeeded = () => {
    rememberLeadSubmitted();
    onFormOpenChange(false);
    setSuccessOpen(true);
  };

  const apply = async () => {
    if (!user?.phone) {
      setPopupOpen(false);
      onFormOpenChange(true);
      return;
    }
    setPopupBusy(true);
    try {
      const body = await createLeadForPhone(user.phone);
      if (body.status === 200) {
        setPopupOpen(false);
        succeeded();
      } else {
        toast.error(leadErrorText(body, t('common.somethingWentWrong')));
      }
    } catch (error) {
      console.error('trade advance lead failed', error);
      toast.error(t('common.somethingWentWrong'));
    } finally {
      setPopupBusy(false);
    }
  };

  return (
    <>
      <TradeAdvancePopup open={popupOpen && !formOpen} busy={popupBusy} onApply={apply} onDismiss={() => setPopupOpen(false)} />
      {formOpen ? (
        <Suspense fallback={null}>
          <LeadFormModal open onClose={() => onFormOpenChange(false)} onSubmitted={succeeded} />
        </Suspense>
      ) : null}
      <LeadSuccessDialog open={successOpen} onClose={() => setSuccessOpen(false)} />
    </>
  );
}

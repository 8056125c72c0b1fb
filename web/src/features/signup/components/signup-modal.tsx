import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Modal } from '../../../components/ui/modal';
import { ROUTES } from '../../../lib/routes';
import { useSignup, type OnAccountCreated } from '../use-signup';
import { DocumentsStep } from './documents-step';
import { PersonalStep } from './personal-step';
import { PhoneStep } from './phone-step';

const STEP_TITLES = { 1: 'signup.step1', 2: 'signup.step2', 3: 'signup.step3' } as const;

interface SignupModalProps {
  open: boolean;
  onClose: () => void;
  onCreated: OnAccountCreated;
}

/** The 3-step self sign-up (spec §2); it stays open while a request runs. */
export function SignupModal({ open, onClose, onCreated }: SignupModalProps) {
  const { t } = useTranslation();
  const [path] = useLocation();
  const signup = useSignup(onCreated);
  const { step, busy } = signup;

  return (
    <Modal
      open={open}
      title={
        <>
          <span className="modal__eyebrow">{t('signup.stepOf', { step, total: 3 })}</span>
          {t(STEP_TITLES[step])}
        </>
      }
      onClose={onClose}
      closeDisabled={busy}
      size="md"
      footer={
        <p className="signup__footer">
          {t('signup.haveAccount')}{' '}
          {path === ROUTES.login ? (
            <button type="button" className="link-button" onClick={onClose} disabled={busy}>
              {t('signup.login')}
            </button>
          ) : (
            <Link href={ROUTES.login} onClick={(event) => (busy ? event.preventDefault() : onClose())}>
              {t('signup.login')}
            </Link>
          )}
        </p>
      }
    >
      <ol className="steps" aria-hidden="true">
        {[1, 2, 3].map((number) => (
          <li key={number} className={number <= step ? 'steps__item steps__item--done' : 'steps__item'} />
        ))}
      </ol>
      {step === 1 ? (
        <PhoneStep
          initial={{ phone: signup.form.phone, otp: signup.form.otp }}
          otpSentTo={signup.otpSentTo}
          resendIn={signup.resendIn}
          busy={busy}
          onSendOtp={signup.sendOtp}
          onVerify={signup.verifyOtp}
        />
      ) : step === 2 ? (
        <PersonalStep form={signup.form} states={signup.states} onNext={signup.next} />
      ) : (
        <DocumentsStep form={signup.form} onChange={signup.update} busy={busy} onBack={signup.back} onSubmit={signup.submit} />
      )}
    </Modal>
  );
}

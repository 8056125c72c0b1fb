import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Modal } from '../../../components/ui/modal';
import { onboardingAtom } from '../../onboarding/atoms';
import { LoginForm } from './login-form';

interface LoginModalProps {
  /** False while the sign-up or payment modals are open: the login modal steps aside (spec §2). */
  open: boolean;
  onClose: () => void;
}

/** Spec §2 "Login modal": the /login form in a dialog over the page the visitor is on. */
export function LoginModal({ open, onClose }: LoginModalProps) {
  const { t } = useTranslation();
  const setOnboarding = useSetAtom(onboardingAtom);
  const [submitting, setSubmitting] = useState(false);
  const [path] = useLocation();
  const openedOn = useRef(path);
  // Forgot password and I Agree lead to another page: the dialog does not follow.
  useEffect(() => {
    if (path !== openedOn.current) onClose();
  }, [path, onClose]);

  return (
    <Modal open={open} title={t('login.title')} onClose={onClose} closeDisabled={submitting} size="sm">
      <p className="auth-card__subtitle">{t('login.subtitle')}</p>
      <LoginForm onSubmittingChange={setSubmitting} />
      <p className="auth-card__signup">
        {t('login.noAccount')}{' '}
        <button type="button" className="link-button" onClick={() => setOnboarding({ step: 'signup' })} disabled={submitting}>
          {t('login.signUp')}
        </button>
      </p>
    </Modal>
  );
}

import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { AuthCard } from '../features/auth/components/auth-card';
import { LoginForm } from '../features/auth/components/login-form';
import { onboardingAtom, onboardingOpenAtom } from '../features/onboarding/atoms';
import { sessionAtom } from '../features/session/atoms';
import { ROUTES, SALE_SHOWCASE_URL, safeNextPath } from '../lib/routes';
import { useAtomValue } from '../lib/use-atom';
import { useDocumentTitle } from '../lib/use-document-title';

/** /login without the site layout (spec §2); sign-up opens from here, and hides the form meanwhile. */
export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.title'));
  const onboardingOpen = useAtomValue(onboardingOpenAtom);
  const setOnboarding = useSetAtom(onboardingAtom);
  const { user, loading } = useAtomValue(sessionAtom);
  const [, navigate] = useLocation();
  const search = useSearch();
  // Someone already signed in has nothing to do here: on to where they were going.
  useEffect(() => {
    if (!loading && user && !onboardingOpen) {
      navigate(safeNextPath(new URLSearchParams(search).get('next')) ?? SALE_SHOWCASE_URL, { replace: true });
    }
  }, [loading, user, onboardingOpen, navigate, search]);
  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')} hidden={onboardingOpen}>
      <LoginForm />
      <p className="auth-card__signup">
        {t('login.noAccount')}{' '}
        <button type="button" className="link-button" onClick={() => setOnboarding({ step: 'signup' })}>
          {t('login.signUp')}
        </button>
      </p>
      <Link href={ROUTES.home} className="auth-card__back">
        {t('common.backToHome')}
      </Link>
    </AuthCard>
  );
}

/** /signup: the login screen with the sign-up steps open over it (a link to share or bookmark). */
export function SignupPage() {
  const setOnboarding = useSetAtom(onboardingAtom);
  useEffect(() => setOnboarding({ step: 'signup' }), [setOnboarding]);
  return <LoginPage />;
}

import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Logo } from '../components/ui/logo';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import { LanguagePicker } from '../features/language/components/language-picker';
import { ROUTES } from '../lib/routes';
import { useDocumentTitle } from '../lib/use-document-title';

/** /forgotpass without the site layout (spec §2). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('forgot.title'));
  return (
    <main className="auth-screen">
      <div className="auth-card">
        <div className="auth-card__top">
          <Link href={ROUTES.home} aria-label={t('header.homeLink')}>
            <Logo />
          </Link>
          <LanguagePicker />
        </div>
        <h1 className="auth-card__title">{t('forgot.title')}</h1>
        <p className="auth-card__subtitle">{t('forgot.subtitle')}</p>
        <ForgotPasswordForm />
        <Link href={ROUTES.login} className="auth-card__back">
          {t('forgot.backToLogin')}
        </Link>
      </div>
    </main>
  );
}

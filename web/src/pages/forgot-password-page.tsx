import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AuthCard } from '../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import { ROUTES } from '../lib/routes';
import { useDocumentTitle } from '../lib/use-document-title';

/** /forgotpass without the site layout (spec §2). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('forgot.title'));
  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <ForgotPasswordForm />
      <Link href={ROUTES.login} className="auth-card__back">
        {t('forgot.backToLogin')}
      </Link>
    </AuthCard>
  );
}

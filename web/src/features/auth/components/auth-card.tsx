import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Logo } from '../../../components/ui/logo';
import { ROUTES } from '../../../lib/routes';
import { LanguagePicker } from '../../language/components/language-picker';
import type { ReactNode } from 'react';

/** The login and forgot-password screens without the site layout (spec §2): the logo home, the language, a title. */
export function AuthCard({
  title,
  subtitle,
  hidden,
  children,
}: {
  title: string;
  subtitle: string;
  hidden?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <main className="auth-screen">
      <div className="auth-card" hidden={hidden}>
        <div className="auth-card__top">
          <Link href={ROUTES.home} aria-label={t('header.homeLink')}>
            <Logo />
          </Link>
          <LanguagePicker />
        </div>
        <h1 className="auth-card__title">{title}</h1>
        <p className="auth-card__subtitle">{subtitle}</p>
        {children}
      </div>
    </main>
  );
}

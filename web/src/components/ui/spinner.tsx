import { useTranslation } from 'react-i18next';

interface SpinnerProps {
  /** 'dark' on light pages (lazy-page fallback), 'light' on red or dark surfaces. */
  tone?: 'dark' | 'brand' | 'light';
  /** Fills the viewport below the header instead of sitting inline. */
  fullPage?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

export function Spinner({ tone = 'dark', fullPage = false, size = 'md' }: SpinnerProps) {
  const { t } = useTranslation();
  const spinner = (
    <span className={`spinner spinner--${tone} spinner--${size}`} role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
    </span>
  );
  return fullPage ? <div className="spinner-page">{spinner}</div> : spinner;
}

import { useTranslation } from 'react-i18next';

/**
 * A small mark on a lot of an auction that requires a security deposit: a buyer sees before
 * entering the room that quotes there are limited by their deposit. Screen readers hear the
 * whole sentence; the eye sees a lock and one word.
 */
export function DepositMark({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={className ? `deposit-mark ${className}` : 'deposit-mark'} title={t('deposit.markLabel')} data-testid="deposit-mark">
      <svg className="deposit-mark__icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M8 1a3.5 3.5 0 0 0-3.5 3.5V6H4a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V7a1 1 0 0 0-1-1h-.5V4.5A3.5 3.5 0 0 0 8 1Zm-2 3.5a2 2 0 1 1 4 0V6H6V4.5Z"
        />
      </svg>
      <span aria-hidden="true">{t('deposit.markShort')}</span>
      <span className="visually-hidden">{t('deposit.markLabel')}</span>
    </span>
  );
}

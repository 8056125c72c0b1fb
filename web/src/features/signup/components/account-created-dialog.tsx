import { useTranslation } from 'react-i18next';
import { CheckBadgeIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import type { CreatedAccount } from '../api/signup';

interface AccountCreatedDialogProps {
  account: CreatedAccount | null;
  onExplore: () => void;
  onClose: () => void;
}

/** Name, phone and the generated password, shown this once, with Explore Now (spec §2). */
export function AccountCreatedDialog({ account, onExplore, onClose }: AccountCreatedDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={Boolean(account)}
      title={t('account.title')}
      onClose={onClose}
      size="sm"
      footer={
        <button type="button" className="button button--primary button--block button--large" onClick={onExplore}>
          {t('account.exploreNow')}
        </button>
      }
    >
      <div className="result-message">
        <CheckBadgeIcon size={48} className="result-message__icon" />
        <p>{t('account.message')}</p>
      </div>
      {account ? (
        <dl className="summary-list">
          <div>
            <dt>{t('account.name')}</dt>
            <dd>{account.name}</dd>
          </div>
          <div>
            <dt>{t('account.phone')}</dt>
            <dd>{account.phone}</dd>
          </div>
          <div>
            <dt>{t('account.password')}</dt>
            <dd className="summary-list__secret" data-testid="account-password">
              {account.password}
            </dd>
          </div>
        </dl>
      ) : null}
      <p className="muted">{t('account.savePassword')}</p>
    </Modal>
  );
}

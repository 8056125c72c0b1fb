import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatRupees } from '../../../lib/format';
import { queryKeys, useApiQuery } from '../../../lib/query';
import { ROUTES } from '../../../lib/routes';
import { fetchDepositAccount, type DepositAccount } from '../api/deposits';

/**
 * On an auction that requires a deposit: says so, with the signed-in buyer's buying limit there
 * and what of it is in use, and a link to the deposit page. Nothing on other auctions.
 */
export function DepositNotice({ auctionId }: { auctionId: number }) {
  const { t } = useTranslation();
  const { data } = useApiQuery<DepositAccount>(queryKeys.depositAccount(auctionId), async (signal) => {
    const body = await fetchDepositAccount(auctionId, signal);
    return body.status === 200 ? body.data : undefined;
  });
  if (!data?.requires_deposit) return null;
  return (
    <div className="container">
      <aside className="deposit-notice" data-testid="deposit-notice">
        <strong className="deposit-notice__badge">{t('deposit.requiresDeposit')}</strong>
        <span>
          {data.balance > 0
            ? t('deposit.yourLimit', { limit: formatRupees(data.limit), inUse: formatRupees(data.in_use) })
            : t('deposit.noDeposit')}
        </span>
        <Link href={ROUTES.deposit}>{t('deposit.title')} →</Link>
      </aside>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { queryKeys, useApiQuery } from '../../../lib/query';
import { useAtomValue } from '../../../lib/use-atom';
import { userAtom } from '../../session/atoms';
import { kycStatus } from '../api/kyc';

export const IDENTITY_TAB_URL = '/client/profile?tab=identityDocument';

/**
 * Above the quote box of a lot whose financier takes quotes only from verified buyers: what the
 * buyer has to do before quoting, so the refusal never comes as a surprise.
 */
export function KycNotice({ assetId }: { assetId: number }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const { data } = useApiQuery(queryKeys.kycStatus(assetId, user?.phone), (signal) =>
    user ? kycStatus(assetId, { signal }) : Promise.resolve(undefined),
  );
  if (!data || !data.required || data.can_quote) return null;
  return (
    <div className="kyc-notice" role="note" data-kyc-state={data.state}>
      <p className="kyc-notice__title">{t('kyc.notice.title')}</p>
      <p>{t(`kyc.notice.${data.state}`)}</p>
      {data.state === 'pending' ? null : (
        <Link href={IDENTITY_TAB_URL} className="button button--primary button--small">
          {t('kyc.notice.action')}
        </Link>
      )}
    </div>
  );
}

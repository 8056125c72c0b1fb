import { useTranslation } from 'react-i18next';
import { queryKeys, useApiQuery } from '../../../lib/query';
import { getFinanciers, getSaleStates } from '../api/home-data';
import { ShowcaseStrip } from './showcase-strip';

export function SaleStrips() {
  const { t } = useTranslation();
  const financiers = useApiQuery(queryKeys.saleFinanciers(), (signal) => getFinanciers({ signal }), { deferred: true });
  const states = useApiQuery(queryKeys.saleStates(), (signal) => getSaleStates({ signal }), { deferred: true });
  return (
    <>
      <ShowcaseStrip
        title={t('home.saleByFinancier')}
        items={financiers.data ?? []}
        itemKey={(financier) => financier.name}
        renderItem={(financier) => (
          <>
            {financier.image ? (
              <img src={financier.image} alt="" width={64} height={64} loading="lazy" className="strip__logo" />
            ) : (
              <span className="strip__logo strip__logo--empty" aria-hidden="true">
                {financier.name.slice(0, 1)}
              </span>
            )}
            <span>{financier.name}</span>
          </>
        )}
      />
      <ShowcaseStrip
        title={t('home.saleByState')}
        items={states.data ?? []}
        itemKey={(state) => String(state.id)}
        renderItem={(state) => <span className="strip__state">{state.name}</span>}
      />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { usePlaceNames } from '../../../lib/place-names';
import { queryKeys, useApiQuery } from '../../../lib/query';
import { getFinanciers, getSaleStates } from '../api/home-data';
import { ShowcaseStrip } from './showcase-strip';

export function SaleStrips() {
  const { t } = useTranslation();
  const places = usePlaceNames();
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
                {places.financier(financier.name, financier.names).slice(0, 1)}
              </span>
            )}
            <span>{places.financier(financier.name, financier.names)}</span>
          </>
        )}
      />
      <ShowcaseStrip
        title={t('home.saleByState')}
        items={states.data ?? []}
        itemKey={(state) => String(state.id)}
        renderItem={(state) => <span className="strip__state">{places.state(state.name)}</span>}
      />
    </>
  );
}

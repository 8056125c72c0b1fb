import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { Spinner } from '../../../components/ui/spinner';
import { usePlaceNames } from '../../../lib/place-names';
import { queryKeys, useApiQuery } from '../../../lib/query';
import { ROUTES } from '../../../lib/routes';
import { LotFiltersForm } from '../../auctions/components/lot-filters-form';
import { withFilters } from '../../auctions/lot-filters';
import { ConnectionStatus } from '../../realtime/components/connection-status';
import { auctionListing, financiers, makes, segmentCounts, statesWithSales } from '../api/showcase';
import { readShowcaseQuery, showsLots, updateQuery, type GroupBy } from '../showcase-query';
import { AuctionGroups } from './auction-groups';
import { LotResults } from './lot-results';
import { SegmentTabs } from './segment-tabs';

/** The sale showcase (/user/home): auctions by financier or state, per segment, or a lot search. */
export function Showcase() {
  const { t } = useTranslation();
  const places = usePlaceNames();
  const [params, setParams] = useSearchParams();
  const q = readShowcaseQuery(params);
  const segment = q.tab === 'all' ? undefined : q.tab;
  const place = { state: q.state, financier: q.financier };
  const [key, setKey] = useState(q.key ?? '');
  const set = (changes: Record<string, string | number | undefined>) => setParams(updateQuery(params, changes));

  const { data: counts } = useApiQuery(queryKeys.showcase('counts', q.state, q.financier), (signal) => segmentCounts(place, { signal }));
  const { data: listing, loading: listingLoading } = useApiQuery(queryKeys.showcase('listing', q.state, q.financier, segment), (signal) =>
    auctionListing({ ...place, segment }, { signal }),
  );
  const { data: financierList } = useApiQuery(queryKeys.showcase('financiers'), (signal) => financiers({ signal }));
  const { data: stateList } = useApiQuery(queryKeys.showcase('states'), (signal) => statesWithSales({ signal }));
  const { data: makeList } = useApiQuery(queryKeys.showcase('makes', segment), (signal) => makes(segment, { signal }));

  const search = (event: FormEvent) => {
    event.preventDefault();
    set({ key: key.trim() });
  };
  const lotsMode = showsLots(q);
  const auctions = listing ? listing[q.listing] : [];

  return (
    <div className="showcase">
      <div className="showcase__top">
        <h1 className="page-title">{t('signedIn.saleShowcase')}</h1>
        <ConnectionStatus />
      </div>
      <form className="search-bar" role="search" onSubmit={search}>
        <label htmlFor="showcase-search" className="visually-hidden">
          {t('showcase.searchLabel')}
        </label>
        <input
          id="showcase-search"
          className="field__input search-bar__input"
          type="search"
          value={key}
          onChange={(e) => setKey(e.target.value)}
          placeholder={t('showcase.searchPlaceholder')}
        />
        <button type="submit" className="button button--primary">
          {t('showcase.search')}
        </button>
      </form>
      {counts?.length ? (
        <SegmentTabs
          segments={counts}
          tab={q.tab}
          listing={q.listing}
          onTab={(tab) => set({ user_home_tab_id: tab })}
          onListing={(l) => set({ user_home: l })}
        />
      ) : null}
      <div className="place-filters">
        <label className="field">
          <span className="field__label">{t('showcase.financier')}</span>
          <select className="field__input" value={q.financier ?? ''} onChange={(e) => set({ financier: e.target.value })}>
            <option value="">{t('showcase.allFinanciers')}</option>
            {(financierList ?? []).map((f) => (
              <option key={f.id} value={f.slug}>
                {places.financier(f.name, f.names)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('showcase.state')}</span>
          <select className="field__input" value={q.state ?? ''} onChange={(e) => set({ state: e.target.value })}>
            <option value="">{t('showcase.allStates')}</option>
            {(stateList ?? []).map((s) => (
              <option key={s.id} value={s.name}>
                {places.state(s.name)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <LotFiltersForm
        key={JSON.stringify(q.filters)}
        filters={q.filters}
        makes={makeList}
        onApply={(f) => setParams(withFilters(params, f))}
      />
      {lotsMode ? (
        <>
          <p className="showcase__mode">
            {q.key ? t('showcase.resultsFor', { key: q.key }) : t('showcase.filteredLots')}{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => setParams(updateQuery(withFilters(params, {}), { key: undefined }))}
            >
              {t('showcase.backToAuctions')}
            </button>
          </p>
          <LotResults
            search={{ key: q.key, segment, ...place, auction_type: q.listing, ...q.filters, page_no: q.page }}
            hrefForPage={(page) => `${ROUTES.userHome}?${updateQuery(params, { page_no: page }).toString()}`}
          />
        </>
      ) : (
        <>
          <div className="group-toggle" role="group" aria-label={t('showcase.groupBy')}>
            <span className="muted">{t('showcase.groupBy')}</span>
            {(['financier', 'state'] as GroupBy[]).map((by) => (
              <button
                key={by}
                type="button"
                className="chip"
                aria-pressed={q.groupBy === by}
                onClick={() => set({ group: by === 'financier' ? undefined : by })}
              >
                {t(by === 'financier' ? 'showcase.financier' : 'showcase.state')}
              </button>
            ))}
          </div>
          {listing ? (
            <AuctionGroups auctions={auctions} by={q.groupBy} />
          ) : listingLoading ? (
            <Spinner />
          ) : (
            <p className="empty-state">{t('home.noListings')}</p>
          )}
        </>
      )}
    </div>
  );
}

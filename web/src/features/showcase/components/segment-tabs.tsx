import { useTranslation } from 'react-i18next';
import type { ListingType, SegmentCount } from '../api/showcase';

const SEGMENT_KEYS: Record<string, string> = {
  tractor: 'home.segments.tractor',
  two_wheeler: 'home.segments.twoWheeler',
  cv: 'home.segments.cv',
};

export function segmentName(t: (key: string) => string, segment: Pick<SegmentCount, 'tab_id' | 'segment' | 'segment_code'>): string {
  if (segment.tab_id === 'all') return t('showcase.all');
  const key = segment.segment_code ? SEGMENT_KEYS[segment.segment_code] : undefined;
  return key ? t(key) : segment.segment;
}

interface SegmentTabsProps {
  segments: SegmentCount[];
  tab: string;
  listing: ListingType;
  onTab: (tab: string) => void;
  onListing: (listing: ListingType) => void;
}

/** Segment tabs with their auction counts, then Live / Upcoming for the chosen segment. */
export function SegmentTabs({ segments, tab, listing, onTab, onListing }: SegmentTabsProps) {
  const { t } = useTranslation();
  const current = segments.find((s) => s.tab_id === tab);
  const count = (s: SegmentCount, type: ListingType) => (type === 'live' ? s.live_auction_count : s.upcoming_auction_count);
  return (
    <div className="showcase-tabs">
      <div className="segment-tabs" role="tablist" aria-label={t('showcase.segments')}>
        {segments.map((s) => (
          <button
            key={s.tab_id}
            type="button"
            role="tab"
            aria-selected={s.tab_id === tab}
            className="segment-tabs__tab"
            onClick={() => onTab(s.tab_id)}
          >
            {segmentName(t, s)}
            <span className="segment-tabs__count">{count(s, listing)}</span>
          </button>
        ))}
      </div>
      <div className="listing-toggle" role="tablist" aria-label={t('showcase.listingType')}>
        {(['live', 'upcoming'] as const).map((type) => (
          <button
            key={type}
            type="button"
            role="tab"
            aria-selected={listing === type}
            className="listing-toggle__option"
            onClick={() => onListing(type)}
          >
            {t(type === 'live' ? 'home.liveListings' : 'home.upcomingListings')}
            {current && count(current, type) > 0 ? <span className="badge">{count(current, type)}</span> : null}
          </button>
        ))}
      </div>
    </div>
  );
}

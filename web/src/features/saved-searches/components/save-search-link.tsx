import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ROUTES } from '../../../lib/routes';
import { saveSearchUrl } from '../criteria-form';
import type { LotFilters } from '../../auctions/api/auction-lots';

/** From a list's filters to a saved search: "tell me when new lots like these come up". */
export function SaveSearchLink({ filters }: { filters: LotFilters }) {
  const { t } = useTranslation();
  const { sort: _sort, ...criteria } = filters;
  return (
    <p className="save-search-link">
      <Link href={saveSearchUrl(ROUTES.savedSearches, criteria)}>{t('alerts.saveThese')}</Link>
    </p>
  );
}

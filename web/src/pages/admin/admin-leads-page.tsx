import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leadsCsvUrl, listLeads, type LeadFilter } from '../../features/admin/api/users';
import { PagedTable } from '../../features/admin/components/paged-table';
import { SelectField, When } from '../../features/admin/components/ui';
import { useAdminData } from '../../features/admin/use-admin-data';
import { useQueryParams } from '../../features/admin/use-query-params';
import { useDocumentTitle } from '../../lib/use-document-title';

export function AdminLeadsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.leads.title'));
  const qp = useQueryParams();
  const ta = qp.get('ta_interest');
  const filter: Omit<LeadFilter, 'page_no'> = { q: qp.get('q'), state: qp.get('state'), ta_interest: ta === 'true' || ta === 'false' ? ta : undefined };
  const list = useAdminData((signal) => listLeads({ ...filter, page_no: qp.page }, signal), [JSON.stringify(filter), qp.page]);
  const [search, setSearch] = useState(filter.q ?? '');
  const [state, setState] = useState(filter.state ?? '');

  return (
    <section className="admin-page">
      <header className="admin-page__head">
        <h1 className="page-title">{t('admin.leads.title')}</h1>
        <a className="button button--outline" href={leadsCsvUrl(filter)} download>
          {t('admin.common.exportCsv')}
        </a>
      </header>
      <form
        className="admin-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          qp.set({ q: search.trim(), state: state.trim() });
        }}
      >
        <div className="field">
          <label htmlFor="lf-q" className="field__label">
            {t('admin.common.search')}
          </label>
          <input id="lf-q" className="field__input" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('admin.leads.searchHint')} />
        </div>
        <div className="field">
          <label htmlFor="lf-state" className="field__label">
            {t('admin.fields.state')}
          </label>
          <input id="lf-state" className="field__input" value={state} onChange={(e) => setState(e.target.value)} />
        </div>
        <SelectField
          id="lf-ta"
          label={t('admin.leads.tradeAdvance')}
          value={filter.ta_interest ?? ''}
          onChange={(v) => qp.set({ ta_interest: v })}
          options={[
            { value: 'true', label: t('admin.common.yes') },
            { value: 'false', label: t('admin.common.no') },
          ]}
          empty={t('admin.common.all')}
        />
        <button type="submit" className="button button--outline admin-filters__go">
          {t('admin.common.search')}
        </button>
      </form>
      <PagedTable
        list={list}
        label={t('admin.leads.title')}
        empty={t('admin.leads.none')}
        head={[t('admin.users.name'), t('admin.users.phone'), t('admin.fields.state'), t('admin.leads.city'), t('admin.leads.pincode'), t('admin.leads.tradeAdvance'), t('admin.leads.source'), t('admin.leads.received')]}
        hrefFor={(p) => qp.hrefFor({ page: p })}
        row={(l) => (
          <tr key={l.id}>
            <td>{l.name || '—'}</td>
            <td>
              <a href={`tel:${l.phone}`}>{l.phone}</a>
            </td>
            <td>{l.state ?? '—'}</td>
            <td>{l.city ?? '—'}</td>
            <td>{l.pincode ?? '—'}</td>
            <td>{l.ta_interest ? t('admin.common.yes') : t('admin.common.no')}</td>
            <td>{l.source}</td>
            <td>
              <When iso={l.created_at} />
            </td>
          </tr>
        )}
      />
    </section>
  );
}

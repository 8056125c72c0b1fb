import { useTranslation } from 'react-i18next';
import { leadsCsvUrl, listLeads, type LeadFilter } from '../../features/admin/api/users';
import { AdminListPage, usePagedList } from '../../features/admin/components/paged-table';
import { When } from '../../features/admin/components/ui';
import { useQueryParams } from '../../features/admin/use-query-params';
import { useDocumentTitle } from '../../lib/use-document-title';

export function AdminLeadsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.leads.title'));
  const qp = useQueryParams();
  const ta = qp.get('ta_interest');
  const filter: Omit<LeadFilter, 'page_no'> = {
    q: qp.get('q'),
    state: qp.get('state'),
    ta_interest: ta === 'true' || ta === 'false' ? ta : undefined,
  };
  const list = usePagedList('leads', { ...filter, page_no: qp.page }, (signal) => listLeads({ ...filter, page_no: qp.page }, signal));
  const yesNo = [
    { value: 'true', label: t('admin.common.yes') },
    { value: 'false', label: t('admin.common.no') },
  ];

  return (
    <AdminListPage
      title={t('admin.leads.title')}
      list={list}
      csvUrl={leadsCsvUrl(filter)}
      idPrefix="lf"
      filters={[
        { kind: 'text', name: 'q', label: t('admin.common.search'), search: true, placeholder: t('admin.leads.searchHint') },
        { kind: 'text', name: 'state', label: t('admin.fields.state') },
        { kind: 'select', name: 'ta_interest', label: t('admin.leads.tradeAdvance'), options: yesNo, all: t('admin.common.all') },
      ]}
      empty={t('admin.leads.none')}
      rowKey={(l) => l.id}
      columns={[
        { head: t('admin.users.name'), cell: (l) => l.name || '—' },
        { head: t('admin.users.phone'), cell: (l) => <a href={`tel:${l.phone}`}>{l.phone}</a> },
        { head: t('admin.fields.state'), cell: (l) => l.state ?? '—' },
        { head: t('admin.leads.city'), cell: (l) => l.city ?? '—' },
        { head: t('admin.leads.pincode'), cell: (l) => l.pincode ?? '—' },
        { head: t('admin.leads.tradeAdvance'), cell: (l) => (l.ta_interest ? t('admin.common.yes') : t('admin.common.no')) },
        { head: t('admin.leads.source'), cell: (l) => l.source },
        { head: t('admin.leads.received'), cell: (l) => <When iso={l.created_at} /> },
      ]}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { leadsCsvUrl, listLeads, type LeadFilter } from '../../features/admin/api/users';
import { AdminListPage } from '../../features/admin/components/paged-table';
import { When } from '../../features/admin/components/ui';
import { YES_NO, useQueryParams } from '../../features/admin/use-query-params';
import { useDocumentTitle } from '../../lib/use-document-title';

export function AdminLeadsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.leads.title'));
  const qp = useQueryParams();
  const filter: LeadFilter = { q: qp.get('q'), state: qp.get('state'), ta_interest: qp.oneOf('ta_interest', YES_NO) };

  return (
    <AdminListPage
      title={t('admin.leads.title')}
      source={{ resource: 'leads', filter, load: listLeads, csvUrl: leadsCsvUrl }}
      idPrefix="lf"
      filters={[
        { kind: 'text', name: 'q', label: t('admin.common.search'), search: true, placeholder: t('admin.leads.searchHint') },
        { kind: 'text', name: 'state', label: t('admin.fields.state') },
        {
          kind: 'select',
          name: 'ta_interest',
          label: t('admin.leads.tradeAdvance'),
          options: YES_NO.map((v) => ({ value: v, label: v === 'true' ? t('admin.common.yes') : t('admin.common.no') })),
          all: t('admin.common.all'),
        },
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

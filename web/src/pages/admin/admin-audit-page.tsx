import { useTranslation } from 'react-i18next';
import { auditLog, type AuditFilter } from '../../features/admin/api/users';
import { AdminListPage } from '../../features/admin/components/paged-table';
import { When } from '../../features/admin/components/ui';
import { useQueryParams } from '../../features/admin/use-query-params';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Details as short "key: value" pairs; nested values as compact JSON. */
function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([k, v]) => `${k}: ${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`)
    .join(' · ');
}

export function AdminAuditPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.audit.title'));
  const qp = useQueryParams();
  const filter: AuditFilter = { action: qp.get('action'), entity: qp.get('entity'), entity_id: qp.get('entity_id') };
  const examples: Record<string, string> = { action: 'result.', entity: 'auction' };

  return (
    <AdminListPage
      title={t('admin.audit.title')}
      source={{ resource: 'audit', filter, load: auditLog }}
      idPrefix="au"
      filters={(['action', 'entity', 'entity_id'] as const).map((k) => ({
        kind: 'text',
        name: k,
        label: t(`admin.audit.${k}`),
        placeholder: examples[k],
      }))}
      empty={t('admin.audit.none')}
      compact
      rowKey={(r) => r.id}
      columns={[
        { head: t('admin.audit.when'), cell: (r) => <When iso={r.created_at} /> },
        {
          head: t('admin.audit.actor'),
          cell: (r) =>
            r.actor ? (
              <>
                <span className="admin-table__main">{r.actor.name || '—'}</span>
                <span className="admin-table__sub">{r.actor.phone}</span>
              </>
            ) : (
              '—'
            ),
        },
        { head: t('admin.audit.action'), cell: (r) => <code>{r.action}</code> },
        { head: t('admin.audit.entity'), cell: (r) => `${r.entity}${r.entity_id ? ` #${r.entity_id}` : ''}` },
        { head: t('admin.audit.details'), cell: (r) => detailsText(r.details), className: 'admin-audit__details' },
        { head: 'IP', cell: (r) => r.ip ?? '—' },
      ]}
    />
  );
}

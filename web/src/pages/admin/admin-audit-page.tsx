import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditLog, type AuditFilter } from '../../features/admin/api/users';
import { PagedTable } from '../../features/admin/components/paged-table';
import { When } from '../../features/admin/components/ui';
import { useAdminData } from '../../features/admin/use-admin-data';
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
  const filter: AuditFilter = { action: qp.get('action'), entity: qp.get('entity'), entity_id: qp.get('entity_id'), page_no: qp.page };
  const list = useAdminData((signal) => auditLog(filter, signal), [JSON.stringify(filter)]);
  const [form, setForm] = useState({ action: filter.action ?? '', entity: filter.entity ?? '', entity_id: filter.entity_id ?? '' });

  return (
    <section className="admin-page">
      <header className="admin-page__head">
        <h1 className="page-title">{t('admin.audit.title')}</h1>
      </header>
      <form
        className="admin-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          qp.set({ action: form.action.trim(), entity: form.entity.trim(), entity_id: form.entity_id.trim() });
        }}
      >
        {(['action', 'entity', 'entity_id'] as const).map((k) => (
          <div className="field" key={k}>
            <label htmlFor={`au-${k}`} className="field__label">
              {t(`admin.audit.${k}`)}
            </label>
            <input id={`au-${k}`} className="field__input" value={form[k]} placeholder={k === 'action' ? 'result.' : k === 'entity' ? 'auction' : ''} onChange={(e) => setForm((f) => ({ ...f, [k]: e.target.value }))} />
          </div>
        ))}
        <button type="submit" className="button button--outline admin-filters__go">
          {t('admin.common.search')}
        </button>
      </form>
      <PagedTable
        list={list}
        label={t('admin.audit.title')}
        empty={t('admin.audit.none')}
        head={[t('admin.audit.when'), t('admin.audit.actor'), t('admin.audit.action'), t('admin.audit.entity'), t('admin.audit.details'), 'IP']}
        hrefFor={(p) => qp.hrefFor({ page: p })}
        compact
        row={(r) => (
          <tr key={r.id}>
            <td>
              <When iso={r.created_at} />
            </td>
            <td>
              {r.actor ? (
                <>
                  <span className="admin-table__main">{r.actor.name || '—'}</span>
                  <span className="admin-table__sub">{r.actor.phone}</span>
                </>
              ) : (
                '—'
              )}
            </td>
            <td>
              <code>{r.action}</code>
            </td>
            <td>
              {r.entity}
              {r.entity_id ? ` #${r.entity_id}` : ''}
            </td>
            <td className="admin-audit__details">{detailsText(r.details)}</td>
            <td>{r.ip ?? '—'}</td>
          </tr>
        )}
      />
    </section>
  );
}

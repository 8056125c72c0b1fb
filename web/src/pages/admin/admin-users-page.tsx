import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { searchUsers, type UserFilter } from '../../features/admin/api/users';
import { PagedTable } from '../../features/admin/components/paged-table';
import { Pill, SelectField, When } from '../../features/admin/components/ui';
import { adminUserUrl } from '../../features/admin/routes';
import { useAdminData } from '../../features/admin/use-admin-data';
import { useQueryParams } from '../../features/admin/use-query-params';
import { useDocumentTitle } from '../../lib/use-document-title';

const ROLES = ['admin', 'auction_admin', 'buyer'] as const;

export function AdminUsersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.users.title'));
  const qp = useQueryParams();
  const role = qp.get('role');
  const blocked = qp.get('blocked');
  const filter: UserFilter = {
    q: qp.get('q'),
    role: (ROLES as readonly string[]).includes(role ?? '') ? (role as UserFilter['role']) : undefined,
    blocked: blocked === 'true' || blocked === 'false' ? blocked : undefined,
    page_no: qp.page,
  };
  const list = useAdminData((signal) => searchUsers(filter, signal), [JSON.stringify(filter)]);
  const [search, setSearch] = useState(filter.q ?? '');

  return (
    <section className="admin-page">
      <header className="admin-page__head">
        <h1 className="page-title">{t('admin.users.title')}</h1>
      </header>
      <form
        className="admin-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          qp.set({ q: search.trim() });
        }}
      >
        <div className="field">
          <label htmlFor="uf-q" className="field__label">
            {t('admin.common.search')}
          </label>
          <input id="uf-q" className="field__input" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('admin.users.searchHint')} />
        </div>
        <SelectField id="uf-role" label={t('admin.users.role')} value={filter.role ?? ''} onChange={(v) => qp.set({ role: v })} options={ROLES.map((r) => ({ value: r, label: t(`admin.users.roles.${r}`) }))} empty={t('admin.common.all')} />
        <SelectField
          id="uf-blocked"
          label={t('admin.users.blocked')}
          value={filter.blocked ?? ''}
          onChange={(v) => qp.set({ blocked: v })}
          options={[
            { value: 'true', label: t('admin.users.onlyBlocked') },
            { value: 'false', label: t('admin.users.notBlocked') },
          ]}
          empty={t('admin.common.all')}
        />
        <button type="submit" className="button button--outline admin-filters__go">
          {t('admin.common.search')}
        </button>
      </form>
      <PagedTable
        list={list}
        label={t('admin.users.title')}
        empty={t('admin.users.none')}
        head={[t('admin.users.name'), t('admin.users.phone'), t('admin.fields.state'), t('admin.users.role'), t('admin.users.subscription'), t('admin.users.documents'), t('admin.fields.status'), t('admin.users.joined')]}
        hrefFor={(p) => qp.hrefFor({ page: p })}
        row={(u) => (
          <tr key={u.id}>
            <td>
              <Link href={adminUserUrl(u.id)} className="admin-table__main">
                {u.name || '—'}
              </Link>
              <span className="admin-table__sub">{u.email}</span>
            </td>
            <td>{u.phone}</td>
            <td>{u.state?.name ?? '—'}</td>
            <td>
              {u.is_admin ? <Pill tone="live">{t('admin.users.roles.admin')}</Pill> : null} {u.is_auction_admin ? <Pill tone="upcoming">{t('admin.users.roles.auction_admin')}</Pill> : null}
              {!u.is_admin && !u.is_auction_admin ? t('admin.users.roles.buyer') : null}
            </td>
            <td>{u.is_subscribed ? <When iso={u.subscription_end_date} /> : <span className="muted">{t('admin.users.notSubscribed')}</span>}</td>
            <td>{u.docs_uploaded ? t('admin.common.yes') : t('admin.common.no')}</td>
            <td>{u.is_blocked ? <Pill tone="bad">{t('admin.users.isBlocked')}</Pill> : <Pill tone="good">{t('admin.users.active')}</Pill>}</td>
            <td>
              <When iso={u.created_at} />
            </td>
          </tr>
        )}
      />
    </section>
  );
}

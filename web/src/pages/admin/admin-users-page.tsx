import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { searchUsers, type UserFilter } from '../../features/admin/api/users';
import { AdminListPage } from '../../features/admin/components/paged-table';
import { Pill, When } from '../../features/admin/components/ui';
import { adminUserUrl } from '../../features/admin/routes';
import { YES_NO, useQueryParams } from '../../features/admin/use-query-params';
import { useDocumentTitle } from '../../lib/use-document-title';

const ROLES = ['admin', 'auction_admin', 'buyer'] as const;

export function AdminUsersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.users.title'));
  const qp = useQueryParams();
  const filter: UserFilter = { q: qp.get('q'), role: qp.oneOf('role', ROLES), blocked: qp.oneOf('blocked', YES_NO) };

  return (
    <AdminListPage
      title={t('admin.users.title')}
      source={{ resource: 'users', filter, load: searchUsers }}
      idPrefix="uf"
      filters={[
        { kind: 'text', name: 'q', label: t('admin.common.search'), search: true, placeholder: t('admin.users.searchHint') },
        {
          kind: 'select',
          name: 'role',
          label: t('admin.users.role'),
          options: ROLES.map((r) => ({ value: r, label: t(`admin.users.roles.${r}`) })),
          all: t('admin.common.all'),
        },
        {
          kind: 'select',
          name: 'blocked',
          label: t('admin.users.blocked'),
          options: [
            { value: 'true', label: t('admin.users.onlyBlocked') },
            { value: 'false', label: t('admin.users.notBlocked') },
          ],
          all: t('admin.common.all'),
        },
      ]}
      empty={t('admin.users.none')}
      rowKey={(u) => u.id}
      columns={[
        {
          head: t('admin.users.name'),
          cell: (u) => (
            <>
              <Link href={adminUserUrl(u.id)} className="admin-table__main">
                {u.name || '—'}
              </Link>
              <span className="admin-table__sub">{u.email}</span>
            </>
          ),
        },
        { head: t('admin.users.phone'), cell: (u) => u.phone },
        { head: t('admin.fields.state'), cell: (u) => u.state?.name ?? '—' },
        {
          head: t('admin.users.role'),
          cell: (u) => (
            <>
              {u.is_admin ? <Pill tone="live">{t('admin.users.roles.admin')}</Pill> : null}{' '}
              {u.is_auction_admin ? <Pill tone="upcoming">{t('admin.users.roles.auction_admin')}</Pill> : null}
              {!u.is_admin && !u.is_auction_admin ? t('admin.users.roles.buyer') : null}
            </>
          ),
        },
        {
          head: t('admin.users.subscription'),
          cell: (u) =>
            u.is_subscribed ? <When iso={u.subscription_end_date} /> : <span className="muted">{t('admin.users.notSubscribed')}</span>,
        },
        { head: t('admin.users.documents'), cell: (u) => (u.docs_uploaded ? t('admin.common.yes') : t('admin.common.no')) },
        {
          head: t('admin.fields.status'),
          cell: (u) =>
            u.is_blocked ? <Pill tone="bad">{t('admin.users.isBlocked')}</Pill> : <Pill tone="good">{t('admin.users.active')}</Pill>,
        },
        { head: t('admin.users.joined'), cell: (u) => <When iso={u.created_at} /> },
      ]}
    />
  );
}

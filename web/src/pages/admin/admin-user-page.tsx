import { blockForm } from '@vahanhaat/contract/forms/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { isFullAdmin } from '../../features/admin/access';
import { errorMessage } from '../../features/admin/api/http';
import { blockUser, getUser, setRole, unblockUser } from '../../features/admin/api/users';
import { AdminRecordPage } from '../../features/admin/components/record-page';
import { Pill, When } from '../../features/admin/components/ui';
import { AdminResourceForm } from '../../features/admin/form/admin-resource-form';
import { useAdminQuery, useAdminRefresh } from '../../features/admin/queries';
import { ADMIN_ROUTES } from '../../features/admin/routes';
import { userAtom } from '../../features/session/atoms';
import { queryKeys } from '../../lib/query';
import { toast } from '../../lib/toast';
import { useAtomValue } from '../../lib/use-atom';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { AdminUserDetail } from '../../features/admin/api/types';

/** The server's rule (contract http/admin-users.ts blockBody): the message shown at login, 1 to 500 characters. */

export function AdminUserPage() {
  const { t } = useTranslation();
  const id = Number(useParams<{ id: string }>().id);
  const me = useAtomValue(userAtom);
  const user = useAdminQuery(queryKeys.admin.user(id), (signal) => getUser(id, signal));
  const refresh = useAdminRefresh();
  const [blocking, setBlocking] = useState(false);
  const [busy, setBusy] = useState(false);
  const u = user.data;
  useDocumentTitle(u ? u.name || u.phone : t('admin.users.title'));
  const self = me?.user_id === id;

  async function run(work: () => Promise<{ data: AdminUserDetail; msg: string }>) {
    setBusy(true);
    try {
      const { msg } = await work();
      toast.success(msg || t('admin.common.saved'));
      refresh();
    } catch (err) {
      toast.error(errorMessage(err, t('common.somethingWentWrong')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AdminRecordPage
      back={{ href: ADMIN_ROUTES.users, label: t('admin.nav.users') }}
      record={user}
      title={(u) => u.name || u.phone}
      meta={(u) => (
        <>
          <p className="admin-page__meta">
            {u.phone} · #{u.id}{' '}
            {u.is_blocked ? <Pill tone="bad">{t('admin.users.isBlocked')}</Pill> : <Pill tone="good">{t('admin.users.active')}</Pill>}
          </p>
          {u.is_blocked && u.block_description ? (
            <p className="admin-page__meta">{t('admin.users.blockReason', { reason: u.block_description })}</p>
          ) : null}
        </>
      )}
      actions={(u) => (
        <>
          {u.is_blocked ? (
            <button
              type="button"
              className="button button--outline"
              disabled={busy || self}
              onClick={() => void run(() => unblockUser(u.id))}
            >
              {t('admin.users.unblock')}
            </button>
          ) : (
            <button type="button" className="button button--outline" disabled={busy || self} onClick={() => setBlocking(true)}>
              {t('admin.users.block')}
            </button>
          )}
        </>
      )}
    >
      {(u) => (
        <>
          <div className="admin-grid">
            <section className="admin-card">
              <h2 className="section-title">{t('admin.users.profile')}</h2>
              <dl className="admin-dl">
                <div>
                  <dt>{t('admin.users.email')}</dt>
                  <dd>{u.email || '—'}</dd>
                </div>
                <div>
                  <dt>{t('admin.fields.state')}</dt>
                  <dd>{u.state?.name ?? '—'}</dd>
                </div>
                <div>
                  <dt>{t('admin.users.address')}</dt>
                  <dd>{[u.address, u.pincode].filter(Boolean).join(', ') || '—'}</dd>
                </div>
                <div>
                  <dt>{t('admin.users.aadhaar')}</dt>
                  <dd>{u.aadhar_number ?? '—'}</dd>
                </div>
                <div>
                  <dt>{t('admin.users.pan')}</dt>
                  <dd>{u.pan_number ?? '—'}</dd>
                </div>
                <div>
                  <dt>{t('admin.users.subscription')}</dt>
                  <dd>{u.is_subscribed ? <When iso={u.subscription_end_date} /> : t('admin.users.notSubscribed')}</dd>
                </div>
                <div>
                  <dt>{t('admin.users.joined')}</dt>
                  <dd>
                    <When iso={u.created_at} />
                  </dd>
                </div>
                <div>
                  <dt>{t('admin.users.activity')}</dt>
                  <dd>
                    {t('admin.users.activityText', {
                      quotes: u.activity.quote_count,
                      won: u.activity.lots_won,
                      backouts: u.activity.backouts_due,
                    })}
                  </dd>
                </div>
              </dl>
            </section>
            <section className="admin-card">
              <h2 className="section-title">{t('admin.users.documents')}</h2>
              {u.documents.length === 0 ? <p className="muted">{t('admin.users.noDocuments')}</p> : null}
              <ul className="plain-list admin-docs">
                {u.documents.map((d) => (
                  <li key={d.id}>
                    <a href={d.file_url} target="_blank" rel="noopener">
                      {t(`admin.users.docKind.${d.kind}`)}
                    </a>{' '}
                    <span className="muted">
                      {d.mime} · {Math.ceil(d.size_bytes / 1024)} KB · <When iso={d.uploaded_at} />
                    </span>{' '}
                    <Pill tone={d.status === 'verified' ? 'good' : d.status === 'rejected' ? 'bad' : 'warn'}>
                      {t(`admin.users.docStatus.${d.status}`)}
                    </Pill>
                  </li>
                ))}
              </ul>
              <h2 className="section-title">{t('admin.users.permissions')}</h2>
              {u.permissions.length === 0 ? <p className="muted">{t('admin.users.noPermissions')}</p> : null}
              <ul className="plain-list">
                {u.permissions.map((p) => (
                  <li key={p.state_id}>
                    {p.state}
                    {p.designation ? ` · ${p.designation}` : ''}
                  </li>
                ))}
              </ul>
            </section>
            <section className="admin-card">
              <h2 className="section-title">{t('admin.users.roleTitle')}</h2>
              {self ? <p className="muted">{t('admin.users.ownRoles')}</p> : null}
              {(['admin', 'auction_admin'] as const).map((role) => {
                const has = role === 'admin' ? u.is_admin : u.is_auction_admin;
                const allowed = !self && (role === 'auction_admin' || isFullAdmin(me));
                return (
                  <div key={role} className="admin-role">
                    <span>
                      {t(`admin.users.roles.${role}`)}: <strong>{has ? t('admin.common.yes') : t('admin.common.no')}</strong>
                    </span>
                    <button
                      type="button"
                      className="button button--outline button--small"
                      disabled={busy || !allowed}
                      onClick={() => void run(() => setRole(u.id, role, !has))}
                    >
                      {has ? t('admin.users.revoke') : t('admin.users.grant')}
                    </button>
                  </div>
                );
              })}
            </section>
          </div>
          {blocking ? (
            <AdminResourceForm
              formId="admin-block-user"
              size="sm"
              title={t('admin.users.blockTitle', { name: u.name || u.phone })}
              schema={blockForm}
              defaultValues={{ block_description: '' }}
              parts={[
                { key: 'about', content: <p>{t('admin.users.blockMessage')}</p> },
                {
                  key: 'reason',
                  grid: false,
                  fields: [
                    {
                      name: 'block_description',
                      id: 'admin-block-reason',
                      label: t('admin.users.blockDescription'),
                      kind: 'textarea',
                      maxLength: 500,
                      required: true,
                    },
                  ],
                },
              ]}
              onSubmit={async ({ block_description }) => {
                const { msg } = await blockUser(u.id, block_description);
                toast.success(msg || t('admin.common.saved'));
                refresh();
                setBlocking(false);
              }}
              onClose={() => setBlocking(false)}
              submitLabel={t('admin.users.block')}
            />
          ) : null}
        </>
      )}
    </AdminRecordPage>
  );
}

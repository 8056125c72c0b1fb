import { financierForm } from '@vahanhaat/contract/forms/admin';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query';
import { createFinancier, editFinancier, listFinanciers, uploadLogo } from '../api/reference';
import { AdminResourceForm } from '../form/admin-resource-form';
import { useAdminChange, useAdminQuery } from '../queries';
import { ReferencePanel } from './reference-panel';
import { Pill } from './ui';

export function FinanciersPanel() {
  const { t } = useTranslation();
  const key = queryKeys.admin.reference('financiers');
  const list = useAdminQuery(key, listFinanciers);
  const { busy, run, send } = useAdminChange([key]);

  return (
    <ReferencePanel
      list={list}
      label={t('admin.reference.financiers')}
      columns={[
        t('admin.reference.logo'),
        t('admin.users.name'),
        t('admin.reference.slug'),
        { label: t('admin.nav.auctions'), num: true },
        t('admin.fields.status'),
        t('admin.common.actions'),
      ]}
      row={(f) => (
        <tr key={f.id}>
          <td>
            {f.logo_url ? (
              <img className="admin-logo" src={f.logo_url} alt={t('admin.reference.logoOf', { name: f.name })} width={80} height={40} />
            ) : (
              '—'
            )}
          </td>
          <td>{f.name}</td>
          <td>
            <code>{f.slug}</code>
          </td>
          <td className="num">{f.auction_count}</td>
          <td>
            {f.is_active ? (
              <Pill tone="good">{t('admin.reference.active')}</Pill>
            ) : (
              <Pill tone="muted">{t('admin.reference.inactive')}</Pill>
            )}
          </td>
          <td>
            <div className="admin-actions">
              <label className="button button--outline button--small admin-file-button">
                {t('admin.reference.uploadLogo')}
                <input
                  type="file"
                  className="visually-hidden"
                  accept="image/png,image/jpeg,image/webp,image/svg+xml"
                  disabled={busy}
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    e.target.value = '';
                    if (file) void run(() => uploadLogo(f.id, file));
                  }}
                />
              </label>
              <button
                type="button"
                className="button button--outline button--small"
                disabled={busy}
                onClick={() => void run(() => editFinancier(f.id, { is_active: !f.is_active }))}
              >
                {f.is_active ? t('admin.reference.deactivate') : t('admin.reference.activate')}
              </button>
            </div>
          </td>
        </tr>
      )}
    >
      <AdminResourceForm
        formId="admin-financier-new"
        title={t('admin.reference.newFinancier')}
        schema={financierForm}
        defaultValues={{ name: '' }}
        parts={[
          {
            key: 'new',
            fields: [{ name: 'name', id: 'fin-name', label: t('admin.reference.newFinancier'), maxLength: 120, required: true }],
          },
        ]}
        onSubmit={(values) => send(() => createFinancier(values))}
        onClose={() => undefined}
        submitLabel={t('admin.common.add')}
        inline={{}}
      />
    </ReferencePanel>
  );
}

import { financierForm } from '@vahanhaat/contract/forms/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query';
import { createFinancier, editFinancier, listFinanciers, uploadLogo } from '../api/reference';
import { AdminResourceForm } from '../form/admin-resource-form';
import { useAdminChange, useAdminQuery } from '../queries';
import { ReferencePanel } from './reference-panel';
import { Pill } from './ui';
import type { Financier } from '../api/types';

/** The buying-limit multiple's field, the same on the add and edit forms (blank: the platform default). */
const multipleField = (id: string, label: string) =>
  ({ name: 'deposit_limit_multiple', id, label, kind: 'number', min: 1, max: 1000, optional: true }) as const;

/** The languages a financier's name is spelt in besides English (its `name`), in the site's order. */
const SPELT = LANGUAGES.flatMap((l) => (l.code === 'en' ? [] : [l]));
type Spelt = (typeof SPELT)[number]['code'];
const nameKey = (code: Spelt) => `name_${code}` as const;

/** A field per language for the name's spelling there; blank: readers of that language see the English name. */
const namesFields = (prefix: string, label: (language: string) => string) =>
  SPELT.map(
    (l) => ({ name: nameKey(l.code), id: `${prefix}-name-${l.code}`, label: label(l.label), maxLength: 120, optional: true }) as const,
  );

/** The form's values for `names` (blank where a language has none). */
const spellingValues = (names: Partial<Record<Spelt, string>>) => ({
  name_hi: names.hi ?? '',
  name_mr: names.mr ?? '',
  name_gu: names.gu ?? '',
  name_kn: names.kn ?? '',
  name_te: names.te ?? '',
  name_ta: names.ta ?? '',
});

/**
 * The spellings that differ from `before`, as the request sends them (a blank one removes it);
 * nothing when none changed, so an edit of something else leaves them alone.
 */
function namesOf(v: Record<`name_${Spelt}`, string>, before: Partial<Record<Spelt, string>> = {}) {
  const changed = SPELT.flatMap(({ code }) => {
    const now = v[nameKey(code)].trim();
    return now === (before[code] ?? '') ? [] : [[code, now] as const];
  });
  return changed.length === 0 ? {} : { name_i18n: Object.fromEntries(changed) as Partial<Record<Spelt, string>> };
}

/** The multiple as the request sends it: null clears it (the platform's default). */
const multipleOf = (v: string) => (v.trim() === '' ? null : Number(v.trim()));

function EditFinancier({ financier, onClose }: { financier: Financier; onClose: () => void }) {
  const { t } = useTranslation();
  const { send } = useAdminChange([queryKeys.admin.reference('financiers')], onClose);
  return (
    <AdminResourceForm
      formId="admin-financier-edit"
      title={t('admin.reference.editFinancier', { name: financier.name })}
      schema={financierForm}
      size="sm"
      defaultValues={{
        name: financier.name,
        ...spellingValues(financier.name_i18n),
        deposit_limit_multiple: financier.deposit_limit_multiple === null ? '' : String(financier.deposit_limit_multiple),
      }}
      parts={[
        {
          key: 'edit',
          fields: [
            { name: 'name', id: 'fin-edit-name', label: t('admin.users.name'), maxLength: 120, required: true },
            multipleField('fin-edit-multiple', t('admin.reference.depositMultiple')),
          ],
          help: t('admin.reference.depositMultipleHelp'),
        },
        {
          key: 'names',
          fields: namesFields('fin-edit', (language) => t('admin.reference.nameIn', { language })),
          help: t('admin.reference.namesHelp'),
        },
      ]}
      onSubmit={(v) =>
        send(() =>
          editFinancier(financier.id, {
            name: v.name,
            ...namesOf(v, financier.name_i18n),
            deposit_limit_multiple: multipleOf(v.deposit_limit_multiple),
          }),
        )
      }
      onClose={onClose}
      submitLabel={t('admin.common.save')}
    />
  );
}

export function FinanciersPanel() {
  const { t } = useTranslation();
  const key = queryKeys.admin.reference('financiers');
  const list = useAdminQuery(key, listFinanciers);
  const { busy, run, send } = useAdminChange([key]);
  const [editing, setEditing] = useState<Financier | null>(null);

  return (
    <ReferencePanel
      list={list}
      label={t('admin.reference.financiers')}
      columns={[
        t('admin.reference.logo'),
        t('admin.users.name'),
        t('admin.reference.slug'),
        { label: t('admin.reference.depositMultipleShort'), num: true },
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
          <td className="num">
            {f.deposit_limit_multiple === null ? (
              <span className="muted">{t('admin.reference.platformDefault')}</span>
            ) : (
              `× ${f.deposit_limit_multiple}`
            )}
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
              <button
                type="button"
                className="button button--outline button--small"
                disabled={busy}
                aria-label={t('admin.reference.editFinancier', { name: f.name })}
                onClick={() => setEditing(f)}
              >
                {t('admin.common.edit')}
              </button>
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
        defaultValues={{ name: '', ...spellingValues({}), deposit_limit_multiple: '' }}
        parts={[
          {
            key: 'new',
            fields: [
              { name: 'name', id: 'fin-name', label: t('admin.reference.newFinancier'), maxLength: 120, required: true },
              multipleField('fin-multiple', t('admin.reference.depositMultiple')),
            ],
          },
          {
            key: 'names',
            fields: namesFields('fin', (language) => t('admin.reference.nameIn', { language })),
            help: t('admin.reference.namesHelp'),
          },
        ]}
        onSubmit={(v) =>
          send(() =>
            createFinancier({
              name: v.name,
              ...namesOf(v),
              ...(v.deposit_limit_multiple.trim() === '' ? {} : { deposit_limit_multiple: Number(v.deposit_limit_multiple.trim()) }),
            }),
          )
        }
        onClose={() => undefined}
        submitLabel={t('admin.common.add')}
        inline={{}}
      />
      {editing ? <EditFinancier financier={editing} onClose={() => setEditing(null)} /> : null}
    </ReferencePanel>
  );
}

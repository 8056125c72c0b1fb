import { planForm, planPriceForm } from '@vahanhaat/contract/forms/admin';
import { numberOf } from '@vahanhaat/contract/forms/rules';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query';
import { createPlan, editPlan, listPlans, listSegments, setPlanPublished } from '../api/reference';
import { AdminResourceForm } from '../form/admin-resource-form';
import { RowForm, digitsOnly } from '../form/row-form';
import { useAdminChange, useAdminQuery } from '../queries';
import { optionsOf } from '../use-reference-lists';
import { ReferencePanel } from './reference-panel';
import { MoneyCell, Pill } from './ui';

const TENURES = [1, 3, 6, 9, 12, 24];

export function PlansPanel() {
  const { t } = useTranslation();
  const key = queryKeys.admin.reference('plans');
  const list = useAdminQuery(key, listPlans);
  const segments = useAdminQuery(queryKeys.admin.reference('segments'), listSegments);
  const { busy, run, send } = useAdminChange([key]);

  return (
    <ReferencePanel
      list={list}
      label={t('admin.reference.plans')}
      columns={[
        t('admin.users.name'),
        t('admin.fields.segment'),
        t('admin.reference.tenure'),
        { label: t('admin.reference.price'), num: true },
        { label: t('admin.reference.subscriptions'), num: true },
        t('admin.fields.status'),
        t('admin.common.actions'),
      ]}
      row={(p) => (
        <tr key={p.id}>
          <td>{p.name}</td>
          <td>{p.segment_name ?? t('admin.reference.allSegments')}</td>
          <td>{t('admin.reference.months', { count: p.tenure_months })}</td>
          <MoneyCell value={p.price} />
          <td className="num">{p.subscription_count}</td>
          <td>
            {p.is_published ? (
              <Pill tone="good">{t('admin.reference.published')}</Pill>
            ) : (
              <Pill tone="muted">{t('admin.reference.unpublished')}</Pill>
            )}
          </td>
          <td>
            <RowForm
              schema={planPriceForm}
              defaultValues={{ price: '' }}
              cells={[
                {
                  name: 'price',
                  label: t('admin.reference.newPriceFor', { name: p.name, months: p.tenure_months }),
                  placeholder: t('admin.reference.newPrice'),
                  inputMode: 'numeric',
                  tidy: digitsOnly,
                  className: 'field__input admin-price-input',
                },
              ]}
              ready={(v) => v.price !== ''}
              resetOnSave
              busy={busy}
              onSave={(v) => run(() => editPlan(p.id, { price: numberOf(v.price) }))}
              inline={{
                className: 'admin-actions',
                after: (
                  <button
                    type="button"
                    className="button button--outline button--small"
                    disabled={busy}
                    onClick={() => void run(() => setPlanPublished(p.id, !p.is_published))}
                  >
                    {p.is_published ? t('admin.reference.unpublish') : t('admin.reference.publish')}
                  </button>
                ),
              }}
            />
          </td>
        </tr>
      )}
    >
      <AdminResourceForm
        formId="admin-plan-new"
        title={t('admin.reference.plans')}
        schema={planForm}
        defaultValues={{ name: '', tenure: '6', segment: '', price: '' }}
        parts={[
          {
            key: 'new',
            fields: [
              { name: 'name', id: 'pl-name', label: t('admin.reference.newPlan'), maxLength: 120, required: true },
              {
                name: 'tenure',
                id: 'pl-tenure',
                label: t('admin.reference.tenure'),
                kind: 'select',
                options: TENURES.map((n) => ({ value: String(n), label: t('admin.reference.months', { count: n }) })),
              },
              {
                name: 'segment',
                id: 'pl-seg',
                label: t('admin.fields.segment'),
                kind: 'select',
                options: optionsOf(segments.data ?? []),
                empty: t('admin.reference.allSegments'),
              },
              { name: 'price', id: 'pl-price', label: t('admin.reference.price'), required: true },
            ],
          },
        ]}
        onSubmit={(v) =>
          send(() =>
            createPlan({
              name: v.name,
              tenure_months: Number(v.tenure),
              price: numberOf(v.price),
              ...(v.segment ? { segment_id: Number(v.segment) } : {}),
            }),
          )
        }
        onClose={() => undefined}
        submitLabel={t('admin.common.add')}
        inline={{}}
      />
    </ReferencePanel>
  );
}

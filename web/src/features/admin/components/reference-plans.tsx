import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createPlan, editPlan, listPlans, listSegments, setPlanPublished } from '../api/reference';
import { queryKeys } from '../../../lib/query';
import { useAdminChange, useAdminQuery } from '../queries';
import { ReferencePanel } from './reference-panel';
import { Money, Pill, SelectField } from './ui';

const TENURES = [1, 3, 6, 9, 12, 24];

export function PlansPanel() {
  const { t } = useTranslation();
  const key = queryKeys.admin.reference('plans');
  const list = useAdminQuery(key, listPlans);
  const segments = useAdminQuery(queryKeys.admin.reference('segments'), listSegments);
  const [prices, setPrices] = useState<Record<number, string>>({});
  const [form, setForm] = useState({ name: '', tenure: '6', segment: '', price: '' });
  const { busy, run } = useAdminChange([key]);

  return (
    <ReferencePanel
      list={list}
      label={t('admin.reference.plans')}
      columns={[t('admin.users.name'), t('admin.fields.segment'), t('admin.reference.tenure'), { label: t('admin.reference.price'), num: true }, { label: t('admin.reference.subscriptions'), num: true }, t('admin.fields.status'), t('admin.common.actions')]}
      row={(p) => (
        <tr key={p.id}>
          <td>{p.name}</td>
          <td>{p.segment_name ?? t('admin.reference.allSegments')}</td>
          <td>{t('admin.reference.months', { count: p.tenure_months })}</td>
          <td className="num">
            <Money value={p.price} />
          </td>
          <td className="num">{p.subscription_count}</td>
          <td>{p.is_published ? <Pill tone="good">{t('admin.reference.published')}</Pill> : <Pill tone="muted">{t('admin.reference.unpublished')}</Pill>}</td>
          <td>
            <form
              className="admin-actions"
              onSubmit={(e) => {
                e.preventDefault();
                const price = Number(prices[p.id]);
                if (price > 0) void run(() => editPlan(p.id, { price })).then((ok) => ok && setPrices((s) => ({ ...s, [p.id]: '' })));
              }}
            >
              <input
                className="field__input admin-price-input"
                inputMode="numeric"
                aria-label={t('admin.reference.newPriceFor', { name: p.name, months: p.tenure_months })}
                placeholder={t('admin.reference.newPrice')}
                value={prices[p.id] ?? ''}
                onChange={(e) => setPrices((s) => ({ ...s, [p.id]: e.target.value.replace(/\D/g, '') }))}
              />
              <button type="submit" className="button button--outline button--small" disabled={busy || !prices[p.id]}>
                {t('admin.common.save')}
              </button>
              <button type="button" className="button button--outline button--small" disabled={busy} onClick={() => void run(() => setPlanPublished(p.id, !p.is_published))}>
                {p.is_published ? t('admin.reference.unpublish') : t('admin.reference.publish')}
              </button>
            </form>
          </td>
        </tr>
      )}
    >
      <form
        className="admin-inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void run(() =>
            createPlan({ name: form.name.trim(), tenure_months: Number(form.tenure), price: Number(form.price), ...(form.segment ? { segment_id: Number(form.segment) } : {}) }),
          ).then((ok) => ok && setForm((f) => ({ ...f, name: '', price: '' })));
        }}
      >
        <div className="field">
          <label htmlFor="pl-name" className="field__label">
            {t('admin.reference.newPlan')}
          </label>
          <input id="pl-name" className="field__input" value={form.name} required maxLength={120} onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))} />
        </div>
        <SelectField id="pl-tenure" label={t('admin.reference.tenure')} value={form.tenure} onChange={(v) => setForm((f) => ({ ...f, tenure: v }))} options={TENURES.map((n) => ({ value: String(n), label: t('admin.reference.months', { count: n }) }))} />
        <SelectField id="pl-seg" label={t('admin.fields.segment')} value={form.segment} onChange={(v) => setForm((f) => ({ ...f, segment: v }))} options={(segments.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))} empty={t('admin.reference.allSegments')} />
        <div className="field">
          <label htmlFor="pl-price" className="field__label">
            {t('admin.reference.price')}
          </label>
          <input id="pl-price" className="field__input" inputMode="numeric" value={form.price} required onChange={(e) => setForm((f) => ({ ...f, price: e.target.value.replace(/\D/g, '') }))} />
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('admin.common.add')}
        </button>
      </form>
    </ReferencePanel>
  );
}

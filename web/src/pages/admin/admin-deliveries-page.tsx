import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_CHANNELS, DELIVERY_KINDS, DELIVERY_STATUSES, deliveryLog, type Delivery, type DeliveryFilter } from '../../features/admin/api/deliveries';
import { PagedTable } from '../../features/admin/components/paged-table';
import { Pill, SelectField, When, type Tone } from '../../features/admin/components/ui';
import { useAdminData } from '../../features/admin/use-admin-data';
import { useQueryParams } from '../../features/admin/use-query-params';
import { PeriodFields } from '../../features/invoices/components/period-fields';
import { formatDateTime } from '../../lib/format-time';
import { useDocumentTitle } from '../../lib/use-document-title';

const TONE: Record<Delivery['status'], Tone> = { pending: 'upcoming', sending: 'upcoming', retry: 'warn', sent: 'good', failed: 'bad', suppressed: 'muted' };

/** A day picked in the form (YYYY-MM-DD, India's calendar) as the instant it starts, or the next one starts. */
const istStart = (day: string | undefined, plusDays = 0) => {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  return new Date(Date.parse(`${day}T00:00:00+05:30`) + plusDays * 86_400_000).toISOString();
};

/** The console's message log: every notice the service decided, newest first, with the provider's answer. */
export function AdminDeliveriesPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('admin.deliveries.title'));
  const qp = useQueryParams();
  const picked = { channel: qp.get('channel'), kind: qp.get('kind'), status: qp.get('status'), phone: qp.get('phone'), from: qp.get('from'), to: qp.get('to') };
  const filter: DeliveryFilter = { ...picked, user_id: qp.get('user_id'), from: istStart(picked.from), to: istStart(picked.to, 1), page_no: qp.page };
  const list = useAdminData((signal) => deliveryLog(filter, signal), [JSON.stringify(filter)]);
  const [form, setForm] = useState({
    channel: picked.channel ?? '',
    kind: picked.kind ?? '',
    status: picked.status ?? '',
    phone: picked.phone ?? '',
    from: picked.from ?? '',
    to: picked.to ?? '',
  });
  const set = (k: keyof typeof form) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const label = (group: 'channels' | 'kinds' | 'statuses' | 'reasons', value: string) => t(`admin.deliveries.${group}.${value}`, { defaultValue: value });

  return (
    <section className="admin-page">
      <header className="admin-page__head">
        <h1 className="page-title">{t('admin.deliveries.title')}</h1>
      </header>
      <p className="muted">{t('admin.deliveries.intro')}</p>
      <form
        className="admin-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          qp.set({ ...form, phone: form.phone.replace(/\D/g, '').slice(-10) });
        }}
      >
        <SelectField id="dl-channel" label={t('admin.deliveries.channel')} value={form.channel} onChange={set('channel')} empty={t('admin.common.all')} options={DELIVERY_CHANNELS.map((c) => ({ value: c, label: label('channels', c) }))} />
        <SelectField id="dl-kind" label={t('admin.deliveries.kind')} value={form.kind} onChange={set('kind')} empty={t('admin.common.all')} options={DELIVERY_KINDS.map((k) => ({ value: k, label: label('kinds', k) }))} />
        <SelectField id="dl-status" label={t('admin.deliveries.status')} value={form.status} onChange={set('status')} empty={t('admin.common.all')} options={DELIVERY_STATUSES.map((s) => ({ value: s, label: label('statuses', s) }))} />
        <div className="field">
          <label htmlFor="dl-phone" className="field__label">
            {t('admin.deliveries.phone')}
          </label>
          <input id="dl-phone" className="field__input" inputMode="tel" autoComplete="off" value={form.phone} onChange={(e) => set('phone')(e.target.value)} />
        </div>
        <PeriodFields idPrefix="dl" period={{ from: form.from, to: form.to }} onChange={(p) => setForm((f) => ({ ...f, ...p }))} />
        <button type="submit" className="button button--outline admin-filters__go">
          {t('admin.common.search')}
        </button>
      </form>
      <PagedTable
        list={list}
        label={t('admin.deliveries.title')}
        empty={t('admin.deliveries.none')}
        head={[t('admin.deliveries.when'), t('admin.deliveries.buyer'), t('admin.deliveries.kind'), t('admin.deliveries.channel'), t('admin.deliveries.status'), t('admin.deliveries.answer'), t('admin.deliveries.attempts'), t('admin.deliveries.latency')]}
        hrefFor={(p) => qp.hrefFor({ page: p })}
        compact
        row={(r) => (
          <tr key={r.id}>
            <td>
              <When iso={r.created_at} />
            </td>
            <td>
              <span className="admin-table__main">{r.user.name || '—'}</span>
              <span className="admin-table__sub">{r.user.phone}</span>
            </td>
            <td>
              <span className="admin-table__main">{label('kinds', r.kind)}</span>
              {r.params.lot ? <span className="admin-table__sub">{t('admin.deliveries.lot', { id: r.params.lot })}</span> : null}
            </td>
            <td>
              {label('channels', r.channel)} · {r.language}
            </td>
            <td>
              <Pill tone={TONE[r.status] ?? 'muted'}>{label('statuses', r.status)}</Pill>
              {r.reason ? <span className="admin-table__sub">{label('reasons', r.reason)}</span> : null}
              {r.next_attempt_at && r.status === 'retry' ? (
                <span className="admin-table__sub">{t('admin.deliveries.nextTry', { when: formatDateTime(r.next_attempt_at, i18n.language) })}</span>
              ) : null}
            </td>
            <td className="admin-audit__details">{r.error ?? r.provider_id ?? '—'}</td>
            <td>{r.attempts}</td>
            <td>{r.latency_ms === null ? '—' : `${(r.latency_ms / 1000).toFixed(1)} s`}</td>
          </tr>
        )}
      />
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import {
  DELIVERY_CHANNELS,
  DELIVERY_KINDS,
  DELIVERY_STATUSES,
  deliveryLog,
  type Delivery,
  type DeliveryFilter,
} from '../../features/admin/api/deliveries';
import { AdminListPage, type FilterField } from '../../features/admin/components/paged-table';
import { Pill, When, type Tone } from '../../features/admin/components/ui';
import { useQueryParams } from '../../features/admin/use-query-params';
import { formatDateTime } from '../../lib/format-time';
import { useDocumentTitle } from '../../lib/use-document-title';

const TONE: Record<Delivery['status'], Tone> = {
  pending: 'upcoming',
  sending: 'upcoming',
  retry: 'warn',
  sent: 'good',
  failed: 'bad',
  suppressed: 'muted',
};

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
  const picked = {
    channel: qp.get('channel'),
    kind: qp.get('kind'),
    status: qp.get('status'),
    phone: qp.get('phone'),
    from: qp.get('from'),
    to: qp.get('to'),
  };
  const filter: DeliveryFilter = {
    ...picked,
    user_id: qp.get('user_id'),
    from: istStart(picked.from),
    to: istStart(picked.to, 1),
  };
  const label = (group: 'channels' | 'kinds' | 'statuses' | 'reasons', value: string) =>
    t(`admin.deliveries.${group}.${value}`, { defaultValue: value });
  const choice = (
    name: 'channel' | 'kind' | 'status',
    group: 'channels' | 'kinds' | 'statuses',
    values: readonly string[],
  ): FilterField => ({
    kind: 'select',
    name,
    label: t(`admin.deliveries.${name}`),
    options: values.map((v) => ({ value: v, label: label(group, v) })),
    all: t('admin.common.all'),
  });

  return (
    <AdminListPage
      title={t('admin.deliveries.title')}
      intro={t('admin.deliveries.intro')}
      source={{ resource: 'deliveries', filter, load: deliveryLog }}
      idPrefix="dl"
      filters={[
        choice('channel', 'channels', DELIVERY_CHANNELS),
        choice('kind', 'kinds', DELIVERY_KINDS),
        choice('status', 'statuses', DELIVERY_STATUSES),
        {
          kind: 'text',
          name: 'phone',
          label: t('admin.deliveries.phone'),
          inputMode: 'tel',
          normalize: (v) => v.replace(/\D/g, '').slice(-10),
        },
        { kind: 'date', name: 'from', label: t('invoices.admin.from') },
        { kind: 'date', name: 'to', label: t('invoices.admin.to') },
      ]}
      empty={t('admin.deliveries.none')}
      compact
      rowKey={(r) => r.id}
      columns={[
        { head: t('admin.deliveries.when'), cell: (r) => <When iso={r.created_at} /> },
        {
          head: t('admin.deliveries.buyer'),
          cell: (r) => (
            <>
              <span className="admin-table__main">{r.user.name || '—'}</span>
              <span className="admin-table__sub">{r.user.phone}</span>
              {r.to && r.to !== r.user.phone ? <span className="admin-table__sub">→ {r.to}</span> : null}
            </>
          ),
        },
        {
          head: t('admin.deliveries.kind'),
          cell: (r) => (
            <>
              <span className="admin-table__main">{label('kinds', r.kind)}</span>
              {r.params.lot ? <span className="admin-table__sub">{t('admin.deliveries.lot', { id: r.params.lot })}</span> : null}
            </>
          ),
        },
        { head: t('admin.deliveries.channel'), cell: (r) => `${label('channels', r.channel)} · ${r.language}` },
        {
          head: t('admin.deliveries.status'),
          cell: (r) => (
            <>
              <Pill tone={TONE[r.status] ?? 'muted'}>{label('statuses', r.status)}</Pill>
              {r.reason ? <span className="admin-table__sub">{label('reasons', r.reason)}</span> : null}
              {r.next_attempt_at && r.status === 'retry' ? (
                <span className="admin-table__sub">
                  {t('admin.deliveries.nextTry', { when: formatDateTime(r.next_attempt_at, i18n.language) })}
                </span>
              ) : null}
            </>
          ),
        },
        { head: t('admin.deliveries.answer'), cell: (r) => r.error ?? r.provider_id ?? '—', className: 'admin-audit__details' },
        { head: t('admin.deliveries.attempts'), cell: (r) => r.attempts },
        { head: t('admin.deliveries.latency'), cell: (r) => (r.latency_ms === null ? '—' : `${(r.latency_ms / 1000).toFixed(1)} s`) },
      ]}
    />
  );
}

import { feeForm, rtoForm, yardForm } from '@vahanhaat/contract/forms/admin';
import { COST_LIMITS } from '@vahanhaat/contract/http/limits';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query';
import { adminGet, adminSend } from '../api/http';
import { RowForm, digitsOnly } from '../form/row-form';
import { useAdminChange, useAdminQuery } from '../queries';
import { AdminTable, Loadable } from './ui';
import type { ParseKeys } from 'i18next';

interface CostTables {
  default_fee: { kind: 'percent' | 'flat'; percent_bp: number; flat_amount: number; gst_percent: number };
  default_yard_per_day: number;
  default_rto: number;
  fees: {
    financier_id: number;
    financier: string;
    kind: 'percent' | 'flat' | null;
    percent_bp: number | null;
    flat_amount: number | null;
    gst_percent: number | null;
  }[];
  yards: { yard_location: string; per_day: number }[];
  rto: { state_id: number; state: string; segment_id: number; segment: string; amount: number; estimate: boolean; source: string }[];
}

const COSTS_KEY = queryKeys.admin.reference('costs');

/*
 * Each table's columns after the first: the heads of the table, and the accessible names of the
 * inputs of each row (a row is its own form), so the two always agree. The last column holds Save.
 */
const FEE_COLUMNS = {
  kind: 'insight.admin.feeKind',
  percent: 'insight.admin.percent',
  flat: 'insight.admin.flat',
  gst: 'insight.admin.gst',
} as const;
const YARD_COLUMNS = { per_day: 'insight.admin.perDay' } as const;
const RTO_COLUMNS = { amount: 'insight.admin.amount', estimate: 'insight.admin.estimate', source: 'insight.admin.source' } as const;

/** Saves one row of a cost table, then reads the tables again; true when it was saved. */
function useSaver(path: string) {
  const { busy, run } = useAdminChange([COSTS_KEY]);
  return { busy, save: (body: unknown) => run(() => adminSend('POST', path, body)) };
}

/** A blank number reads as 0, as the tables have always saved it. */
const num = (v: string) => Number(v) || 0;

function FeeRow({ row, fallback }: { row: CostTables['fees'][number]; fallback: CostTables['default_fee'] }) {
  const { t } = useTranslation();
  const saver = useSaver('/admin/cost-settings/fee');
  return (
    <RowForm
      schema={feeForm}
      defaultValues={{
        kind: row.kind ?? fallback.kind,
        percent: ((row.percent_bp ?? fallback.percent_bp) / 100).toFixed(2),
        flat: String(row.flat_amount ?? fallback.flat_amount),
        gst: String(row.gst_percent ?? fallback.gst_percent),
      }}
      lead={
        <td>
          {row.financier}
          {row.kind === null ? <small className="muted"> ({t('insight.admin.default')})</small> : null}
        </td>
      }
      cells={[
        {
          name: 'kind',
          label: t(FEE_COLUMNS.kind),
          kind: 'select',
          options: [
            { value: 'percent', label: '%' },
            { value: 'flat', label: '₹' },
          ],
        },
        { name: 'percent', label: t(FEE_COLUMNS.percent), inputMode: 'decimal', disabled: (v) => v.kind !== 'percent' },
        { name: 'flat', label: t(FEE_COLUMNS.flat), inputMode: 'numeric', tidy: digitsOnly, disabled: (v) => v.kind !== 'flat' },
        { name: 'gst', label: t(FEE_COLUMNS.gst), inputMode: 'numeric', tidy: digitsOnly },
      ]}
      busy={saver.busy}
      onSave={(v) =>
        saver.save({
          financier_id: row.financier_id,
          kind: v.kind,
          percent_bp: Math.round(Number(v.percent) * 100) || 0,
          flat_amount: num(v.flat),
          gst_percent: num(v.gst),
        })
      }
    />
  );
}

/** A yard's charge a day; without `row`, the row that adds a yard. */
function YardRow({ row }: { row?: CostTables['yards'][number] }) {
  const { t } = useTranslation();
  const saver = useSaver('/admin/cost-settings/yard');
  const perDay = { name: 'per_day', label: t(YARD_COLUMNS.per_day), inputMode: 'numeric', tidy: digitsOnly } as const;
  return (
    <RowForm
      schema={yardForm}
      defaultValues={{ yard_location: row?.yard_location ?? '', per_day: row ? String(row.per_day) : '' }}
      lead={row ? <td>{row.yard_location}</td> : undefined}
      cells={
        row
          ? [perDay]
          : [
              {
                name: 'yard_location',
                label: t('insight.admin.newYard'),
                placeholder: t('insight.admin.newYard'),
                maxLength: COST_LIMITS.yard_location,
              },
              perDay,
            ]
      }
      ready={(v) => v.yard_location.trim() !== ''}
      resetOnSave={!row}
      busy={saver.busy}
      onSave={(v) => saver.save({ yard_location: v.yard_location, per_day: num(v.per_day) })}
    />
  );
}

function RtoRow({ row }: { row: CostTables['rto'][number] }) {
  const { t } = useTranslation();
  const saver = useSaver('/admin/cost-settings/rto');
  return (
    <RowForm
      schema={rtoForm}
      defaultValues={{ amount: String(row.amount), estimate: row.estimate, source: row.source }}
      lead={
        <td>
          {row.state} · {row.segment}
        </td>
      }
      cells={[
        { name: 'amount', label: t(RTO_COLUMNS.amount), inputMode: 'numeric', tidy: digitsOnly },
        { name: 'estimate', label: t(RTO_COLUMNS.estimate), kind: 'checkbox' },
        { name: 'source', label: t(RTO_COLUMNS.source), maxLength: COST_LIMITS.source },
      ]}
      busy={saver.busy}
      onSave={(v) =>
        saver.save({ state_id: row.state_id, segment_id: row.segment_id, amount: num(v.amount), estimate: v.estimate, source: v.source })
      }
    />
  );
}

/** What buyers pay on top of the amount: buyer fees per financier, yard charges, RTO transfer references. */
export function CostsPanel() {
  const { t } = useTranslation();
  const list = useAdminQuery(COSTS_KEY, (signal) => adminGet<CostTables>('/admin/cost-settings', signal));
  const d = list.data;
  const heads = (first: string, columns: Record<string, ParseKeys>) => [first, ...Object.values(columns).map((k) => t(k)), ''];
  return (
    <Loadable loading={list.loading} error={list.error} onRetry={list.reload}>
      {d ? (
        <div className="admin-costs">
          <p className="muted">{t('insight.admin.intro')}</p>
          <AdminTable label={t('insight.admin.fees')} compact columns={heads(t('insight.admin.financier'), FEE_COLUMNS)}>
            {d.fees.map((f) => (
              <FeeRow key={f.financier_id} row={f} fallback={d.default_fee} />
            ))}
          </AdminTable>
          <AdminTable label={t('insight.admin.yards')} compact columns={heads(t('insight.admin.yard'), YARD_COLUMNS)}>
            {d.yards.map((y) => (
              <YardRow key={y.yard_location} row={y} />
            ))}
            <YardRow />
          </AdminTable>
          <AdminTable label={t('insight.admin.rto')} compact columns={heads(t('insight.admin.stateSegment'), RTO_COLUMNS)}>
            {d.rto.map((r) => (
              <RtoRow key={`${r.state_id}-${r.segment_id}`} row={r} />
            ))}
          </AdminTable>
        </div>
      ) : null}
    </Loadable>
  );
}

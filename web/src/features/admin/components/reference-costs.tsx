import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query';
import { adminGet, adminSend } from '../api/http';
import { useAdminChange, useAdminQuery } from '../queries';
import { AdminTable, Loadable } from './ui';

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

const digits = (v: string) => v.replace(/[^\d]/g, '');

const COSTS_KEY = queryKeys.admin.reference('costs');

/** Saves one row of a cost table, then reads the tables again. */
function useSaver(path: string) {
  const { busy, run } = useAdminChange([COSTS_KEY]);
  return { busy, save: (body: unknown) => run(() => adminSend('POST', path, body)) };
}

function FeeRow({ row, fallback }: { row: CostTables['fees'][number]; fallback: CostTables['default_fee'] }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState(row.kind ?? fallback.kind);
  const [percent, setPercent] = useState(String(((row.percent_bp ?? fallback.percent_bp) / 100).toFixed(2)));
  const [flat, setFlat] = useState(String(row.flat_amount ?? fallback.flat_amount));
  const [gst, setGst] = useState(String(row.gst_percent ?? fallback.gst_percent));
  const saver = useSaver('/admin/cost-settings/fee');
  return (
    <tr>
      <td>
        {row.financier}
        {row.kind === null ? <small className="muted"> ({t('insight.admin.default')})</small> : null}
      </td>
      <td>
        <select
          className="field__input"
          value={kind}
          aria-label={t('insight.admin.feeKind')}
          onChange={(e) => setKind(e.target.value as 'percent' | 'flat')}
        >
          <option value="percent">%</option>
          <option value="flat">₹</option>
        </select>
      </td>
      <td>
        <input
          className="field__input"
          inputMode="decimal"
          aria-label={t('insight.admin.percent')}
          value={percent}
          disabled={kind !== 'percent'}
          onChange={(e) => setPercent(e.target.value)}
        />
      </td>
      <td>
        <input
          className="field__input"
          inputMode="numeric"
          aria-label={t('insight.admin.flat')}
          value={flat}
          disabled={kind !== 'flat'}
          onChange={(e) => setFlat(digits(e.target.value))}
        />
      </td>
      <td>
        <input
          className="field__input"
          inputMode="numeric"
          aria-label={t('insight.admin.gst')}
          value={gst}
          onChange={(e) => setGst(digits(e.target.value))}
        />
      </td>
      <td>
        <button
          type="button"
          className="button button--small button--outline"
          disabled={saver.busy}
          onClick={() =>
            void saver.save({
              financier_id: row.financier_id,
              kind,
              percent_bp: Math.round(Number(percent) * 100) || 0,
              flat_amount: Number(flat) || 0,
              gst_percent: Number(gst) || 0,
            })
          }
        >
          {t('admin.common.save')}
        </button>
      </td>
    </tr>
  );
}

function YardRow({ row }: { row: CostTables['yards'][number] }) {
  const { t } = useTranslation();
  const [perDay, setPerDay] = useState(String(row.per_day));
  const saver = useSaver('/admin/cost-settings/yard');
  return (
    <tr>
      <td>{row.yard_location}</td>
      <td>
        <input
          className="field__input"
          inputMode="numeric"
          aria-label={t('insight.admin.perDay')}
          value={perDay}
          onChange={(e) => setPerDay(digits(e.target.value))}
        />
      </td>
      <td>
        <button
          type="button"
          className="button button--small button--outline"
          disabled={saver.busy}
          onClick={() => void saver.save({ yard_location: row.yard_location, per_day: Number(perDay) || 0 })}
        >
          {t('admin.common.save')}
        </button>
      </td>
    </tr>
  );
}

function NewYardRow() {
  const { t } = useTranslation();
  const [yard, setYard] = useState('');
  const [perDay, setPerDay] = useState('');
  const saver = useSaver('/admin/cost-settings/yard');
  return (
    <tr>
      <td>
        <input
          className="field__input"
          aria-label={t('insight.admin.newYard')}
          placeholder={t('insight.admin.newYard')}
          value={yard}
          maxLength={200}
          onChange={(e) => setYard(e.target.value)}
        />
      </td>
      <td>
        <input
          className="field__input"
          inputMode="numeric"
          aria-label={t('insight.admin.perDay')}
          value={perDay}
          onChange={(e) => setPerDay(digits(e.target.value))}
        />
      </td>
      <td>
        <button
          type="button"
          className="button button--small button--outline"
          disabled={saver.busy || yard.trim() === ''}
          onClick={() => void saver.save({ yard_location: yard.trim(), per_day: Number(perDay) || 0 })}
        >
          {t('admin.common.save')}
        </button>
      </td>
    </tr>
  );
}

function RtoRow({ row }: { row: CostTables['rto'][number] }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState(String(row.amount));
  const [estimate, setEstimate] = useState(row.estimate);
  const [source, setSource] = useState(row.source);
  const saver = useSaver('/admin/cost-settings/rto');
  return (
    <tr>
      <td>
        {row.state} · {row.segment}
      </td>
      <td>
        <input
          className="field__input"
          inputMode="numeric"
          aria-label={t('insight.admin.amount')}
          value={amount}
          onChange={(e) => setAmount(digits(e.target.value))}
        />
      </td>
      <td>
        <input
          type="checkbox"
          aria-label={t('insight.admin.estimate')}
          checked={estimate}
          onChange={(e) => setEstimate(e.target.checked)}
        />
      </td>
      <td>
        <input
          className="field__input"
          aria-label={t('insight.admin.source')}
          value={source}
          maxLength={300}
          onChange={(e) => setSource(e.target.value)}
        />
      </td>
      <td>
        <button
          type="button"
          className="button button--small button--outline"
          disabled={saver.busy}
          onClick={() =>
            void saver.save({ state_id: row.state_id, segment_id: row.segment_id, amount: Number(amount) || 0, estimate, source })
          }
        >
          {t('admin.common.save')}
        </button>
      </td>
    </tr>
  );
}

/** What buyers pay on top of the amount: buyer fees per financier, yard charges, RTO transfer references. */
export function CostsPanel() {
  const { t } = useTranslation();
  const list = useAdminQuery(COSTS_KEY, (signal) => adminGet<CostTables>('/admin/cost-settings', signal));
  const d = list.data;
  return (
    <Loadable loading={list.loading} error={list.error} onRetry={list.reload}>
      {d ? (
        <div className="admin-costs">
          <p className="muted">{t('insight.admin.intro')}</p>
          <AdminTable
            label={t('insight.admin.fees')}
            compact
            columns={[
              t('insight.admin.financier'),
              t('insight.admin.feeKind'),
              t('insight.admin.percent'),
              t('insight.admin.flat'),
              t('insight.admin.gst'),
              '',
            ]}
          >
            {d.fees.map((f) => (
              <FeeRow key={f.financier_id} row={f} fallback={d.default_fee} />
            ))}
          </AdminTable>
          <AdminTable label={t('insight.admin.yards')} compact columns={[t('insight.admin.yard'), t('insight.admin.perDay'), '']}>
            {d.yards.map((y) => (
              <YardRow key={y.yard_location} row={y} />
            ))}
            <NewYardRow />
          </AdminTable>
          <AdminTable
            label={t('insight.admin.rto')}
            compact
            columns={[
              t('insight.admin.stateSegment'),
              t('insight.admin.amount'),
              t('insight.admin.estimate'),
              t('insight.admin.source'),
              '',
            ]}
          >
            {d.rto.map((r) => (
              <RtoRow key={`${r.state_id}-${r.segment_id}`} row={r} />
            ))}
          </AdminTable>
        </div>
      ) : null}
    </Loadable>
  );
}

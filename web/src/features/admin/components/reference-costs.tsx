import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { adminGet, adminSend, errorMessage } from '../api/http';
import { useAdminData } from '../use-admin-data';
import { Loadable, TableWrap } from './ui';

interface CostTables {
  default_fee: { kind: 'percent' | 'flat'; percent_bp: number; flat_amount: number; gst_percent: number };
  default_yard_per_day: number;
  default_rto: number;
  fees: { financier_id: number; financier: string; kind: 'percent' | 'flat' | null; percent_bp: number | null; flat_amount: number | null; gst_percent: number | null }[];
  yards: { yard_location: string; per_day: number }[];
  rto: { state_id: number; state: string; segment_id: number; segment: string; amount: number; estimate: boolean; source: string }[];
}

const digits = (v: string) => v.replace(/[^\d]/g, '');

function useSaver(path: string, reload: () => void) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return {
    busy,
    async save(body: unknown) {
      setBusy(true);
      try {
        const { msg } = await adminSend('POST', path, body);
        toast.success(msg || t('admin.common.saved'));
        reload();
      } catch (err) {
        toast.error(errorMessage(err, t('common.somethingWentWrong')));
      } finally {
        setBusy(false);
      }
    },
  };
}

function FeeRow({ row, fallback, reload }: { row: CostTables['fees'][number]; fallback: CostTables['default_fee']; reload: () => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState(row.kind ?? fallback.kind);
  const [percent, setPercent] = useState(String(((row.percent_bp ?? fallback.percent_bp) / 100).toFixed(2)));
  const [flat, setFlat] = useState(String(row.flat_amount ?? fallback.flat_amount));
  const [gst, setGst] = useState(String(row.gst_percent ?? fallback.gst_percent));
  const saver = useSaver('/admin/cost-settings/fee', reload);
  return (
    <tr>
      <td>
        {row.financier}
        {row.kind === null ? <small className="muted"> ({t('insight.admin.default')})</small> : null}
      </td>
      <td>
        <select className="field__input" value={kind} aria-label={t('insight.admin.feeKind')} onChange={(e) => setKind(e.target.value as 'percent' | 'flat')}>
          <option value="percent">%</option>
          <option value="flat">₹</option>
        </select>
      </td>
      <td>
        <input className="field__input" inputMode="decimal" aria-label={t('insight.admin.percent')} value={percent} disabled={kind !== 'percent'} onChange={(e) => setPercent(e.target.value)} />
      </td>
      <td>
        <input className="field__input" inputMode="numeric" aria-label={t('insight.admin.flat')} value={flat} disabled={kind !== 'flat'} onChange={(e) => setFlat(digits(e.target.value))} />
      </td>
      <td>
        <input className="field__input" inputMode="numeric" aria-label={t('insight.admin.gst')} value={gst} onChange={(e) => setGst(digits(e.target.value))} />
      </td>
      <td>
        <button
          type="button"
          className="button button--small button--outline"
          disabled={saver.busy}
          onClick={() => void saver.save({ financier_id: row.financier_id, kind, percent_bp: Math.round(Number(percent) * 100) || 0, flat_amount: Number(flat) || 0, gst_percent: Number(gst) || 0 })}
        >
          {t('admin.common.save')}
        </button>
      </td>
    </tr>
  );
}

function YardRow({ row, reload }: { row: CostTables['yards'][number]; reload: () => void }) {
  const { t } = useTranslation();
  const [perDay, setPerDay] = useState(String(row.per_day));
  const saver = useSaver('/admin/cost-settings/yard', reload);
  return (
    <tr>
      <td>{row.yard_location}</td>
      <td>
        <input className="field__input" inputMode="numeric" aria-label={t('insight.admin.perDay')} value={perDay} onChange={(e) => setPerDay(digits(e.target.value))} />
      </td>
      <td>
        <button type="button" className="button button--small button--outline" disabled={saver.busy} onClick={() => void saver.save({ yard_location: row.yard_location, per_day: Number(perDay) || 0 })}>
          {t('admin.common.save')}
        </button>
      </td>
    </tr>
  );
}

function NewYardRow({ reload }: { reload: () => void }) {
  const { t } = useTranslation();
  const [yard, setYard] = useState('');
  const [perDay, setPerDay] = useState('');
  const saver = useSaver('/admin/cost-settings/yard', reload);
  return (
    <tr>
      <td>
        <input className="field__input" aria-label={t('insight.admin.newYard')} placeholder={t('insight.admin.newYard')} value={yard} maxLength={200} onChange={(e) => setYard(e.target.value)} />
      </td>
      <td>
        <input className="field__input" inputMode="numeric" aria-label={t('insight.admin.perDay')} value={perDay} onChange={(e) => setPerDay(digits(e.target.value))} />
      </td>
      <td>
        <button type="button" className="button button--small button--outline" disabled={saver.busy || yard.trim() === ''} onClick={() => void saver.save({ yard_location: yard.trim(), per_day: Number(perDay) || 0 })}>
          {t('admin.common.save')}
        </button>
      </td>
    </tr>
  );
}

function RtoRow({ row, reload }: { row: CostTables['rto'][number]; reload: () => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState(String(row.amount));
  const [estimate, setEstimate] = useState(row.estimate);
  const [source, setSource] = useState(row.source);
  const saver = useSaver('/admin/cost-settings/rto', reload);
  return (
    <tr>
      <td>
        {row.state} · {row.segment}
      </td>
      <td>
        <input className="field__input" inputMode="numeric" aria-label={t('insight.admin.amount')} value={amount} onChange={(e) => setAmount(digits(e.target.value))} />
      </td>
      <td>
        <input type="checkbox" aria-label={t('insight.admin.estimate')} checked={estimate} onChange={(e) => setEstimate(e.target.checked)} />
      </td>
      <td>
        <input className="field__input" aria-label={t('insight.admin.source')} value={source} maxLength={300} onChange={(e) => setSource(e.target.value)} />
      </td>
      <td>
        <button type="button" className="button button--small button--outline" disabled={saver.busy} onClick={() => void saver.save({ state_id: row.state_id, segment_id: row.segment_id, amount: Number(amount) || 0, estimate, source })}>
          {t('admin.common.save')}
        </button>
      </td>
    </tr>
  );
}

/** What buyers pay on top of the amount: buyer fees per financier, yard charges, RTO transfer references. */
export function CostsPanel() {
  const { t } = useTranslation();
  const list = useAdminData((signal) => adminGet<CostTables>('/admin/cost-settings', signal), []);
  const d = list.data;
  return (
    <Loadable loading={list.loading} error={list.error} onRetry={list.reload}>
      {d ? (
        <div className="admin-costs">
          <p className="muted">{t('insight.admin.intro')}</p>
          <TableWrap label={t('insight.admin.fees')}>
            <table className="admin-table admin-table--compact">
              <thead>
                <tr>
                  <th scope="col">{t('insight.admin.financier')}</th>
                  <th scope="col">{t('insight.admin.feeKind')}</th>
                  <th scope="col">{t('insight.admin.percent')}</th>
                  <th scope="col">{t('insight.admin.flat')}</th>
                  <th scope="col">{t('insight.admin.gst')}</th>
                  <th scope="col" />
                </tr>
              </thead>
              <tbody>
                {d.fees.map((f) => (
                  <FeeRow key={f.financier_id} row={f} fallback={d.default_fee} reload={list.reload} />
                ))}
              </tbody>
            </table>
          </TableWrap>
          <TableWrap label={t('insight.admin.yards')}>
            <table className="admin-table admin-table--compact">
              <thead>
                <tr>
                  <th scope="col">{t('insight.admin.yard')}</th>
                  <th scope="col">{t('insight.admin.perDay')}</th>
                  <th scope="col" />
                </tr>
              </thead>
              <tbody>
                {d.yards.map((y) => (
                  <YardRow key={y.yard_location} row={y} reload={list.reload} />
                ))}
                <NewYardRow reload={list.reload} />
              </tbody>
            </table>
          </TableWrap>
          <TableWrap label={t('insight.admin.rto')}>
            <table className="admin-table admin-table--compact">
              <thead>
                <tr>
                  <th scope="col">{t('insight.admin.stateSegment')}</th>
                  <th scope="col">{t('insight.admin.amount')}</th>
                  <th scope="col">{t('insight.admin.estimate')}</th>
                  <th scope="col">{t('insight.admin.source')}</th>
                  <th scope="col" />
                </tr>
              </thead>
              <tbody>
                {d.rto.map((r) => (
                  <RtoRow key={`${r.state_id}-${r.segment_id}`} row={r} reload={list.reload} />
                ))}
              </tbody>
            </table>
          </TableWrap>
        </div>
      ) : null}
    </Loadable>
  );
}

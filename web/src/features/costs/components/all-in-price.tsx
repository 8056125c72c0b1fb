import '../../../styles/insight.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../lib/format';
import { allInCost } from '../all-in';
import { useLotCosts, type LotCosts } from '../api';

function Breakdown({ costs, amount }: { costs: LotCosts; amount: number }) {
  const { t } = useTranslation();
  const c = allInCost(amount, costs);
  const feeLabel =
    costs.fee.kind === 'percent'
      ? t('insight.cost.feePercent', { percent: (costs.fee.percent_bp / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 }) })
      : t('insight.cost.feeFlat');
  const rows: [string, number, string?][] = [
    [t('insight.cost.amount'), c.amount],
    [feeLabel, c.fee],
    [t('insight.cost.gst', { percent: costs.fee.gst_percent }), c.gst],
    [t('insight.cost.yard', { days: costs.yard.days, perDay: formatRupees(costs.yard.per_day) }), c.yard, costs.yard_location],
    [
      t(costs.rto.estimate ? 'insight.cost.rtoEstimate' : 'insight.cost.rto', { state: costs.rto_state }),
      c.rto,
      costs.rto_source || undefined,
    ],
  ];
  return (
    <div className="all-in__breakdown">
      <dl className="all-in__rows" data-testid="all-in-breakdown">
        {rows.map(([label, value, note]) => (
          <div key={label} className="all-in__row">
            <dt>
              {label}
              {note ? <small className="muted all-in__note">{note}</small> : null}
            </dt>
            <dd>{formatRupees(value)}</dd>
          </div>
        ))}
        <div className="all-in__row all-in__row--total">
          <dt>{t('insight.cost.total')}</dt>
          <dd>{formatRupees(c.total)}</dd>
        </div>
      </dl>
      <p className="muted all-in__backout">{t('insight.cost.backoutNote', { amount: formatRupees(c.backout_charge) })}</p>
    </div>
  );
}

/**
 * "You will pay about ₹X in all" for the amount being typed, the breakdown one tap away. The
 * figure is computed here as the buyer types, from the lot's cost parameters fetched once.
 */
export function AllInPrice({ assetId, amount, label }: { assetId: number; amount: number; label?: 'won' }) {
  const { t } = useTranslation();
  const costs = useLotCosts(assetId);
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!costs || !(amount > 0)) return null;
  const total = allInCost(amount, costs).total;
  return (
    <div className="all-in" data-testid="all-in">
      <p className="all-in__line">
        <span>{t(label === 'won' ? 'insight.cost.youPayWon' : 'insight.cost.youPay', { amount: formatRupees(total) })}</span>{' '}
        <button
          type="button"
          className="link-button all-in__toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
        >
          {t(open ? 'insight.cost.hide' : 'insight.cost.show')}
        </button>
      </p>
      <div id={id} hidden={!open}>
        {open ? <Breakdown costs={costs} amount={amount} /> : null}
      </div>
    </div>
  );
}

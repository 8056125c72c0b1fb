import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { actionsFor, type ResultAction } from '../api/results';
import { adminAuctionUrl } from '../routes';
import { AdminTable, Money, Pill, When, type Tone } from './ui';
import type { LotResult, RankedBidder, ResultRow } from '../api/types';

export const RESULT_TONE: Record<LotResult, Tone> = {
  none: 'muted',
  no_bids: 'muted',
  approval_pending: 'warn',
  approved: 'good',
  rejected: 'bad',
  countered: 'warn',
  paid: 'good',
  backed_out: 'bad',
  offered_h2: 'warn',
};

function Bidder({ b }: { b: RankedBidder | null }) {
  if (!b) return <>—</>;
  return (
    <>
      <span className="admin-table__main">
        <Money value={b.amount} />
      </span>
      <span className="admin-table__sub">{b.name || '—'}</span>
      <a className="admin-table__sub" href={`tel:${b.phone}`}>
        {b.phone}
      </a>
    </>
  );
}

interface Props {
  rows: ResultRow[];
  /** The list is one auction's: its column would repeat the same title on every row. */
  oneAuction?: boolean;
  onAction: (row: ResultRow, action: ResultAction) => void;
}

export function ResultsTable({ rows, oneAuction = false, onAction }: Props) {
  const { t } = useTranslation();
  return (
    <AdminTable
      empty={t('admin.results.none')}
      label={t('admin.results.title')}
      columns={[
        t('admin.fields.lot'),
        ...(oneAuction ? [] : [t('admin.fields.auction')]),
        t('admin.results.closedAt'),
        { label: t('admin.results.finalPrice'), num: true },
        t('admin.fields.reserve'),
        t('admin.results.result'),
        'H1',
        'H2',
        'H3',
        t('admin.results.winner'),
        { label: t('admin.common.actions'), className: 'admin-sticky-end' },
      ]}
    >
      {rows.map((r) => (
        <tr key={r.asset_id} data-asset-id={r.asset_id} data-result={r.result}>
          <td className="admin-wrap">
            <span className="admin-table__main">
              {t('admin.monitor.lotN', { n: r.lot_no })} · {r.make} {r.model}
            </span>
            <span className="admin-table__sub">
              {r.year} · {r.registration_number}
            </span>
          </td>
          {oneAuction ? null : (
            <td className="admin-wrap">
              <Link href={adminAuctionUrl(r.auction_id)}>{r.auction_title}</Link>
              <span className="admin-table__sub">
                {r.financier} · {r.state}
              </span>
            </td>
          )}
          <td>
            <When iso={r.closed_at} />
          </td>
          <td className="num">
            <Money value={r.final_price} />
            <span className="admin-table__sub">{t('admin.results.quotes', { count: r.quote_count })}</span>
          </td>
          <td>
            {r.reserve_price === null ? (
              <span className="muted">{t('admin.monitor.noReserve')}</span>
            ) : (
              <>
                <Money value={r.reserve_price} />{' '}
                {r.reserve_met === null ? null : (
                  <Pill tone={r.reserve_met ? 'good' : 'warn'}>
                    {r.reserve_met ? t('admin.fields.reserveMet') : t('admin.fields.reserveNotMet')}
                  </Pill>
                )}
              </>
            )}
          </td>
          <td>
            <Pill tone={RESULT_TONE[r.result]}>{t(`admin.result.${r.result}`)}</Pill>
            {r.counter_amount !== null ? (
              <span className="admin-table__sub">
                {t('admin.results.counterAmount')}: <Money value={r.counter_amount} />
              </span>
            ) : null}
            {r.payment_due_at ? (
              <span className="admin-table__sub">
                {t('admin.results.paymentDue')}: <When iso={r.payment_due_at} />
              </span>
            ) : null}
          </td>
          <td>
            <Bidder b={r.h1} />
          </td>
          <td>
            <Bidder b={r.h2} />
          </td>
          <td>
            <Bidder b={r.h3} />
          </td>
          <td>
            {r.deal_stage ? (
              <span className="admin-table__sub">
                {t(`admin.dealStage.${r.deal_stage}`)}
                {r.deal_rank ? ` · H${r.deal_rank}` : ''}
              </span>
            ) : null}
            {r.deal_deadline_at ? (
              <span className="admin-table__sub">
                <When iso={r.deal_deadline_at} />
              </span>
            ) : null}
            {r.winner ? (
              <>
                <span className="admin-table__main">{r.winner.name || '—'}</span>
                <a className="admin-table__sub" href={`tel:${r.winner.phone}`}>
                  {r.winner.phone}
                </a>
                <span className="admin-table__sub">
                  <Money value={r.winner.amount} />
                </span>
              </>
            ) : (
              '—'
            )}
          </td>
          <td className="admin-sticky-end">
            <div className="admin-actions admin-actions--stack">
              {actionsFor(r).map((action) => (
                <button
                  key={action}
                  type="button"
                  className={`button button--small ${action === 'approve' || action === 'payment' || action === 'offer-h2' ? 'button--primary' : 'button--outline'}`}
                  onClick={() => onAction(r, action)}
                >
                  {t(`admin.results.action.${action}`)}
                </button>
              ))}
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { adminAuctionUrl, adminMonitorUrl, adminResultsUrl } from '../routes';
import { AdminTable, Pill, When, type Tone } from './ui';
import type { Auction, AuctionStatus } from '../api/types';

export const STATUS_TONE: Record<AuctionStatus, Tone> = { upcoming: 'upcoming', live: 'live', ended: 'ended', cancelled: 'muted' };

interface Props {
  rows: Auction[];
  onEdit: (a: Auction) => void;
  onCancel: (a: Auction) => void;
}

export function AuctionsTable({ rows, onEdit, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <AdminTable
      empty={t('admin.auctions.none')}
      label={t('admin.auctions.title')}
      columns={[
        t('admin.fields.auction'),
        t('admin.fields.status'),
        `${t('admin.fields.financier')} · ${t('admin.fields.state')}`,
        `${t('admin.fields.startsAt')} / ${t('admin.fields.endsAt')}`,
        { label: t('admin.fields.lots'), num: true },
        { label: t('admin.fields.quotes'), num: true },
        { label: t('admin.common.actions'), className: 'admin-sticky-end' },
      ]}
    >
      {rows.map((a) => (
        <tr key={a.id} data-auction-id={a.id}>
          <td className="admin-wrap">
            <Link href={adminAuctionUrl(a.id)} className="admin-table__main">
              {a.title}
            </Link>
            <span className="admin-table__sub">
              #{a.id}
              {a.external_ref ? ` · ${a.external_ref}` : ''}
            </span>
          </td>
          <td>
            <Pill tone={STATUS_TONE[a.status]}>{t(`admin.status.${a.status}`)}</Pill>
          </td>
          <td>
            <span className="admin-table__main">{a.financier.name}</span>
            <span className="admin-table__sub">
              {a.state.name} · {a.segment.name}
            </span>
          </td>
          <td>
            <When iso={a.starts_at} />
            <span className="admin-table__sub">
              <When iso={a.last_ends_at} />
            </span>
          </td>
          <td className="num">{a.lot_count}</td>
          <td className="num">{a.quote_count}</td>
          <td className="admin-sticky-end">
            <div className="admin-actions">
              {a.status === 'live' ? (
                <Link href={adminMonitorUrl(a.id)} className="button button--primary button--small">
                  {t('admin.auctions.monitor')}
                </Link>
              ) : null}
              {a.status === 'ended' ? (
                <Link href={adminResultsUrl(a.id)} className="button button--outline button--small">
                  {t('admin.nav.results')}
                </Link>
              ) : null}
              {a.status !== 'cancelled' && a.status !== 'ended' ? (
                <>
                  <button type="button" className="button button--outline button--small" onClick={() => onEdit(a)}>
                    {t('admin.common.edit')}
                  </button>
                  <button type="button" className="link-button admin-danger" onClick={() => onCancel(a)}>
                    {t('admin.auctions.cancel')}
                  </button>
                </>
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

import { useTranslation } from 'react-i18next';
import { clockText, secondsLeft, type MonitorLotView } from '../monitor/monitor-state';
import { LOT_TONE, PersonCell } from './lots-table';
import { AdminTable, Money, Pill } from './ui';

const FLASH_MS = 4000;

function TimeLeft({ lot, serverNow }: { lot: MonitorLotView; serverNow: number }) {
  const { t } = useTranslation();
  if (lot.status !== 'open') return <>—</>;
  const left = secondsLeft(lot.ends_at, serverNow);
  const days = Math.floor(left / 86_400);
  const text = days > 0 ? t('admin.monitor.daysLeft', { days, clock: clockText(left % 86_400) }) : clockText(left);
  return <span className={left <= 180 ? 'admin-countdown admin-countdown--urgent' : 'admin-countdown'}>{text}</span>;
}

export function MonitorLots({ lots, serverNow }: { lots: MonitorLotView[]; serverNow: number }) {
  const { t } = useTranslation();
  const now = Date.now();
  return (
    <AdminTable
      empty={t('admin.lots.none')}
      label={t('admin.monitor.lotsTitle')}
      monitor
      columns={[
        { label: t('admin.fields.lotNo'), num: true },
        t('admin.fields.vehicle'),
        { label: t('admin.fields.price'), num: true },
        t('admin.monitor.timeLeft'),
        t('admin.fields.leader'),
        { label: t('admin.fields.quotes'), num: true },
        t('admin.fields.reserve'),
        { label: t('admin.fields.watchers'), num: true },
        { label: t('admin.monitor.extensions'), num: true },
        t('admin.fields.status'),
      ]}
    >
      {lots.map((l) => (
        <tr
          key={l.asset_id}
          data-asset-id={l.asset_id}
          data-seq={l.seq}
          className={l.changedAt !== null && now - l.changedAt < FLASH_MS ? 'admin-row--changed' : undefined}
        >
          <td className="num">{l.lot_no}</td>
          <td>
            <span className="admin-table__main">
              {l.make} {l.model}
            </span>
            <span className="admin-table__sub">{l.registration_number}</span>
          </td>
          <td className="num admin-price" data-testid="monitor-price">
            {l.price === null ? <span className="muted">{t('admin.monitor.noQuotes')}</span> : <Money value={l.price} />}
          </td>
          <td>
            <TimeLeft lot={l} serverNow={serverNow} />
          </td>
          <td className={l.leaderStale ? 'admin-stale' : undefined} aria-busy={l.leaderStale || undefined}>
            {l.leader ? <PersonCell name={l.leader.name} phone={l.leader.phone} /> : l.leaderStale ? t('admin.monitor.updating') : '—'}
          </td>
          <td className="num" data-testid="monitor-quotes">
            {l.quote_count}
          </td>
          <td>
            {l.reserve_price === null ? (
              <span className="muted">{t('admin.monitor.noReserve')}</span>
            ) : (
              <>
                <Money value={l.reserve_price} />
                {l.price !== null ? (
                  <span className="admin-table__sub">
                    <Pill tone={l.reserve_met ? 'good' : 'warn'}>
                      {l.reserve_met ? t('admin.fields.reserveMet') : t('admin.fields.reserveNotMet')}
                    </Pill>
                  </span>
                ) : null}
              </>
            )}
          </td>
          <td className="num">{l.watchers}</td>
          <td className="num">{l.extensions}</td>
          <td>
            <Pill tone={LOT_TONE[l.lot_state]}>
              {l.status === 'closed' ? t(`admin.result.${l.result}`, { defaultValue: l.result }) : t(`admin.lotState.${l.lot_state}`)}
            </Pill>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

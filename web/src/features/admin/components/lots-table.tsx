import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { adminLotReportUrl } from '../routes';
import { AdminTable, MoneyCell, Pill, type Tone, When } from './ui';
import type { Lot, LotState } from '../api/types';

export const LOT_TONE: Record<LotState, Tone> = { upcoming: 'upcoming', live: 'live', ended: 'ended', withdrawn: 'muted' };

interface Props {
  lots: Lot[];
  onEdit: (lot: Lot) => void;
  onPhotos: (lot: Lot) => void;
  onWithdraw: (lot: Lot) => void;
}

export function LotsTable({ lots, onEdit, onPhotos, onWithdraw }: Props) {
  const { t } = useTranslation();
  return (
    <AdminTable
      empty={t('admin.lots.none')}
      label={t('admin.lots.title')}
      columns={[
        { label: t('admin.fields.lotNo'), num: true },
        t('admin.fields.vehicle'),
        t('admin.lotFields.registration_number'),
        t('admin.lotFields.yard_location'),
        { label: t('admin.lotFields.start_price'), num: true },
        { label: t('admin.lotFields.reserve_price'), num: true },
        { label: t('admin.lotFields.increment'), num: true },
        { label: t('admin.fields.price'), num: true },
        { label: t('admin.fields.quotes'), num: true },
        t('admin.fields.leader'),
        { label: t('admin.fields.watchers'), num: true },
        t('admin.fields.status'),
        t('admin.fields.endsAt'),
        { label: t('admin.common.actions'), className: 'admin-sticky-end' },
      ]}
    >
      {lots.map((l) => (
        <tr key={l.id} data-asset-id={l.id}>
          <td className="num">{l.lot_no}</td>
          <td>
            <span className="admin-table__main">
              {l.make} {l.model}
            </span>
            <span className="admin-table__sub">
              {l.year}
              {l.fuel ? ` · ${l.fuel}` : ''}
            </span>
          </td>
          <td>{l.registration_number}</td>
          <td className="admin-wrap">{l.yard_location}</td>
          <MoneyCell value={l.start_price} />
          <MoneyCell value={l.reserve_price} />
          <MoneyCell value={l.increment} />
          <MoneyCell value={l.current_price} />
          <td className="num">{l.quote_count}</td>
          <td>{l.leader ? <PersonCell name={l.leader.name} phone={l.leader.phone} /> : '—'}</td>
          <td className="num">{l.watchers}</td>
          <td>
            <Pill tone={LOT_TONE[l.lot_state]}>{t(`admin.lotState.${l.lot_state}`)}</Pill>
          </td>
          <td>
            <When iso={l.ends_at} />
          </td>
          <td className="admin-sticky-end">
            <div className="admin-actions">
              {l.status === 'open' ? (
                <button type="button" className="button button--outline button--small" onClick={() => onEdit(l)}>
                  {t('admin.common.edit')}
                </button>
              ) : null}
              <button type="button" className="button button--outline button--small" onClick={() => onPhotos(l)}>
                {t('admin.photos.button', { count: l.photos.length })}
              </button>
              <Link href={adminLotReportUrl(l.id)} className="button button--outline button--small" data-testid="lot-report-link">
                {l.grade ? t('admin.report.buttonGrade', { grade: l.grade }) : t('admin.report.button')}
              </Link>
              {l.status === 'open' ? (
                <button type="button" className="link-button admin-danger" onClick={() => onWithdraw(l)}>
                  {t('admin.lots.withdraw')}
                </button>
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

export function PersonCell({ name, phone }: { name: string; phone: string }) {
  return (
    <>
      <span className="admin-table__main">{name || '—'}</span>
      <a className="admin-table__sub" href={`tel:${phone}`}>
        {phone}
      </a>
    </>
  );
}

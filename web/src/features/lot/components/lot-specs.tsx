import { useTranslation } from 'react-i18next';
import { KeyValueList, type KeyValueRow } from '../../../components/ui/key-value-list';
import { formatIndianNumber } from '../../../lib/format';
import type { LotDetailData } from '../api/lot';

const KNOWN_SPECS = new Set(['engineCc', 'horsepower', 'gvwKg']);
const KNOWN_FUELS = new Set(['diesel', 'petrol', 'cng', 'electric']);

/** The fuels a listing form offers, in the reader's words; any other as the financier typed it. */
export function fuelName(t: (key: string) => string, fuel: string): string {
  const key = fuel.trim().toLowerCase();
  return KNOWN_FUELS.has(key) ? t(`lot.fuels.${key}`) : fuel;
}

/** Registration, usage and the vehicle's own specs, then the inspector's notes line by line. */
export function LotSpecs({ lot }: { lot: LotDetailData }) {
  const { t } = useTranslation();
  const rows: KeyValueRow[] = [
    [t('lot.registration'), lot.registration_number],
    [t('lot.year'), String(lot.year)],
    [t('lot.fuel'), fuelName(t, lot.fuel)],
    [t('lot.owners'), String(lot.owners)],
    ...(lot.kms_driven !== null ? [[t('lot.kmsDriven'), formatIndianNumber(lot.kms_driven)] as const] : []),
    ...(lot.hours_run !== null ? [[t('lot.hoursRun'), formatIndianNumber(lot.hours_run)] as const] : []),
    [t('lot.yard'), `${lot.yard_location}, ${lot.yard_district}`],
    ...Object.entries(lot.specs).map(
      ([key, value]) =>
        [KNOWN_SPECS.has(key) ? t(`lot.specs.${key}`) : key, typeof value === 'number' ? formatIndianNumber(value) : value] as const,
    ),
  ];
  const notes = lot.inspection_notes.split('\n').filter((line) => line.trim());
  return (
    <>
      <KeyValueList rows={rows} />
      <h2 className="section-title">{t('lot.inspection')}</h2>
      {notes.length ? (
        <ul className="inspection-notes">
          {notes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('lot.noInspection')}</p>
      )}
    </>
  );
}

import { lotForm } from '@vahanhaat/contract/forms/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { LotRecords } from '../../lot-records/components/lot-records';
import { PriceMemory } from '../../price-memory/components/price-memory';
import { createLot, editLot, type LotInput } from '../api/auctions';
import { saveLotDocuments } from '../api/lot-report';
import { AdminResourceForm, type AdminFormPart } from '../form/admin-resource-form';
import { DOCUMENT_FIELDS, documentValues, documentsPart, type DocumentField } from './lot-documents-fields';
import type { Lot } from '../api/types';

const FIELDS = [
  ['lot_no', 'number'],
  ['make', 'text'],
  ['model', 'text'],
  ['year', 'number'],
  ['registration_number', 'text'],
  ['fuel', 'text'],
  ['kms_driven', 'number'],
  ['hours_run', 'number'],
  ['owners', 'number'],
  ['yard_location', 'text'],
  ['yard_district', 'text'],
  ['start_price', 'number'],
  ['reserve_price', 'number'],
  ['increment', 'number'],
  ['video_url', 'url'],
] as const;
type Field = LotField | DocumentField;
type Values = Record<Field, string>;

const REQUIRED = new Set<Field>(['make', 'model', 'year', 'registration_number', 'yard_location', 'start_price', 'increment']);
const PRICES = new Set<Field>(['start_price', 'reserve_price', 'increment']);

type LotField = (typeof FIELDS)[number][0] | 'inspection_notes';
const LOT_FIELDS: LotField[] = [...FIELDS.map(([k]) => k), 'inspection_notes'];

function initial(lot: Lot | null): Values {
  const v = (x: string | number | null | undefined) => (x === null || x === undefined ? '' : String(x));
  const fields = Object.fromEntries(LOT_FIELDS.map((k) => [k, v(lot?.[k])])) as Record<LotField, string>;
  return { ...fields, owners: v(lot?.owners ?? 1), ...documentValues(lot?.documents) };
}

/** New lot: every filled field. Edit: the changed ones; a cleared reserve is sent as null. */
function body(before: Values, after: Values, isNew: boolean): LotInput {
  const out: LotInput = {};
  for (const k of Object.keys(after) as Field[]) {
    const value = after[k].trim();
    if (!isNew && value === before[k].trim()) continue;
    if (value === '') {
      if (!isNew && (k === 'reserve_price' || k === 'video_url')) out[k] = null;
      continue;
    }
    out[k] = value;
  }
  return out;
}

interface Props {
  auctionId: number;
  lot: Lot | null;
  onClose: () => void;
  onSaved: () => void;
}

export function LotForm({ auctionId, lot, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [start] = useState(() => initial(lot));
  const pricesLocked = lot?.prices_locked ?? false;

  async function save(values: Values) {
    const input = body(start, values, lot === null);
    // An open lot's papers are saved whole, on their own route, when any of them changed.
    const papersChanged = lot !== null && DOCUMENT_FIELDS.some((k) => values[k].trim() !== start[k].trim());
    if (lot) for (const k of DOCUMENT_FIELDS) Reflect.deleteProperty(input, k);
    if (lot && Object.keys(input).length === 0 && !papersChanged) return onClose();
    const papers = Object.fromEntries(DOCUMENT_FIELDS.filter((k) => values[k].trim() !== '').map((k) => [k, values[k].trim()]));
    if (lot && papersChanged) await saveLotDocuments(lot.id, papers);
    const { msg } = lot ? (Object.keys(input).length ? await editLot(lot.id, input) : { msg: '' }) : await createLot(auctionId, input);
    toast.success(msg || t('admin.common.saved'));
    onSaved();
  }

  const parts: AdminFormPart<Values>[] = [
    {
      key: 'lot',
      fields: FIELDS.map(([k, type]) => ({
        name: k,
        id: `lf-${k}`,
        kind: type,
        label: t(`admin.lotFields.${k}`),
        optional: !REQUIRED.has(k) && k !== 'lot_no',
        required: REQUIRED.has(k),
        disabled: pricesLocked && PRICES.has(k),
      })),
      note: pricesLocked ? <p className="muted admin-form__note">{t('admin.lotForm.pricesLocked')}</p> : null,
    },
    {
      key: 'history',
      content: lot ? (
        <>
          <PriceMemory assetId={lot.id} admin />
          <LotRecords assetId={lot.id} />
        </>
      ) : null,
    },
    documentsPart(t),
    {
      key: 'notes',
      grid: false,
      fields: [
        { name: 'inspection_notes', id: 'lf-notes', label: t('admin.lotFields.inspection_notes'), kind: 'textarea', maxLength: 5000 },
      ],
    },
  ];

  return (
    <AdminResourceForm
      formId="admin-lot-form"
      title={lot ? t('admin.lotForm.editTitle', { lot: lot.lot_no }) : t('admin.lotForm.newTitle')}
      schema={lotForm}
      defaultValues={start}
      parts={parts}
      onSubmit={save}
      onClose={onClose}
    />
  );
}

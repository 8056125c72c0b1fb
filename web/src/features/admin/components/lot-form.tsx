import { useState, type FormEvent } from 'react';
import { LotRecords } from '../../lot-records/components/lot-records';
import { PriceMemory } from '../../price-memory/components/price-memory';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { createLot, editLot, type LotInput } from '../api/auctions';
import type { Lot } from '../api/types';
import { useFieldErrors } from '../field-errors';
import { saveLotDocuments } from '../api/lot-report';
import { DOCUMENT_FIELDS, documentValues, LotDocumentsFields, type DocumentField } from './lot-documents-fields';

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
type Field = (typeof FIELDS)[number][0] | 'inspection_notes' | DocumentField;
type Values = Record<Field, string>;

const REQUIRED = new Set<Field>(['make', 'model', 'year', 'registration_number', 'yard_location', 'start_price', 'increment']);
const PRICES = new Set<Field>(['start_price', 'reserve_price', 'increment']);

function initial(lot: Lot | null): Values {
  const v = (x: string | number | null | undefined) => (x === null || x === undefined ? '' : String(x));
  return {
    lot_no: v(lot?.lot_no), make: v(lot?.make), model: v(lot?.model), year: v(lot?.year), registration_number: v(lot?.registration_number),
    fuel: v(lot?.fuel), kms_driven: v(lot?.kms_driven), hours_run: v(lot?.hours_run), owners: v(lot?.owners ?? 1),
    yard_location: v(lot?.yard_location), yard_district: v(lot?.yard_district), inspection_notes: v(lot?.inspection_notes),
    start_price: v(lot?.start_price), reserve_price: v(lot?.reserve_price), increment: v(lot?.increment),
    video_url: v(lot?.video_url), ...documentValues(lot?.documents),
  };
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
  const [values, setValues] = useState(start);
  const [busy, setBusy] = useState(false);
  const errors = useFieldErrors();
  const pricesLocked = lot?.prices_locked ?? false;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = body(start, values, lot === null);
    // An open lot's papers are saved whole, on their own route, when any of them changed.
    const papersChanged = lot !== null && DOCUMENT_FIELDS.some((k) => values[k].trim() !== start[k].trim());
    if (lot) for (const k of DOCUMENT_FIELDS) delete input[k];
    if (lot && Object.keys(input).length === 0 && !papersChanged) return onClose();
    setBusy(true);
    errors.clear();
    try {
      const papers = Object.fromEntries(DOCUMENT_FIELDS.filter((k) => values[k].trim() !== '').map((k) => [k, values[k].trim()]));
      if (lot && papersChanged) await saveLotDocuments(lot.id, papers);
      const { msg } = lot ? (Object.keys(input).length ? await editLot(lot.id, input) : { msg: '' }) : await createLot(auctionId, input);
      toast.success(msg || t('admin.common.saved'));
      onSaved();
    } catch (err) {
      errors.show(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      size="lg"
      title={lot ? t('admin.lotForm.editTitle', { lot: lot.lot_no }) : t('admin.lotForm.newTitle')}
      onClose={onClose}
      closeDisabled={busy}
      footer={
        <>
          <button type="button" className="button button--outline" onClick={onClose} disabled={busy}>
            {t('admin.common.cancel')}
          </button>
          <button type="submit" form="admin-lot-form" className="button button--primary" disabled={busy}>
            {busy ? <Spinner tone="light" size="sm" /> : null}
            {t('admin.common.save')}
          </button>
        </>
      }
    >
      <form id="admin-lot-form" className="form admin-form" onSubmit={(e) => void submit(e)}>
        <div className="admin-form__grid">
          {FIELDS.map(([k, type]) => (
            <TextField
              key={k}
              id={`lf-${k}`}
              type={type}
              inputMode={type === 'number' ? 'numeric' : undefined}
              label={t(`admin.lotFields.${k}`)}
              hint={REQUIRED.has(k) || k === 'lot_no' ? undefined : t('admin.common.optional')}
              value={values[k]}
              onChange={(e) => setValues((s) => ({ ...s, [k]: e.target.value }))}
              required={REQUIRED.has(k)}
              disabled={pricesLocked && PRICES.has(k)}
              error={errors.fields[k]}
            />
          ))}
        </div>
        {pricesLocked ? <p className="muted admin-form__note">{t('admin.lotForm.pricesLocked')}</p> : null}
        {lot ? <PriceMemory assetId={lot.id} admin /> : null}
        {lot ? <LotRecords assetId={lot.id} /> : null}
        <LotDocumentsFields values={values} errors={errors.fields} onChange={(k, v) => setValues((s) => ({ ...s, [k]: v }))} />
        <div className="field">
          <label htmlFor="lf-notes" className="field__label">
            {t('admin.lotFields.inspection_notes')}
          </label>
          <textarea id="lf-notes" className="field__input field__textarea" maxLength={5000} value={values.inspection_notes} onChange={(e) => setValues((s) => ({ ...s, inspection_notes: e.target.value }))} aria-invalid={errors.fields.inspection_notes ? true : undefined} />
          {errors.fields.inspection_notes ? <p className="field__error">{errors.fields.inspection_notes}</p> : null}
        </div>
        {errors.form ? (
          <p className="field__error" role="alert">
            {errors.form}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { createAuction, editAuction, type AuctionInput } from '../api/auctions';
import type { Auction } from '../api/types';
import { useFieldErrors } from '../field-errors';
import type { ReferenceLists } from '../use-reference-lists';
import { SelectField } from './ui';

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO → the value of a datetime-local input, in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value → ISO 8601 with a zone, as the API requires. */
export const fromLocalInput = (value: string) => new Date(value).toISOString();

interface Values {
  title: string;
  external_ref: string;
  financier_id: string;
  state_id: string;
  segment_id: string;
  starts_at: string;
  ends_at: string;
  soft_close_seconds: string;
  extension_seconds: string;
  hard_end_seconds: string;
  close_gap_seconds: string;
  /** Quotes limited by deposits here, and the multiple (blank: the financier's, else the platform's). */
  requires_deposit: boolean;
  deposit_limit_multiple: string;
}

function initial(auction: Auction | null): Values {
  if (!auction) {
    const start = new Date(Date.now() + 60 * 60_000);
    start.setMinutes(0, 0, 0);
    const end = new Date(start.getTime() + 4 * 60 * 60_000);
    return {
      title: '', external_ref: '', financier_id: '', state_id: '', segment_id: '',
      starts_at: toLocalInput(start.toISOString()), ends_at: toLocalInput(end.toISOString()),
      soft_close_seconds: '180', extension_seconds: '180', hard_end_seconds: '1800', close_gap_seconds: '60',
      requires_deposit: false, deposit_limit_multiple: '',
    };
  }
  return {
    title: auction.title,
    external_ref: auction.external_ref ?? '',
    financier_id: String(auction.financier.id),
    state_id: String(auction.state.id),
    segment_id: String(auction.segment.id),
    starts_at: toLocalInput(auction.starts_at),
    ends_at: toLocalInput(auction.ends_at),
    soft_close_seconds: String(auction.soft_close_seconds),
    extension_seconds: String(auction.extension_seconds),
    hard_end_seconds: String(auction.hard_end_seconds),
    close_gap_seconds: String(auction.close_gap_seconds),
    requires_deposit: auction.requires_deposit ?? false,
    deposit_limit_multiple: auction.deposit_limit_multiple ? String(auction.deposit_limit_multiple) : '',
  };
}

/** Only what changed goes to the server: fields that are locked after the start are then never sent. */
function changes(before: Values, after: Values, isNew: boolean): AuctionInput {
  const out: AuctionInput = {};
  const changed = (k: keyof Values) => isNew || before[k] !== after[k];
  if (changed('title')) out.title = after.title.trim();
  if (changed('external_ref') && after.external_ref.trim()) out.external_ref = after.external_ref.trim();
  for (const k of ['financier_id', 'state_id', 'segment_id', 'soft_close_seconds', 'extension_seconds', 'hard_end_seconds', 'close_gap_seconds'] as const) {
    if (changed(k) && after[k] !== '') out[k] = Number(after[k]);
  }
  if (isNew || before.requires_deposit !== after.requires_deposit) out.requires_deposit = after.requires_deposit;
  // Blank: the financier's multiple, else the platform's.
  if (changed('deposit_limit_multiple')) out.deposit_limit_multiple = after.deposit_limit_multiple.trim() ? Number(after.deposit_limit_multiple) : null;
  if (changed('starts_at') && after.starts_at) out.starts_at = fromLocalInput(after.starts_at);
  if (changed('ends_at') && after.ends_at) out.ends_at = fromLocalInput(after.ends_at);
  return out;
}

interface Props {
  /** null: a new auction. */
  auction: Auction | null;
  lists: ReferenceLists;
  onClose: () => void;
  onSaved: (auction: Auction) => void;
}

export function AuctionForm({ auction, lists, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [start] = useState(() => initial(auction));
  const [values, setValues] = useState(start);
  const [busy, setBusy] = useState(false);
  const errors = useFieldErrors();
  const set = (k: keyof Values) => (v: string) => setValues((s) => ({ ...s, [k]: v }));
  // The server refuses these once the auction has started (409); say so before they are tried.
  const scheduleLocked = auction !== null && auction.status !== 'upcoming';
  const settingsLocked = auction !== null && (auction.status === 'ended' || auction.status === 'cancelled');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = changes(start, values, auction === null);
    if (auction && Object.keys(body).length === 0) return onClose();
    setBusy(true);
    errors.clear();
    try {
      const { data, msg } = auction ? await editAuction(auction.id, body) : await createAuction(body);
      toast.success(msg || t('admin.common.saved'));
      onSaved(data);
    } catch (err) {
      errors.show(err);
    } finally {
      setBusy(false);
    }
  }

  const opts = (rows: { id: number; name: string }[]) => rows.map((r) => ({ value: String(r.id), label: r.name }));
  return (
    <Modal
      open
      size="lg"
      title={auction ? t('admin.auctionForm.editTitle') : t('admin.auctionForm.newTitle')}
      onClose={onClose}
      closeDisabled={busy}
      footer={
        <>
          <button type="button" className="button button--outline" onClick={onClose} disabled={busy}>
            {t('admin.common.cancel')}
          </button>
          <button type="submit" form="admin-auction-form" className="button button--primary" disabled={busy}>
            {busy ? <Spinner tone="light" size="sm" /> : null}
            {t('admin.common.save')}
          </button>
        </>
      }
    >
      <form id="admin-auction-form" className="form admin-form" onSubmit={(e) => void submit(e)}>
        <TextField id="af-title" error={errors.fields.title} label={t('admin.auctionForm.title')} value={values.title} onChange={(e) => set('title')(e.target.value)} required maxLength={200} />
        <TextField id="af-ref" error={errors.fields.external_ref} label={t('admin.auctionForm.externalRef')} hint={t('admin.common.optional')} value={values.external_ref} onChange={(e) => set('external_ref')(e.target.value)} maxLength={100} />
        <div className="admin-form__grid">
          <SelectField id="af-financier" error={errors.fields.financier_id} label={t('admin.fields.financier')} value={values.financier_id} onChange={set('financier_id')} options={opts(lists.financiers)} empty={t('admin.common.choose')} disabled={scheduleLocked} required />
          <SelectField id="af-state" error={errors.fields.state_id} label={t('admin.fields.state')} value={values.state_id} onChange={set('state_id')} options={opts(lists.states)} empty={t('admin.common.choose')} disabled={scheduleLocked} required />
          <SelectField id="af-segment" error={errors.fields.segment_id} label={t('admin.fields.segment')} value={values.segment_id} onChange={set('segment_id')} options={opts(lists.segments)} empty={t('admin.common.choose')} disabled={scheduleLocked} required />
        </div>
        <div className="admin-form__grid">
          <TextField id="af-start" error={errors.fields.starts_at} type="datetime-local" step={1} label={t('admin.fields.startsAt')} value={values.starts_at} onChange={(e) => set('starts_at')(e.target.value)} disabled={scheduleLocked} required />
          <TextField id="af-end" error={errors.fields.ends_at} type="datetime-local" step={1} label={t('admin.fields.endsAt')} value={values.ends_at} onChange={(e) => set('ends_at')(e.target.value)} disabled={scheduleLocked} required />
        </div>
        {scheduleLocked ? <p className="muted admin-form__note">{t('admin.auctionForm.scheduleLocked')}</p> : null}
        <fieldset className="admin-fieldset">
          <legend>{t('admin.auctionForm.softClose')}</legend>
          <p className="muted admin-form__note">{t('admin.auctionForm.softCloseHelp')}</p>
          <div className="admin-form__grid">
            <TextField id="af-soft" error={errors.fields.soft_close_seconds} type="number" min={0} max={3600} label={t('admin.auctionForm.softCloseSeconds')} value={values.soft_close_seconds} onChange={(e) => set('soft_close_seconds')(e.target.value)} disabled={settingsLocked} />
            <TextField id="af-ext" error={errors.fields.extension_seconds} type="number" min={0} max={3600} label={t('admin.auctionForm.extensionSeconds')} value={values.extension_seconds} onChange={(e) => set('extension_seconds')(e.target.value)} disabled={settingsLocked} />
            <TextField id="af-hard" error={errors.fields.hard_end_seconds} type="number" min={0} max={86400} label={t('admin.auctionForm.hardEndSeconds')} value={values.hard_end_seconds} onChange={(e) => set('hard_end_seconds')(e.target.value)} disabled={settingsLocked} />
          </div>
        </fieldset>
        <fieldset className="admin-fieldset">
          <legend>{t('admin.auctionForm.stagger')}</legend>
          <p className="muted admin-form__note">{t('admin.auctionForm.staggerHelp')}</p>
          <TextField id="af-gap" error={errors.fields.close_gap_seconds} type="number" min={0} max={3600} label={t('admin.auctionForm.closeGapSeconds')} value={values.close_gap_seconds} onChange={(e) => set('close_gap_seconds')(e.target.value)} disabled={settingsLocked} />
        </fieldset>
        <fieldset className="admin-fieldset">
          <legend>{t('admin.auctionForm.deposit')}</legend>
          <label className="admin-form__check">
            <input type="checkbox" checked={values.requires_deposit} onChange={(e) => setValues((s) => ({ ...s, requires_deposit: e.target.checked }))} disabled={settingsLocked} />{' '}
            {t('admin.auctionForm.requiresDeposit')}
          </label>
          <TextField id="af-multiple" error={errors.fields.deposit_limit_multiple} type="number" min={1} max={1000} label={t('admin.auctionForm.depositMultiple')} value={values.deposit_limit_multiple} onChange={(e) => set('deposit_limit_multiple')(e.target.value)} disabled={settingsLocked || !values.requires_deposit} />
        </fieldset>
        {errors.form ? (
          <p className="field__error" role="alert">
            {errors.form}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}

import { auctionForm } from '@vahanhaat/contract/forms/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { createAuction, editAuction, type AuctionInput } from '../api/auctions';
import { AdminResourceForm, type AdminField, type AdminFormPart } from '../form/admin-resource-form';
import { optionsOf, type ReferenceLists } from '../use-reference-lists';
import type { Auction } from '../api/types';

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO → the value of a datetime-local input, in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value → ISO 8601 with a zone, as the API requires. */
export const fromLocalInput = (value: string) => new Date(value).toISOString();

type Values = {
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
};

function initial(auction: Auction | null): Values {
  if (!auction) {
    const start = new Date(Date.now() + 60 * 60_000);
    start.setMinutes(0, 0, 0);
    const end = new Date(start.getTime() + 4 * 60 * 60_000);
    return {
      title: '',
      external_ref: '',
      financier_id: '',
      state_id: '',
      segment_id: '',
      starts_at: toLocalInput(start.toISOString()),
      ends_at: toLocalInput(end.toISOString()),
      soft_close_seconds: '180',
      extension_seconds: '180',
      hard_end_seconds: '1800',
      close_gap_seconds: '60',
      requires_deposit: false,
      deposit_limit_multiple: '',
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
    requires_deposit: auction.requires_deposit,
    deposit_limit_multiple: auction.deposit_limit_multiple === null ? '' : String(auction.deposit_limit_multiple),
  };
}

/** Only what changed goes to the server: fields that are locked after the start are then never sent. */
function changes(before: Values, after: Values, isNew: boolean): AuctionInput {
  const out: AuctionInput = {};
  const changed = (k: keyof Values) => isNew || before[k] !== after[k];
  if (changed('title')) out.title = after.title.trim();
  if (changed('external_ref') && after.external_ref.trim()) out.external_ref = after.external_ref.trim();
  for (const k of [
    'financier_id',
    'state_id',
    'segment_id',
    'soft_close_seconds',
    'extension_seconds',
    'hard_end_seconds',
    'close_gap_seconds',
  ] as const) {
    if (changed(k) && after[k] !== '') out[k] = Number(after[k]);
  }
  if (changed('starts_at') && after.starts_at) out.starts_at = fromLocalInput(after.starts_at);
  if (changed('ends_at') && after.ends_at) out.ends_at = fromLocalInput(after.ends_at);
  if (changed('requires_deposit')) out.requires_deposit = after.requires_deposit;
  if (changed('deposit_limit_multiple'))
    out.deposit_limit_multiple = after.deposit_limit_multiple.trim() === '' ? null : Number(after.deposit_limit_multiple);
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
  // The server refuses these once the auction has started (409); say so before they are tried.
  const scheduleLocked = auction !== null && auction.status !== 'upcoming';
  const settingsLocked = auction !== null && (auction.status === 'ended' || auction.status === 'cancelled');

  async function save(values: Values) {
    const body = changes(start, values, auction === null);
    if (auction && Object.keys(body).length === 0) return onClose();
    const { data, msg } = auction ? await editAuction(auction.id, body) : await createAuction(body);
    toast.success(msg || t('admin.common.saved'));
    onSaved(data);
  }

  const choose = t('admin.common.choose');
  const seconds = (name: keyof Values, id: string, label: string, max: number): AdminField<Values> => ({
    name,
    id,
    label,
    kind: 'number',
    min: 0,
    max,
    disabled: settingsLocked,
  });
  const parts: AdminFormPart<Values>[] = [
    {
      key: 'names',
      grid: false,
      fields: [
        { name: 'title', id: 'af-title', label: t('admin.auctionForm.title'), required: true, maxLength: 200 },
        { name: 'external_ref', id: 'af-ref', label: t('admin.auctionForm.externalRef'), optional: true, maxLength: 100 },
      ],
    },
    {
      key: 'where',
      fields: [
        {
          name: 'financier_id',
          id: 'af-financier',
          label: t('admin.fields.financier'),
          kind: 'select',
          options: optionsOf(lists.financiers),
          empty: choose,
          disabled: scheduleLocked,
          required: true,
        },
        {
          name: 'state_id',
          id: 'af-state',
          label: t('admin.fields.state'),
          kind: 'select',
          options: optionsOf(lists.states),
          empty: choose,
          disabled: scheduleLocked,
          required: true,
        },
        {
          name: 'segment_id',
          id: 'af-segment',
          label: t('admin.fields.segment'),
          kind: 'select',
          options: optionsOf(lists.segments),
          empty: choose,
          disabled: scheduleLocked,
          required: true,
        },
      ],
    },
    {
      key: 'when',
      fields: [
        {
          name: 'starts_at',
          id: 'af-start',
          label: t('admin.fields.startsAt'),
          kind: 'datetime-local',
          step: 1,
          disabled: scheduleLocked,
          required: true,
        },
        {
          name: 'ends_at',
          id: 'af-end',
          label: t('admin.fields.endsAt'),
          kind: 'datetime-local',
          step: 1,
          disabled: scheduleLocked,
          required: true,
        },
      ],
      note: scheduleLocked ? <p className="muted admin-form__note">{t('admin.auctionForm.scheduleLocked')}</p> : null,
    },
    {
      key: 'soft-close',
      legend: t('admin.auctionForm.softClose'),
      help: t('admin.auctionForm.softCloseHelp'),
      fields: [
        seconds('soft_close_seconds', 'af-soft', t('admin.auctionForm.softCloseSeconds'), 3600),
        seconds('extension_seconds', 'af-ext', t('admin.auctionForm.extensionSeconds'), 3600),
        seconds('hard_end_seconds', 'af-hard', t('admin.auctionForm.hardEndSeconds'), 86_400),
      ],
    },
    {
      key: 'stagger',
      legend: t('admin.auctionForm.stagger'),
      help: t('admin.auctionForm.staggerHelp'),
      grid: false,
      fields: [seconds('close_gap_seconds', 'af-gap', t('admin.auctionForm.closeGapSeconds'), 3600)],
    },
    {
      key: 'deposit',
      legend: t('admin.auctionForm.deposit'),
      fields: [
        {
          name: 'requires_deposit',
          id: 'af-deposit',
          label: t('admin.auctionForm.requiresDeposit'),
          kind: 'checkbox',
          disabled: settingsLocked,
        },
        {
          name: 'deposit_limit_multiple',
          id: 'af-multiple',
          label: t('admin.auctionForm.depositMultiple'),
          kind: 'number',
          min: 1,
          max: 1000,
          optional: true,
          disabled: settingsLocked,
        },
      ],
    },
  ];

  return (
    <AdminResourceForm
      formId="admin-auction-form"
      title={auction ? t('admin.auctionForm.editTitle') : t('admin.auctionForm.newTitle')}
      schema={auctionForm}
      defaultValues={start}
      parts={parts}
      onSubmit={save}
      onClose={onClose}
    />
  );
}

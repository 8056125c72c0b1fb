import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { formatRupees } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../api/http';
import { decide, type ResultAction } from '../api/results';
import type { ResultRow } from '../api/types';

/** What each decision asks for besides a confirmation. */
const EXTRA: Record<ResultAction, 'reason' | 'counter' | 'reference' | 'document' | null> = {
  approve: null,
  reject: 'reason',
  counter: 'counter',
  payment: 'reference',
  backout: 'reason',
  'offer-h2': null,
  issue_noc: 'document',
  release: null,
  start_rc: null,
  complete_rc: 'document',
};

export function ResultDecision({ row, action, onClose, onDone }: { row: ResultRow; action: ResultAction; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const extra = EXTRA[action];
  const winning = row.winner?.amount ?? row.final_price;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body: Record<string, string | number> = {};
    if (extra === 'reason' && text.trim()) body.reason = text.trim();
    if (extra === 'reference' && text.trim()) body.reference = text.trim();
    if (extra === 'document' && text.trim()) body.document = text.trim();
    if (extra === 'counter') body.counter_amount = Number(amount.replace(/[^\d]/g, ''));
    setBusy(true);
    setError(null);
    try {
      const { msg } = await decide(row.asset_id, action, body);
      toast.success(msg || t('admin.common.saved'));
      onDone();
    } catch (err) {
      setError(errorMessage(err, t('common.somethingWentWrong')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      size="sm"
      title={t(`admin.results.action.${action}`)}
      onClose={onClose}
      closeDisabled={busy}
      footer={
        <>
          <button type="button" className="button button--outline" onClick={onClose} disabled={busy}>
            {t('admin.common.cancel')}
          </button>
          <button type="submit" form="admin-decision" className="button button--primary" disabled={busy || (extra === 'counter' && !amount.trim())}>
            {busy ? <Spinner tone="light" size="sm" /> : null}
            {t('admin.common.confirm')}
          </button>
        </>
      }
    >
      <form id="admin-decision" className="form" onSubmit={(e) => void submit(e)}>
        <p>
          {t('admin.results.decisionLot', { lot: row.lot_no, vehicle: `${row.make} ${row.model}`, reg: row.registration_number })}
          {action === 'offer-h2' && row.next_offer ? (
            <>
              <br />
              <strong data-testid="offer-to">
                {t('admin.results.decisionOfferTo', { rank: `H${row.next_offer.rank}`, name: row.next_offer.name || row.next_offer.phone, amount: formatRupees(row.next_offer.amount) })}
              </strong>
            </>
          ) : row.winner ? (
            <>
              <br />
              {t('admin.results.decisionWinner', { name: row.winner.name || row.winner.phone, amount: winning === null ? '—' : formatRupees(winning) })}
            </>
          ) : null}
        </p>
        <p className="muted">{t(`admin.results.explain.${action}`)}</p>
        {extra === 'counter' ? (
          <TextField id="admin-counter" label={t('admin.results.counterAmount')} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} required autoFocus />
        ) : null}
        {extra === 'reason' || extra === 'reference' || extra === 'document' ? (
          <TextField
            id="admin-decision-text"
            label={extra === 'reason' ? t('admin.common.reason') : extra === 'document' ? t('admin.results.dealDocument') : t('admin.results.reference')}
            hint={t('admin.common.optional')}
            value={text}
            maxLength={extra === 'reason' ? 500 : 100}
            onChange={(e) => setText(e.target.value)}
          />
        ) : null}
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}

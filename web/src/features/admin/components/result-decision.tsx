import { decisionForm } from '@vahanhaat/contract/forms/admin';
import { numberOf } from '@vahanhaat/contract/forms/rules';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { decide, type ResultAction } from '../api/results';
import { AdminResourceForm, type AdminFormPart } from '../form/admin-resource-form';
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

type Values = { text: string; amount: string };

export function ResultDecision({
  row,
  action,
  onClose,
  onDone,
}: {
  row: ResultRow;
  action: ResultAction;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const extra = EXTRA[action];
  const winning = row.winner?.amount ?? row.final_price;

  async function save({ text, amount }: Values) {
    const body: Record<string, string | number> = {};
    if (extra === 'reason' && text) body.reason = text;
    if (extra === 'reference' && text) body.reference = text;
    if (extra === 'document' && text) body.document = text;
    if (extra === 'counter') body.counter_amount = numberOf(amount);
    const { msg } = await decide(row.asset_id, action, body);
    toast.success(msg || t('admin.common.saved'));
    onDone();
  }

  const parts: AdminFormPart<Values>[] = [
    {
      key: 'about',
      content: (
        <>
          <p>
            {t('admin.results.decisionLot', { lot: row.lot_no, vehicle: `${row.make} ${row.model}`, reg: row.registration_number })}
            {action === 'offer-h2' && row.next_offer ? (
              <>
                <br />
                <strong data-testid="offer-to">
                  {t('admin.results.decisionOfferTo', {
                    rank: `H${row.next_offer.rank}`,
                    name: row.next_offer.name || row.next_offer.phone,
                    amount: formatRupees(row.next_offer.amount),
                  })}
                </strong>
              </>
            ) : row.winner ? (
              <>
                <br />
                {t('admin.results.decisionWinner', {
                  name: row.winner.name || row.winner.phone,
                  amount: winning === null ? '—' : formatRupees(winning),
                })}
              </>
            ) : null}
          </p>
          <p className="muted">{t(`admin.results.explain.${action}`)}</p>
        </>
      ),
    },
    {
      key: 'fields',
      grid: false,
      fields:
        extra === 'counter'
          ? [{ name: 'amount', id: 'admin-counter', label: t('admin.results.counterAmount'), kind: 'text', required: true }]
          : extra === null
            ? []
            : [
                {
                  name: 'text',
                  id: 'admin-decision-text',
                  label:
                    extra === 'reason'
                      ? t('admin.common.reason')
                      : extra === 'document'
                        ? t('admin.results.dealDocument')
                        : t('admin.results.reference'),
                  optional: true,
                  maxLength: extra === 'reason' ? 500 : 100,
                },
              ],
    },
  ];

  return (
    <AdminResourceForm
      formId="admin-decision"
      size="sm"
      title={t(`admin.results.action.${action}`)}
      schema={decisionForm(extra)}
      defaultValues={{ text: '', amount: '' }}
      parts={parts}
      onSubmit={save}
      onClose={onClose}
      submitLabel={t('admin.common.confirm')}
    />
  );
}

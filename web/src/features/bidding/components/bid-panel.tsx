import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmountInWords } from '../../../lib/amount-words';
import { formatRupees } from '../../../lib/format';
import { AllInPrice } from '../../costs/components/all-in-price';
import { QuotingFor } from '../../dealers/components/quoting-for';
import { PushPrompt } from '../../notifications/components/push-prompt';
import { visibleOutcome } from '../outcome-visibility';
import { autobidFloor, autobidProblem, checkTypedAmount, quoteProblem, type AmountProblem, type ParsedAmount } from '../quote-rules';
import { useBidSubmission, type BidSubmission } from '../use-bid-submission';
import { AmountField } from './amount-field';
import { BidConfirmModal } from './bid-confirm-modal';
import { BidOutcomeMessage } from './bid-outcome';
import { SubscribeToQuote, useNeedsPlan } from './subscribe-to-quote';
import type { LotFigures, LotPhase } from '../../realtime/lot-figures';

/** Typed text and its last check; typing clears the check so errors wait for the next submit. */
function useTypedAmount() {
  const [value, setValue] = useState('');
  const [checked, setChecked] = useState<ParsedAmount | null>(null);
  return {
    value,
    checked,
    onChange(next: string) {
      setValue(next);
      setChecked(null);
    },
    /** Checks the text against a rule; the amount when it passes. */
    check(rule: (amount: number) => AmountProblem | null): number | undefined {
      const result = checkTypedAmount(value, rule);
      setChecked(result);
      return result.amount;
    },
  };
}

interface BidPanelProps {
  assetId: number;
  lotLabel: string;
  figures: LotFigures;
  phase: LotPhase;
}

function QuoteForm({ assetId, bid, figures, disabled }: { assetId: number; bid: BidSubmission; figures: LotFigures; disabled: boolean }) {
  const { t } = useTranslation();
  const inWords = useAmountInWords();
  const typed = useTypedAmount();
  const next = figures.nextValidAmount;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = typed.check((a) => quoteProblem(a, next));
    if (amount !== undefined) bid.request('quote', amount);
  };

  return (
    <form className="bid-form" onSubmit={submit} noValidate aria-label={t('bid.quoteFormLabel')}>
      <button type="button" className="button button--primary button--block" disabled={disabled} onClick={() => bid.request('quote', next)}>
        {t('bid.quoteExact', { amount: formatRupees(next) })}
      </button>
      <p className="amount-words amount-words--center">{inWords(next)}</p>
      <AmountField
        label={t('bid.otherAmount')}
        value={typed.value}
        onChange={typed.onChange}
        checked={typed.checked}
        floor={next}
        disabled={disabled}
        hint={t('bid.nextValidHint', { amount: formatRupees(next) })}
      />
      <AllInPrice assetId={assetId} amount={Number(typed.value.replace(/[^\d]/g, '')) || next} />
      <button type="submit" className="button button--outline button--block" disabled={disabled}>
        {t('bid.submitQuote')}
      </button>
    </form>
  );
}

function AutobidForm({ bid, figures, disabled }: { bid: BidSubmission; figures: LotFigures; disabled: boolean }) {
  const { t } = useTranslation();
  const typed = useTypedAmount();
  const ctx = { nextValidAmount: figures.nextValidAmount, currentMax: figures.myMax, youLead: figures.youLead, price: figures.price };
  const floor = autobidFloor(ctx);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = typed.check((a) => autobidProblem(a, ctx));
    if (amount !== undefined) bid.request('autobid', amount);
  };

  return (
    <form id="autobid" className="bid-form" onSubmit={submit} noValidate aria-label={t('bid.autobidFormLabel')}>
      <h3 className="bid-form__title">{t('bid.autobidTitle')}</h3>
      <p className="muted bid-form__text">{t('bid.autobidText')}</p>
      {figures.myMax !== null ? <p className="bid-form__current">{t('bid.currentMax', { amount: formatRupees(figures.myMax) })}</p> : null}
      <AmountField
        label={t('bid.maximum')}
        value={typed.value}
        onChange={typed.onChange}
        checked={typed.checked}
        floor={floor}
        currentMax={figures.myMax}
        disabled={disabled}
        hint={
          figures.myMax !== null
            ? t('bid.raiseHint', { amount: formatRupees(Math.max(floor, figures.myMax + 1)) })
            : t('bid.nextValidHint', { amount: formatRupees(floor) })
        }
      />
      <button type="submit" className="button button--outline button--block" disabled={disabled}>
        {t(figures.myMax !== null ? 'bid.raiseAutobid' : 'bid.setAutobid')}
      </button>
    </form>
  );
}

/** Lot detail: quote the exact next valid amount or more, or leave an autobid maximum. */
export function BidPanel({ assetId, lotLabel, figures, phase }: BidPanelProps) {
  const { t } = useTranslation();
  const bid = useBidSubmission(assetId);
  const needsPlan = useNeedsPlan();
  const open = phase === 'live';
  const outcome = visibleOutcome(bid.outcome, figures.youLead, phase);
  if (needsPlan && (open || phase === 'upcoming')) {
    return (
      <section className="bid-panel" aria-label={t('bid.panelLabel')}>
        {open ? null : <p className="bid-panel__closed">{t(`bid.phase.${phase}`)}</p>}
        <SubscribeToQuote />
      </section>
    );
  }
  return (
    <section className="bid-panel" aria-label={t('bid.panelLabel')}>
      {open ? null : <p className="bid-panel__closed">{t(`bid.phase.${phase}`)}</p>}
      {open ? <QuotingFor /> : null}
      {figures.youLead && open && !outcome ? <p className="bid-panel__leading">{t('bid.youLead')}</p> : null}
      <BidOutcomeMessage outcome={outcome} onTopUp={() => void bid.topUpAndRetry()} toppingUp={bid.toppingUp} />
      {bid.outcome && bid.outcome.tone !== 'error' ? <PushPrompt /> : null}
      {figures.youLead ? null : <QuoteForm assetId={assetId} bid={bid} figures={figures} disabled={!open || bid.submitting} />}
      <AutobidForm bid={bid} figures={figures} disabled={!open || bid.submitting} />
      {bid.pending ? (
        <BidConfirmModal
          assetId={assetId}
          bid={bid}
          lotLabel={lotLabel}
          live={{ price: figures.price, nextValidAmount: figures.nextValidAmount }}
        />
      ) : null}
    </section>
  );
}

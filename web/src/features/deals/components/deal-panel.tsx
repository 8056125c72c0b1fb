import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatRupees } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-time';
import { usePlaceNames } from '../../../lib/place-names';
import { queryKeys, useApiQuery } from '../../../lib/query';
import { depositTopUpUrl } from '../../../lib/routes';
import { toast } from '../../../lib/toast';
import { useAtomValue } from '../../../lib/use-atom';
import { serverNowAtom } from '../../realtime/atoms';
import { splitRemaining } from '../../realtime/countdown';
import './deal-panel.css';
import { answerDeal, backoutPaymentLink, downloadDocument, getDeal, type Deal, type DealDocument } from '../api/deals';

function TimeLeft({ deadline }: { deadline: string }) {
  const { t } = useTranslation();
  const now = useAtomValue(serverNowAtom);
  const left = Date.parse(deadline) - now;
  if (left <= 0) return <strong className="deal__overdue">{t('deal.timeUp')}</strong>;
  const { days, clock } = splitRemaining(left);
  return (
    <strong className="deal__left">
      {t('myLots.timeLeft', { time: days > 0 ? t('countdown.daysAndClock', { count: days, clock }) : clock })}
    </strong>
  );
}

/** The one line that says what to do next, with its deadline. */
function NextStep({ deal }: { deal: Deal }) {
  const { t, i18n } = useTranslation();
  const places = usePlaceNames();
  const vars = {
    amount: formatRupees(deal.amount ?? 0),
    financier: places.financier(deal.financier_name, deal.financier_names),
    time: deal.deadline_at ? formatDateTime(deal.deadline_at, i18n.language) : '',
    yard: deal.yard_location,
    charge: formatRupees(deal.backout?.amount ?? 0),
  };
  const key = deal.next_action === 'pay_backout' && deal.backout?.status !== 'due' ? 'none' : deal.next_action;
  if (key === 'none' && deal.stage !== 'unsold' && deal.stage !== 'rejected') return null;
  return (
    <p className="deal__next" data-testid="deal-next">
      {t(`deal.next.${key === 'none' ? deal.stage : key}`, vars)}{' '}
      {deal.deadline_at && deal.holder ? <TimeLeft deadline={deal.deadline_at} /> : null}
    </p>
  );
}

function Payee({ payee }: { payee: NonNullable<Deal['payee']> }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    ['deal.payee.accountName', payee.accountName],
    ['deal.payee.bank', `${payee.bank}, ${payee.branch}`],
    ['deal.payee.accountNumber', payee.accountNumber],
    ['deal.payee.ifsc', payee.ifsc],
  ];
  return (
    <div className="deal__payee">
      <h3>{t('deal.payee.title')}</h3>
      <dl>
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{t(k)}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">{t('deal.payee.note')}</p>
    </div>
  );
}

function Timeline({ deal }: { deal: Deal }) {
  const { t, i18n } = useTranslation();
  return (
    <ol className="deal__timeline" aria-label={t('deal.timeline')}>
      {deal.steps.map((s, i) => (
        <li key={i} className={s.yours ? 'deal__step deal__step--yours' : 'deal__step'}>
          <span className="deal__step-what">{t(`deal.step.${s.action}`, { rank: `H${s.rank}` })}</span>
          <span className="deal__step-when muted">
            {formatDateTime(s.at, i18n.language)} · {t(`deal.actor.${s.actor}`)}
            {s.document ? ` · ${t(`deal.doc.${s.document}`, { defaultValue: s.document })}` : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Downloads({ deal }: { deal: Deal }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<DealDocument | null>(null);
  if (deal.documents.length === 0) return null;
  const get = async (kind: DealDocument) => {
    setBusy(kind);
    try {
      if (!(await downloadDocument(deal.asset_id, kind, i18n.resolvedLanguage ?? 'en'))) toast.error(t('deal.downloadFailed'));
    } catch {
      toast.error(t('deal.downloadFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="deal__downloads">
      {deal.documents.map((kind) => (
        <button
          key={kind}
          type="button"
          className="button button--outline button--small"
          disabled={busy !== null}
          onClick={() => void get(kind)}
        >
          {t('deal.download', { what: t(`deal.doc.${kind}`) })}
        </button>
      ))}
    </div>
  );
}

/** Accepting an offer on a deposit auction beyond the buying limit: the deposit that would allow it. */
const ACCEPT_LIMIT_CODE = 'deposits.accept_limit_exceeded';

function Actions({ deal, onChange }: { deal: Deal; onChange: (d: Deal) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [limited, setLimited] = useState<{ msg: string; topUp: number } | null>(null);
  const answer = async (what: 'accept' | 'decline' | 'backout') => {
    if (what === 'backout' && !window.confirm(t('deal.backoutConfirm', { charge: formatRupees(10_000) }))) return;
    setBusy(true);
    setLimited(null);
    try {
      const res = await answerDeal(deal.asset_id, what);
      const topUp = Number(res.topUp);
      if (res.status === 200 && res.data) {
        onChange(res.data);
        toast.success(res.msg ?? t(`deal.done.${what}`));
      } else if (res.code === ACCEPT_LIMIT_CODE && Number.isSafeInteger(topUp) && topUp > 0) {
        // Shown beside the offer with the top-up that allows it; the deposit page comes back here.
        setLimited({ msg: res.msg ?? '', topUp });
      } else toast.error(res.msg ?? t('common.somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  };
  const pay = async () => {
    setBusy(true);
    try {
      const res = await backoutPaymentLink(deal.backout!.backout_id);
      if (res.status === 200 && res.data) window.location.assign(res.data.short_url);
      else toast.error(res.msg ?? t('common.somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  };
  if (deal.holder && deal.stage === 'offered') {
    return (
      <div className="deal__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void answer('accept')}>
          {t('deal.accept', { amount: formatRupees(deal.amount ?? 0) })}
        </button>
        <button type="button" className="button button--outline" disabled={busy} onClick={() => void answer('decline')}>
          {t('deal.decline')}
        </button>
        {limited ? (
          <div className="bid-outcome bid-outcome--error" role="alert" data-code={ACCEPT_LIMIT_CODE}>
            <p className="bid-outcome__msg">{limited.msg}</p>
            <Link
              className="button button--primary button--small bid-outcome__topup"
              href={depositTopUpUrl(limited.topUp, `/auction/assets?asset_id=${deal.asset_id}`)}
            >
              {t('deposit.addToBid', { amount: formatRupees(limited.topUp) })}
            </Link>
          </div>
        ) : null}
      </div>
    );
  }
  if (deal.backout?.status === 'due') {
    return (
      <div className="deal__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void pay()} data-testid="pay-backout">
          {t('deal.payBackout', { amount: formatRupees(deal.backout.amount) })}
        </button>
      </div>
    );
  }
  if (deal.holder && (deal.stage === 'approval_pending' || deal.stage === 'payment_due')) {
    return (
      <div className="deal__actions">
        <button type="button" className="deal__backout" disabled={busy} onClick={() => void answer('backout')}>
          {t('deal.backout')}
        </button>
      </div>
    );
  }
  return null;
}

const HEADINGS: Partial<Record<Deal['stage'], string>> = {
  offered: 'deal.heading.offered',
  unsold: 'deal.heading.closed',
  rejected: 'deal.heading.closed',
  closed_for_you: 'deal.heading.closed',
  backed_out: 'deal.heading.backedOut',
};

/** "You won": what to do next and by when, whom to pay, the timeline and the documents. */
export function DealCard({ deal, onChange, compact = false }: { deal: Deal; onChange: (d: Deal) => void; compact?: boolean }) {
  const { t } = useTranslation();
  const heading = HEADINGS[deal.stage] ?? 'deal.heading.won';
  return (
    <section className={`deal deal--${deal.stage}${compact ? ' deal--compact' : ''}`} data-testid="deal-panel" data-stage={deal.stage}>
      <h2 className="deal__title">
        {t(heading)}
        {deal.amount !== null ? <span className="deal__amount">{formatRupees(deal.amount)}</span> : null}
      </h2>
      <NextStep deal={deal} />
      <Actions deal={deal} onChange={onChange} />
      {deal.payee ? <Payee payee={deal.payee} /> : null}
      <Downloads deal={deal} />
      {compact ? (
        <details>
          <summary>{t('deal.timeline')}</summary>
          <Timeline deal={deal} />
        </details>
      ) : (
        <Timeline deal={deal} />
      )}
    </section>
  );
}

/** The deal of one lot, if the signed-in buyer has one (nothing otherwise). */
export function DealPanel({ assetId, compact = false }: { assetId: number; compact?: boolean }) {
  const [changed, setChanged] = useState<Deal | null>(null);
  const { data } = useApiQuery(queryKeys.deal(assetId), async (signal) => {
    const res = await getDeal(assetId, { signal });
    return res.status === 200 ? res.data : undefined;
  });
  const deal = changed ?? data;
  if (!deal) return null;
  return <DealCard deal={deal} onChange={setChanged} compact={compact} />;
}

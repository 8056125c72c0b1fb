import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatRupees } from '../../../lib/format';
import { queryKeys, useApiQuery } from '../../../lib/query';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { fetchDepositAccount, requestRefund, STATEMENT_URL, type DepositAccount } from '../api/deposits';
import { useTopUp } from '../use-top-up';

const PRESETS = [10_000, 20_000, 50_000];
const REFUND_POLL_MS = 3_000;

/** Only this site's own pages: the lot a refused quote came from. */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

const wholeRupees = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : NaN);

/**
 * The buyer's deposit: what is held for them, the buying limit it gives, what is in use, a
 * top-up, a refund request with its status, and the statement. `?add=N&return=/path` (from a
 * refused quote) fills in the top-up and goes back to the lot once it is paid.
 */
export function DepositScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('deposit.title'));
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const returnTo = safeReturnPath(search.get('return'));
  const suggested = Number(search.get('add'));
  const client = useQueryClient();
  const { data: account, loading } = useApiQuery<DepositAccount>(
    queryKeys.depositAccount(),
    async (signal) => {
      const body = await fetchDepositAccount(undefined, signal);
      return body.status === 200 ? body.data : undefined;
    },
    // A refund on its way is read again (the server asks the gateway) until it is final.
    { refetchInterval: (a) => (a?.refunds.some((r) => r.status === 'requested' || r.status === 'processing') ? REFUND_POLL_MS : false) },
  );
  const { topUp, paying } = useTopUp();
  const [amount, setAmount] = useState(Number.isSafeInteger(suggested) && suggested > 0 ? String(suggested) : '');
  const [refundAmount, setRefundAmount] = useState('');
  const [refunding, setRefunding] = useState(false);

  if (!account) return loading ? <Spinner tone="dark" fullPage /> : <p className="deposit__error">{t('common.somethingWentWrong')}</p>;

  const min = account.topup_min;
  const max = account.topup_max;
  const typed = wholeRupees(amount);
  // A top-up below the minimum is raised to it: the buyer asked to cover at least that much.
  const toPay = Number.isNaN(typed) ? NaN : Math.max(typed, min);
  const amountError =
    amount && (Number.isNaN(typed) || toPay > max) ? t('deposit.amountRange', { min: formatRupees(min), max: formatRupees(max) }) : null;

  const onTopUp = async (e: FormEvent) => {
    e.preventDefault();
    if (Number.isNaN(toPay) || toPay > max) return;
    const paid = await topUp(toPay, null);
    if (!paid) return;
    setAmount('');
    // useTopUp has the account read again.
    if (returnTo) navigate(returnTo);
  };

  const refundTyped = wholeRupees(refundAmount);
  const onRefund = async (e: FormEvent) => {
    e.preventDefault();
    if (Number.isNaN(refundTyped) || refundTyped < 1 || refundTyped > account.refundable) return;
    setRefunding(true);
    try {
      const body = await requestRefund(refundTyped);
      if (body.status === 200) {
        toast.success(body.msg ?? t('deposit.refundRequested'));
        setRefundAmount('');
      } else toast.error(body.msg ?? t('common.somethingWentWrong'));
    } finally {
      setRefunding(false);
      // Requested or refused, the account (its refunds, what is refundable) is read again.
      await client.invalidateQueries({ queryKey: queryKeys.depositAccount.all() });
    }
  };

  const pendingRefund = account.refunds.some((r) => r.status === 'requested' || r.status === 'processing');
  const whyNoRefund = pendingRefund
    ? t('deposit.refundPending')
    : account.held > 0
      ? t('deposit.refundHeld', { held: formatRupees(account.held) })
      : account.in_use > 0
        ? t('deposit.refundInUse', { used: formatRupees(account.in_use) })
        : account.balance === 0
          ? t('deposit.refundNothing')
          : null;

  return (
    <section className="container page-section deposit" aria-labelledby="deposit-title">
      <h1 id="deposit-title" className="page-title">
        {t('deposit.title')}
      </h1>
      <p className="deposit__intro">{t('deposit.intro', { multiple: account.platform_multiple })}</p>

      <dl className="deposit__figures">
        <div className="deposit__figure deposit__figure--main">
          <dt>{t('deposit.balance')}</dt>
          <dd data-testid="deposit-balance">{formatRupees(account.balance)}</dd>
        </div>
        <div className="deposit__figure">
          <dt>{t('deposit.limit')}</dt>
          <dd data-testid="deposit-limit">{formatRupees(account.limit)}</dd>
        </div>
        <div className="deposit__figure">
          <dt>{t('deposit.inUse')}</dt>
          <dd data-testid="deposit-in-use">{formatRupees(account.in_use)}</dd>
        </div>
        <div className="deposit__figure">
          <dt>{t('deposit.held')}</dt>
          <dd>{formatRupees(account.held)}</dd>
        </div>
      </dl>

      <form className="deposit__card" onSubmit={onTopUp} noValidate>
        <h2>{t('deposit.topUpTitle')}</h2>
        {returnTo && <p className="deposit__hint">{t('deposit.returnHint')}</p>}
        <div className="deposit__presets">
          {PRESETS.filter((p) => p >= min && p <= max).map((p) => (
            <button key={p} type="button" className="button button--outline button--small" onClick={() => setAmount(String(p))}>
              {formatRupees(p)}
            </button>
          ))}
        </div>
        <label className="deposit__field">
          <span>{t('deposit.amount')}</span>
          <input
            inputMode="numeric"
            name="amount"
            value={amount}
            onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, ''))}
            aria-invalid={Boolean(amountError)}
            aria-describedby="deposit-amount-help"
          />
        </label>
        <p id="deposit-amount-help" className={amountError ? 'deposit__error' : 'deposit__hint'}>
          {amountError ?? t('deposit.amountHelp', { min: formatRupees(min), max: formatRupees(max) })}
        </p>
        {!Number.isNaN(typed) && typed > 0 && typed < min && (
          <p className="deposit__hint">{t('deposit.raisedToMin', { min: formatRupees(min) })}</p>
        )}
        <button type="submit" className="button button--primary" disabled={paying || !amount || Boolean(amountError)}>
          {paying ? t('common.loading') : t('deposit.pay', { amount: Number.isNaN(toPay) ? '' : formatRupees(toPay) })}
        </button>
      </form>

      <form className="deposit__card" onSubmit={onRefund} noValidate>
        <h2>{t('deposit.refundTitle')}</h2>
        {whyNoRefund ? (
          <p className="deposit__hint" data-testid="deposit-refund-why">
            {whyNoRefund}
          </p>
        ) : (
          <>
            <label className="deposit__field">
              <span>{t('deposit.refundAmount', { max: formatRupees(account.refundable) })}</span>
              <input
                inputMode="numeric"
                name="refund"
                value={refundAmount}
                onChange={(e) => setRefundAmount(e.target.value.replace(/[^\d]/g, ''))}
              />
            </label>
            <div className="deposit__presets">
              <button
                type="button"
                className="button button--outline button--small"
                onClick={() => setRefundAmount(String(account.refundable))}
              >
                {t('deposit.refundAll')}
              </button>
            </div>
            <button
              type="submit"
              className="button button--primary"
              disabled={refunding || Number.isNaN(refundTyped) || refundTyped < 1 || refundTyped > account.refundable}
            >
              {t('deposit.refundButton')}
            </button>
          </>
        )}
        {account.refunds.length > 0 && (
          <ul className="deposit__refunds" aria-label={t('deposit.refundsList')}>
            {account.refunds.map((r) => (
              <li key={r.id} className="deposit__refund">
                <span>{formatRupees(r.amount)}</span>
                <span>{formatDate(r.created_at, i18n.language)}</span>
                <span className={`deposit__status deposit__status--${r.status}`} data-testid="refund-status">
                  {t(`deposit.status.${r.status}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </form>

      <div className="deposit__card">
        <h2>{t('deposit.statementTitle')}</h2>
        <div className="deposit__presets">
          <a className="button button--outline button--small" href={STATEMENT_URL('pdf')} download>
            {t('deposit.statementPdf')}
          </a>
          <a className="button button--outline button--small" href={STATEMENT_URL('csv')} download>
            {t('deposit.statementCsv')}
          </a>
        </div>
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatRupees } from '../../../lib/format';
import { queryKeys, useApiQuery } from '../../../lib/query';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { fetchDepositAccount, STATEMENT_URL, type DepositAccount } from '../api/deposits';
import { RefundForm, TopUpForm } from './deposit-forms';

const REFUND_POLL_MS = 3_000;

/** Only this site's own pages: the lot a refused quote came from. */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/**
 * The buyer's deposit: what is held for them, the buying limit it gives, what is in use, a
 * top-up, a refund request with its status, and the statement. `?add=N&return=/path` (from a
 * refused quote) fills in the top-up and goes back to the lot once it is paid.
 */
export function DepositScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('deposit.title'));
  const search = new URLSearchParams(useSearch());
  const returnTo = safeReturnPath(search.get('return'));
  const suggested = Number(search.get('add'));
  const { data: account, loading } = useApiQuery<DepositAccount>(
    queryKeys.depositAccount(),
    async (signal) => {
      const body = await fetchDepositAccount(undefined, signal);
      return body.status === 200 ? body.data : undefined;
    },
    // A refund on its way is read again (the server asks the gateway) until it is final.
    { refetchInterval: (a) => (a?.refunds.some((r) => r.status === 'requested' || r.status === 'processing') ? REFUND_POLL_MS : false) },
  );

  if (!account) return loading ? <Spinner tone="dark" fullPage /> : <p className="deposit__error">{t('common.somethingWentWrong')}</p>;

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

      <TopUpForm
        min={account.topup_min}
        max={account.topup_max}
        suggested={Number.isSafeInteger(suggested) && suggested > 0 ? String(suggested) : ''}
        returnTo={returnTo}
      />

      <RefundForm refundable={account.refundable} why={whyNoRefund}>
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
      </RefundForm>

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

import { useTranslation } from 'react-i18next';
import { CheckBadgeIcon } from '../../../components/ui/icons';
import { formatRupees } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-time';
import type { QuoteHistory } from '../api/lot';

/** The server masks another bidder as 'Bidder <tag>' (bidding/chain.ts maskBidder): the tag, worded here. */
const MASKED = /^Bidder ([0-9A-F]+)$/;

/** Every quote, newest first, under masked names; the hash chain check as a badge. */
export function QuoteHistoryList({ history, closed = false }: { history: QuoteHistory; closed?: boolean }) {
  const { t, i18n } = useTranslation();
  const quotes = [...history.quotes].reverse();
  const bidderName = (bidder: string) => {
    const tag = MASKED.exec(bidder)?.[1];
    return tag ? t('lot.bidder', { tag }) : bidder;
  };
  return (
    <div className="quote-history">
      {history.chain_verified ? (
        <p className="chain-badge chain-badge--ok">
          <CheckBadgeIcon size={18} />
          {t('lot.chainVerified')}
        </p>
      ) : (
        <p className="chain-badge chain-badge--broken" role="alert">
          {t('lot.chainBroken', { seq: history.broken_at_seq ?? '?' })}
        </p>
      )}
      {quotes.length === 0 ? (
        <p className="muted empty-text">{t(closed ? 'lot.noQuotesClosed' : 'lot.noQuotesYet')}</p>
      ) : (
        <ol className="quote-history__list">
          {quotes.map((q) => (
            <li key={q.seq} className={`quote-row${q.mine ? ' quote-row--mine' : ''}`}>
              <span className="quote-row__seq">#{q.seq}</span>
              <span className="quote-row__who">
                {q.mine ? t('lot.you') : bidderName(q.bidder)}
                {q.kind === 'auto' ? <span className="quote-row__auto">{t('lot.auto')}</span> : null}
              </span>
              <strong className="quote-row__amount">{formatRupees(q.amount)}</strong>
              <time className="quote-row__time muted" dateTime={q.created_at}>
                {formatDateTime(q.created_at, i18n.language)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

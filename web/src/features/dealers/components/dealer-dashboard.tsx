import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Spinner } from '../../../components/ui/spinner';
import { formatRupees } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-time';
import { queryKeys, useApiQuery } from '../../../lib/query';
import { lotDetailUrl } from '../../../lib/routes';
import { dashboard, type DashboardFilter } from '../api';

/** Every quote and win of the dealer's account with the agent who placed it, and each agent's exposure. */
export function DealerDashboard() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<DashboardFilter>({});
  const { data, loading } = useApiQuery(queryKeys.dealer('dashboard', filter), (signal) => dashboard(filter, signal));
  const who = (name: string | null) => name ?? t('dealers.dealerSelf');
  return (
    <section className="dealer-dashboard" data-testid="dealer-dashboard">
      <h2 className="section-title">{t('dealers.dashboardTitle')}</h2>
      <div className="dealer-dashboard__filters">
        <label className="field">
          <span className="field__label">{t('dealers.agent')}</span>
          <select
            className="field__input"
            name="agent_id"
            value={filter.agent_id ?? ''}
            onChange={(e) => setFilter((f) => ({ ...f, agent_id: e.target.value ? Number(e.target.value) : undefined }))}
          >
            <option value="">{t('dealers.allAgents')}</option>
            {(data?.agents ?? []).map((a) => (
              <option key={a.agent_id} value={a.agent_id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('dealers.from')}</span>
          <input
            className="field__input"
            type="date"
            name="from"
            value={filter.from ?? ''}
            onChange={(e) => setFilter((f) => ({ ...f, from: e.target.value || undefined }))}
          />
        </label>
        <label className="field">
          <span className="field__label">{t('dealers.to')}</span>
          <input
            className="field__input"
            type="date"
            name="to"
            value={filter.to ?? ''}
            onChange={(e) => setFilter((f) => ({ ...f, to: e.target.value || undefined }))}
          />
        </label>
      </div>
      {loading && !data ? <Spinner /> : null}
      {data ? (
        <>
          <ul className="dealer-dashboard__agents">
            {data.agents.map((a) => (
              <li key={a.agent_id} className="dealer-card" data-testid="dashboard-agent">
                <strong>{a.name}</strong>{' '}
                <span className={`dealer-status dealer-status--${a.status}`}>{t(`dealers.status.${a.status}`)}</span>
                <p className="muted">
                  {t('dealers.counts', { quotes: a.quotes, wins: a.wins })} · {t('dealers.exposure', { amount: formatRupees(a.exposure) })}
                  {a.total_cap !== null ? ` / ${formatRupees(a.total_cap)}` : ''}
                </p>
              </li>
            ))}
          </ul>
          <h3 className="dealer-dashboard__heading">{t('dealers.quotes')}</h3>
          {data.quotes.length === 0 ? <p className="muted">{t('dealers.noQuotes')}</p> : null}
          <ul className="dealer-dashboard__rows">
            {data.quotes.map((q) => (
              <li key={q.quote_id} className="dealer-row" data-testid="dashboard-quote">
                <Link href={lotDetailUrl(q.asset_id)}>{q.lot}</Link>
                <span className="dealer-row__amount">{formatRupees(q.amount)}</span>
                {q.leading ? <span className="insight-badge">{t('dealers.leading')}</span> : null}
                <span className="muted dealer-row__meta">
                  {who(q.agent_name)} · {formatDateTime(q.created_at, i18n.language)}
                </span>
              </li>
            ))}
          </ul>
          <h3 className="dealer-dashboard__heading">{t('dealers.wins')}</h3>
          {data.wins.length === 0 ? <p className="muted">{t('dealers.noWins')}</p> : null}
          <ul className="dealer-dashboard__rows">
            {data.wins.map((w) => (
              <li key={w.asset_id} className="dealer-row" data-testid="dashboard-win">
                <Link href={lotDetailUrl(w.asset_id)}>{w.lot}</Link>
                <span className="dealer-row__amount">{formatRupees(w.amount)}</span>
                <span className="muted dealer-row__meta">{who(w.agent_name)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

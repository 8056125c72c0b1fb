import '../../../styles/dealers.css';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Spinner } from '../../../components/ui/spinner';
import { postEmpty } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-time';
import { queryKeys, useApiQuery } from '../../../lib/query';
import { PROFILE_DOCUMENTS_URL } from '../../../lib/routes';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { agents, becomeDealer, changeAgent, dealerStatus, inviteAgent, saveCaps, type Agent, type Caps, type StatusChange } from '../api';
import { AgentCapsForm, type InvitedAgent, type StateOption } from './agent-caps-form';
import { DealerDashboard } from './dealer-dashboard';

const STATES_PATH = '/auctions/get-all-states-open-api';

async function stateOptions(signal: AbortSignal): Promise<StateOption[]> {
  const body = await postEmpty<{ id: number | string; name: string }[]>(STATES_PATH, { signal, authRedirect: false });
  return (Array.isArray(body.data) ? body.data : []).map((s) => ({ id: Number(s.id), name: s.name }));
}

function capsSummary(a: Caps, t: (k: string, o?: Record<string, unknown>) => string): string {
  return (
    [
      a.per_lot_cap !== null ? t('dealers.perLotShort', { amount: formatRupees(a.per_lot_cap) }) : null,
      a.total_cap !== null ? t('dealers.totalShort', { amount: formatRupees(a.total_cap) }) : null,
      a.allowed_state_ids ? t('dealers.statesShort', { count: a.allowed_state_ids.length }) : null,
      a.allowed_segments ? t('dealers.segmentsShort', { count: a.allowed_segments.length }) : null,
    ]
      .filter(Boolean)
      .join(' · ') || t('dealers.noCaps')
  );
}

function InviteForm({ states, onDone }: { states: StateOption[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [link, setLink] = useState<string | null>(null);
  // A fresh form after each invitation.
  const [sent, setSent] = useState(0);
  const submit = async (caps: Caps, agent: InvitedAgent) => {
    const res = await inviteAgent({ ...agent, ...caps });
    if (res.status === 200 && res.data) {
      toast.success(res.msg ?? t('dealers.invited'));
      setLink(res.data.invite_url);
      setSent((n) => n + 1);
      onDone();
    } else toast.error(res.msg ?? t('dealers.failed'));
  };
  return (
    <section className="dealer-card dealer-invite" data-testid="invite-agent">
      <h2 className="section-title">{t('dealers.inviteTitle')}</h2>
      <p className="muted">{t('dealers.inviteIntro')}</p>
      <AgentCapsForm key={sent} invite states={states} submitLabel={t('dealers.sendInvite')} onSubmit={submit} />
      {link ? (
        <p className="dealer-invite__link" data-testid="invite-link">
          {t('dealers.linkSent')} <code>{link}</code>
        </p>
      ) : null}
    </section>
  );
}

function AgentRow({ agent, states, onChanged }: { agent: Agent; states: StateOption[]; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const act = async (change: StatusChange) => {
    if (change === 'revoke' && !window.confirm(t('dealers.confirmRevoke', { name: agent.name }))) return;
    const res = await changeAgent(agent.id, change);
    if (res.status === 200) {
      toast.success(res.msg ?? t('dealers.saved'));
      onChanged();
    } else toast.error(res.msg ?? t('dealers.failed'));
  };
  const save = async (caps: Caps) => {
    const res = await saveCaps(agent.id, caps);
    if (res.status === 200) {
      toast.success(res.msg ?? t('dealers.saved'));
      setEditing(false);
      onChanged();
    } else toast.error(res.msg ?? t('dealers.failed'));
  };
  return (
    <li className="dealer-card dealer-agent" data-testid="agent-row">
      <p className="dealer-agent__head">
        <strong>{agent.name}</strong> <span className="muted">{agent.phone}</span>{' '}
        <span className={`dealer-status dealer-status--${agent.status}`}>{t(`dealers.status.${agent.status}`)}</span>
      </p>
      <p className="muted">{capsSummary(agent, t)}</p>
      {agent.status !== 'invited' ? (
        <p className="muted">
          {t('dealers.counts', { quotes: agent.quotes, wins: agent.wins })} ·{' '}
          {t('dealers.exposure', { amount: formatRupees(agent.exposure) })}
        </p>
      ) : agent.invite_expires_at ? (
        <p className="muted">{t('dealers.inviteExpires', { time: formatDateTime(agent.invite_expires_at, i18n.language) })}</p>
      ) : null}
      {agent.status !== 'revoked' ? (
        <div className="dealer-agent__actions">
          <button
            type="button"
            className="button button--outline button--small"
            onClick={() => setEditing((v) => !v)}
            aria-expanded={editing}
          >
            {t('dealers.editCaps')}
          </button>
          {agent.status === 'active' ? (
            <button
              type="button"
              className="button button--outline button--small"
              onClick={() => void act('suspend')}
              data-testid="suspend-agent"
            >
              {t('dealers.suspend')}
            </button>
          ) : null}
          {agent.status === 'suspended' ? (
            <button type="button" className="button button--outline button--small" onClick={() => void act('reinstate')}>
              {t('dealers.reinstate')}
            </button>
          ) : null}
          {agent.status === 'invited' ? (
            <button type="button" className="button button--outline button--small" onClick={() => void act('resend')}>
              {t('dealers.resend')}
            </button>
          ) : null}
          <button type="button" className="link-button" onClick={() => void act('revoke')}>
            {t(agent.status === 'invited' ? 'dealers.withdraw' : 'dealers.revoke')}
          </button>
        </div>
      ) : null}
      {editing ? <AgentCapsForm caps={agent} states={states} submitLabel={t('dealers.saveCaps')} onSubmit={save} /> : null}
    </li>
  );
}

function BecomeDealer({ kycVerified, onDone }: { kycVerified: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await becomeDealer();
      if (res.status === 200) {
        toast.success(res.msg ?? t('dealers.saved'));
        onDone();
      } else toast.error(res.msg ?? t('dealers.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="dealer-card" onSubmit={(e) => void submit(e)} data-testid="become-dealer">
      <h2 className="section-title">{t('dealers.becomeTitle')}</h2>
      <p>{t('dealers.becomeIntro')}</p>
      {!kycVerified ? (
        <p className="muted">
          {t('dealers.kycNeeded')} <Link href={PROFILE_DOCUMENTS_URL}>{t('dealers.kycLink')}</Link>
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('dealers.become')}
      </button>
    </form>
  );
}

/** The dealer's page: become a dealer; invite agents, set their caps, suspend or remove them; see what they did. */
export function DealerScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('dealers.title'));
  const client = useQueryClient();
  // After a change: the status, the agents and the dashboard are read again (the states' names stay).
  const refresh = () =>
    void Promise.all(
      (['status', 'agents', 'dashboard'] as const).map((part) => client.invalidateQueries({ queryKey: queryKeys.dealer(part) })),
    );
  const { data: status, loading } = useApiQuery(queryKeys.dealer('status'), (signal) => dealerStatus(signal));
  const { data: states } = useApiQuery(queryKeys.dealer('states'), (signal) => stateOptions(signal));
  const { data: list } = useApiQuery(queryKeys.dealer('agents'), (signal) => agents(signal), { enabled: status?.is_dealer === true });
  return (
    <section className="container page-section dealer-page">
      <h1 className="page-title">{t('dealers.title')}</h1>
      {loading && !status ? <Spinner /> : null}
      {status?.agent_of ? (
        <>
          <p className="dealer-card dealer-quoting-for" data-testid="agent-of">
            {t('dealers.youQuoteFor', { dealer: status.agent_of.dealer_name })}
          </p>
          <DealerDashboard />
        </>
      ) : null}
      {status && !status.agent_of && !status.is_dealer && status.can_become_dealer ? (
        <BecomeDealer kycVerified={status.kyc_verified} onDone={refresh} />
      ) : null}
      {status?.is_dealer ? (
        <>
          <InviteForm states={states ?? []} onDone={refresh} />
          <h2 className="section-title">{t('dealers.agentsTitle')}</h2>
          {list && list.length === 0 ? <p className="muted">{t('dealers.noAgents')}</p> : null}
          <ul className="dealer-agents">
            {(list ?? []).map((a) => (
              <AgentRow key={a.id} agent={a} states={states ?? []} onChanged={refresh} />
            ))}
          </ul>
          <DealerDashboard />
        </>
      ) : null}
    </section>
  );
}

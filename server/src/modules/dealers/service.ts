/** Dealers and their agents: becoming a dealer, invitations, caps, suspension and the dealer's dashboard. */
import { randomBytes } from 'node:crypto';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import { message, render } from '../../lib/i18n/render.js';
import { createInvitedAccount, hashToken, invitedPassword } from '../accounts/index.js';
import * as repo from './repo.js';
import type { Db, Executor } from '../../db/client.js';
import type { Language } from '../../lib/i18n/languages.js';
import type { SmsSender } from '../../lib/sms.js';
import type { CapsInput, DashboardFilter, InviteInput } from './schema.js';
import type { FastifyBaseLogger } from 'fastify';

/** How long an invitation link works. */
export const INVITE_TTL_HOURS = 72;
const DASHBOARD_ROWS = 200;

const iso = (d: string | Date) => new Date(d).toISOString();
const isoOrNull = (d: string | Date | null) => (d === null ? null : iso(d));
const uniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export interface DealersDeps {
  db: Db;
  sms: SmsSender;
  brand: string;
  log: FastifyBaseLogger;
}

/** The caps as stored: a field the request leaves out keeps `prev`'s value (none when inviting). */
function capsOf(input: Partial<CapsInput>, prev?: repo.Caps): repo.Caps {
  const c: repo.Caps = {
    perLotCap: input.per_lot_cap !== undefined ? input.per_lot_cap : (prev?.perLotCap ?? null),
    totalCap: input.total_cap !== undefined ? input.total_cap : (prev?.totalCap ?? null),
    allowedStateIds: input.allowed_state_ids !== undefined ? input.allowed_state_ids : (prev?.allowedStateIds ?? null),
    allowedSegments: input.allowed_segments !== undefined ? input.allowed_segments : (prev?.allowedSegments ?? null),
  };
  if (c.perLotCap !== null && c.totalCap !== null && c.perLotCap > c.totalCap) throw badRequest('dealers.caps_order');
  if (c.allowedStateIds?.length === 0 || c.allowedSegments?.length === 0) throw badRequest('dealers.caps_empty_list');
  return c;
}

const splitName = (name: string) => {
  const parts = name.trim().split(/\s+/);
  return { firstName: parts[0]!, lastName: parts.slice(1).join(' ') };
};

export function createDealersService({ db, sms, brand, log }: DealersDeps) {
  /** The signed-in user as a dealer: refused to agents and to buyers who are not dealers. */
  async function dealerOf(userId: number) {
    const agency = await repo.agencyOf(db, userId);
    if (agency) throw forbidden('dealers.agent_refused');
    const flags = await repo.userFlags(db, userId);
    if (!flags?.is_dealer) throw forbidden('dealers.not_dealer');
    return { id: userId, name: flags.name };
  }

  async function ownAgent(dealerId: number, id: number, lock = false, ex: Executor = db) {
    const row = await repo.findAgent(ex, dealerId, id, lock);
    if (!row) throw notFound('dealers.agent_not_found');
    return row;
  }

  /** The invitation text, in the inviting dealer's language (the agent has chosen none yet). */
  async function sendInvite(dealerName: string, phone: string, url: string, language: Language) {
    const text = render(message('dealers.invite_sms', { dealer: dealerName, brand, url, hours: INVITE_TTL_HOURS }), language);
    try {
      await sms.send({ to: phone, message: text, template: { name: 'dealer_agent_invite', params: [dealerName, brand, url] } });
      return true;
    } catch (err) {
      // The row stays: the dealer sees the link and can share it, or send it again.
      log.warn({ err, sms: sms.kind }, 'the agent invitation text could not be sent');
      return false;
    }
  }

  const agentOut = (r: repo.AgentRow, stats?: { quotes: number; wins: number; exposure: number }) => ({
    id: r.id,
    name: r.name,
    phone: r.phone,
    status: r.status,
    agent_user_id: r.agent_user_id,
    per_lot_cap: r.per_lot_cap === null ? null : Number(r.per_lot_cap),
    total_cap: r.total_cap === null ? null : Number(r.total_cap),
    allowed_state_ids: r.allowed_state_ids,
    allowed_segments: r.allowed_segments,
    invite_expires_at: r.status === 'invited' ? isoOrNull(r.invite_expires_at) : null,
    created_at: iso(r.created_at),
    activated_at: isoOrNull(r.activated_at),
    suspended_at: isoOrNull(r.suspended_at),
    quotes: stats?.quotes ?? 0,
    wins: stats?.wins ?? 0,
    exposure: stats?.exposure ?? 0,
  });

  async function statsByAgent(dealerId: number, range: repo.DashboardRange = {}) {
    const [counts, exposure] = await Promise.all([repo.countsByAgent(db, dealerId, range), repo.exposureByAgent(db, dealerId)]);
    const by = new Map<number, { quotes: number; wins: number; exposure: number }>();
    const at = (id: number) => by.get(id) ?? (by.set(id, { quotes: 0, wins: 0, exposure: 0 }), by.get(id)!);
    for (const c of counts) Object.assign(at(c.agent_id), { quotes: Number(c.quotes), wins: Number(c.wins) });
    for (const e of exposure) at(e.agent_id).exposure = Number(e.exposure);
    return by;
  }

  return {
    /** Where the user stands: a dealer, someone's agent (and whose), or neither. */
    async status(userId: number) {
      const [flags, agency] = await Promise.all([repo.userFlags(db, userId), repo.agencyOf(db, userId)]);
      return {
        is_dealer: flags?.is_dealer ?? false,
        can_become_dealer: !flags?.is_dealer && !agency && !flags?.is_admin,
        kyc_verified: flags?.kyc_verified ?? false,
        agent_of: agency ? { dealer_id: agency.dealer_id, dealer_name: agency.dealer_name, status: agency.status } : null,
      };
    },

    /**
     * A buyer becomes a dealer at once when an admin has verified their identity documents: the
     * KYC review is the approval (a dealer answers for every quote their agents place).
     */
    async become(userId: number) {
      if (await repo.agencyOf(db, userId)) throw forbidden('dealers.agent_refused');
      const flags = await repo.userFlags(db, userId);
      if (!flags) throw notFound('dealers.agent_not_found');
      if (flags.is_admin) throw forbidden('dealers.admin_cannot_be_dealer');
      if (flags.is_dealer) return;
      if (!flags.kyc_verified) throw forbidden('dealers.kyc_first');
      await repo.setDealer(db, userId);
      log.info({ dealerId: userId }, 'buyer became a dealer');
    },

    async agents(userId: number) {
      const dealer = await dealerOf(userId);
      const [rows, stats] = await Promise.all([repo.listAgents(db, dealer.id), statsByAgent(dealer.id)]);
      return rows.map((r) => agentOut(r, r.agent_user_id === null ? undefined : stats.get(r.agent_user_id)));
    },

    async invite(userId: number, input: InviteInput, baseUrl: string, language: Language = 'en') {
      const dealer = await dealerOf(userId);
      const caps = capsOf(input);
      const own = await repo.phoneAccount(db, input.phone);
      if (own?.id === dealer.id) throw badRequest('dealers.cannot_invite_self');
      if (own && (own.is_dealer || own.is_admin || own.agent_elsewhere)) throw conflict('dealers.phone_taken');
      if (await repo.liveAgentByPhone(db, dealer.id, input.phone)) throw conflict('dealers.already_invited');
      const token = randomBytes(32).toString('base64url');
      let row;
      try {
        row = await repo.insertInvite(db, {
          dealerId: dealer.id,
          phone: input.phone,
          name: input.name,
          tokenHash: hashToken(token),
          ttlHours: INVITE_TTL_HOURS,
          ...caps,
        });
      } catch (err) {
        if (uniqueViolation(err)) throw conflict('dealers.already_invited');
        throw err;
      }
      const url = `${baseUrl}/agent-invite/${token}`;
      const sent = await sendInvite(dealer.name, input.phone, url, language);
      log.info({ dealerId: dealer.id, agentRow: row.id, sent }, 'agent invited');
      return { id: row.id, invite_url: url, invite_expires_at: iso(row.invite_expires_at), sent };
    },

    /** A fresh link (the old one stops working) texted again, for an invitation not yet accepted. */
    async resend(userId: number, id: number, baseUrl: string, language: Language = 'en') {
      const dealer = await dealerOf(userId);
      const row = await ownAgent(dealer.id, id);
      if (row.status !== 'invited') throw conflict('dealers.not_invited');
      const token = randomBytes(32).toString('base64url');
      const renewed = await repo.renewInvite(db, id, hashToken(token), INVITE_TTL_HOURS);
      if (!renewed) throw conflict('dealers.not_invited');
      const url = `${baseUrl}/agent-invite/${token}`;
      const sent = await sendInvite(dealer.name, row.phone, url, language);
      return { id, invite_url: url, invite_expires_at: iso(renewed.invite_expires_at), sent };
    },

    async setCaps(userId: number, input: CapsInput) {
      const dealer = await dealerOf(userId);
      const row = await ownAgent(dealer.id, input.id);
      if (row.status === 'revoked') throw conflict('dealers.agent_revoked');
      const caps = capsOf(input, {
        perLotCap: row.per_lot_cap,
        totalCap: row.total_cap,
        allowedStateIds: row.allowed_state_ids,
        allowedSegments: row.allowed_segments,
      });
      await repo.updateCaps(db, row.id, caps);
      log.info({ dealerId: dealer.id, agentRow: row.id }, 'agent caps changed');
      return agentOut((await repo.findAgent(db, dealer.id, row.id))!);
    },

    /**
     * Suspend and revoke end the agent's sessions in the same transaction as the change, so no
     * request of theirs runs under the old status once it commits.
     */
    async changeStatus(userId: number, id: number, to: 'suspended' | 'active' | 'revoked') {
      const dealer = await dealerOf(userId);
      const row = await db.transaction(async (tx) => {
        const r = await ownAgent(dealer.id, id, true, tx);
        if (r.status === 'revoked') throw conflict('dealers.agent_revoked');
        if (to === 'suspended' && r.status !== 'active') throw conflict('dealers.not_active');
        if (to === 'active' && r.status !== 'suspended') throw conflict('dealers.not_suspended');
        await repo.setStatus(tx, r.id, to);
        if (to !== 'active' && r.agent_user_id !== null) await repo.endSessions(tx, r.agent_user_id);
        return r;
      });
      log.info({ dealerId: dealer.id, agentRow: row.id, status: to }, 'agent status changed');
      return agentOut((await repo.findAgent(db, dealer.id, row.id))!);
    },

    /** What the dealer's account did, by agent: for the dealer, and read-only for an active agent. */
    async dashboard(userId: number, f: DashboardFilter) {
      if (f.from && f.to && f.from > f.to) throw badRequest('dealers.date_range');
      const agency = await repo.agencyOf(db, userId);
      if (agency && agency.status !== 'active') throw forbidden('dealers.agent_suspended');
      const dealer = agency ? { id: agency.dealer_id, name: agency.dealer_name } : await dealerOf(userId);
      const range = { agentId: f.agent_id, from: f.from, to: f.to };
      const [rows, stats, quotes, wins] = await Promise.all([
        repo.listAgents(db, dealer.id),
        statsByAgent(dealer.id, range),
        repo.dealerQuotes(db, dealer.id, range, DASHBOARD_ROWS),
        repo.dealerWins(db, dealer.id, range, DASHBOARD_ROWS),
      ]);
      const agents = rows
        .filter((r) => r.agent_user_id !== null && (!f.agent_id || r.agent_user_id === f.agent_id))
        .map((r) => {
          const s = stats.get(r.agent_user_id!) ?? { quotes: 0, wins: 0, exposure: 0 };
          return {
            agent_id: r.agent_user_id!,
            name: r.name,
            status: r.status,
            ...s,
            total_cap: r.total_cap === null ? null : Number(r.total_cap),
          };
        });
      return {
        dealer,
        agents,
        quotes: quotes.map((q) => ({ ...q, quote_id: Number(q.quote_id), amount: Number(q.amount), created_at: iso(q.created_at) })),
        wins: wins.map((w) => ({ ...w, amount: Number(w.amount ?? 0), closed_at: isoOrNull(w.closed_at) })),
      };
    },

    /** What the invitation link shows before the agent signs up or signs in. */
    async invitation(token: string) {
      const row = await repo.invitationByHash(db, hashToken(token));
      if (!row || !row.live) throw notFound('dealers.invite_invalid');
      return {
        dealer_name: row.dealer_name,
        agent_name: row.name,
        phone: row.phone,
        has_account: row.account_id !== null,
        invite_expires_at: iso(row.invite_expires_at!),
      };
    },

    /**
     * Accepts an invitation: a phone without an account signs up with its verified OTP (the
     * account is made here); a phone with one must be signed in as that account. Returns the
     * agent's user id (the route opens a session for a new account) and the new password, if any.
     */
    async accept(token: string, signedIn: { id: number; phone: string } | null, language: string | null) {
      const tokenHash = hashToken(token);
      const peek = await repo.invitationByHash(db, tokenHash);
      if (!peek || !peek.live) throw notFound('dealers.invite_invalid');
      const fresh = peek.account_id === null ? await invitedPassword() : null;
      const result = await db
        .transaction(async (tx) => {
          const row = await repo.invitationByHash(tx, tokenHash, true);
          if (!row || !row.live) throw notFound('dealers.invite_invalid');
          let agentUserId: number;
          if (row.account_id === null) {
            if (!fresh) throw conflict('dealers.invite_invalid');
            const home = await repo.dealerHome(tx, row.dealer_id);
            agentUserId = await createInvitedAccount(
              tx,
              {
                phone: row.phone,
                ...splitName(row.name),
                stateId: home?.state_id ?? null,
                address: home?.address ?? '',
                pincode: home?.pincode ?? null,
                language,
                addedBy: `dealer:${row.dealer_id}`,
              },
              fresh.passwordHash,
            );
          } else {
            if (!signedIn || signedIn.phone !== row.phone) throw forbidden(message('dealers.sign_in_to_accept', { phone: row.phone }));
            const account = await repo.phoneAccount(tx, row.phone);
            if (!account || account.is_dealer || account.is_admin || account.agent_elsewhere) throw conflict('dealers.phone_taken');
            agentUserId = account.id;
          }
          await repo.activate(tx, row.id, agentUserId);
          return { row, agentUserId };
        })
        .catch((err: unknown) => {
          if (uniqueViolation(err)) throw conflict('dealers.phone_taken');
          throw err;
        });
      log.info({ dealerId: result.row.dealer_id, agentRow: result.row.id, newAccount: fresh !== null }, 'agent invitation accepted');
      return {
        agentUserId: result.agentUserId,
        newAccount: fresh !== null,
        data: { dealer_name: result.row.dealer_name, name: result.row.name, phone: result.row.phone, password: fresh?.password ?? null },
      };
    },

    /** The admin's audit of a lot: every quote's bidder of record and the agent who placed it, if any. */
    async lotAudit(assetId: number) {
      const rows = await repo.lotQuotesWithAgents(db, assetId);
      return rows.map((r) => ({ ...r, amount: Number(r.amount), created_at: iso(r.created_at) }));
    },

    /** Whether the user is someone's agent (active or suspended): the routes agents may not use ask it. */
    isAgent: async (userId: number) => (await repo.agencyOf(db, userId)) !== undefined,
  };
}
export type DealersService = ReturnType<typeof createDealersService>;

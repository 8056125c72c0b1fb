import { badRequest, forbidden, notFound } from '../../../errors.js';
import { currentDocuments, deleteUserSessions, identityDocumentView, maskAadhar } from '../../accounts/index.js';
import { audit } from '../audit/index.js';
import { fullName, pageOf, pageResult, toIso } from '../shared/schema.js';
import * as repo from './repo.js';
import type { AdminActor } from '../shared/access.js';
import type { AdminDeps } from '../shared/deps.js';

export type Role = 'admin' | 'auction_admin';

const userView = (u: repo.UserRow) => ({
  id: u.id,
  phone: u.phone,
  name: fullName(u),
  email: u.email,
  state: u.stateId === null ? null : { id: u.stateId, name: u.stateName ?? '' },
  is_admin: u.isAdmin,
  is_auction_admin: u.isAuctionAdmin,
  is_blocked: u.isBlocked,
  block_description: u.blockDescription,
  is_subscribed: u.isSubscribed,
  subscription_end_date: toIso(u.subscriptionEndDate),
  docs_uploaded: u.docsUploaded,
  created_at: toIso(u.createdAt)!,
});

const leadView = (l: Awaited<ReturnType<typeof repo.listLeads>>['rows'][number]) => ({
  id: l.id,
  name: l.name,
  phone: l.phone,
  state: l.state,
  city: l.city,
  pincode: l.pincode,
  ta_interest: l.taInterest,
  user_id: l.userId,
  source: l.source,
  created_at: toIso(l.createdAt)!,
  updated_at: toIso(l.updatedAt)!,
});
export type LeadView = ReturnType<typeof leadView>;

/** Blocking or changing an admin's access is a full admin's call, and nobody changes their own. */
function guardTarget(actor: AdminActor, target: { id: number; isAdmin: boolean }, what: 'block' | 'roles') {
  if (target.id === actor.id) throw badRequest(what === 'block' ? 'admin.own_account_block' : 'admin.own_account_roles');
  if (target.isAdmin && !actor.isAdmin) throw forbidden(what === 'block' ? 'admin.full_admin_block' : 'admin.full_admin_roles');
}

export function createUsersService({ db }: AdminDeps) {
  async function detail(id: number) {
    const u = await repo.findUser(db, id);
    if (!u) throw notFound('admin.user_not_found');
    const [docs, permissions, activity] = await Promise.all([
      currentDocuments(db, id),
      repo.permissionsOf(db, id),
      repo.activityOf(db, id),
    ]);
    return {
      ...userView(u),
      address: u.address,
      pincode: u.pincode,
      aadhar_number: maskAadhar(u.aadharLast4),
      pan_number: u.panNumber,
      remarks: u.remarks,
      permissions: permissions.map((p) => ({ state_id: p.stateId, state: p.state, designation: p.designation })),
      documents: docs.map(identityDocumentView),
      activity: { quote_count: activity.quotes, lots_won: activity.lotsWon, backouts_due: activity.backoutsDue },
    };
  }

  return {
    detail,

    async search(f: repo.UserFilter & { page_no?: number | undefined; page_size?: number | undefined }) {
      const page = pageOf(f);
      const { rows, total } = await repo.searchUsers(db, f, page);
      return pageResult(rows.map(userView), total, page);
    },

    /** Blocked: every session ends now, and login shows the description (spec §8). */
    async block(actor: AdminActor, id: number, description: string) {
      await db.transaction(async (tx) => {
        const u = await repo.findUser(tx, id, true);
        if (!u) throw notFound('admin.user_not_found');
        guardTarget(actor, u, 'block');
        await repo.updateUser(tx, id, { isBlocked: true, blockDescription: description });
        await deleteUserSessions(tx, id);
        await audit(tx, actor, 'user.block', 'user', id, { block_description: description, was_blocked: u.isBlocked });
      });
      return detail(id);
    },

    async unblock(actor: AdminActor, id: number) {
      await db.transaction(async (tx) => {
        const u = await repo.findUser(tx, id, true);
        if (!u) throw notFound('admin.user_not_found');
        await repo.updateUser(tx, id, { isBlocked: false, blockDescription: '' });
        await audit(tx, actor, 'user.unblock', 'user', id, { was_blocked: u.isBlocked, block_description: u.blockDescription });
      });
      return detail(id);
    },

    /** Only a full admin grants or revokes admin; either kind of admin handles auction admin. */
    async setRole(actor: AdminActor, id: number, role: Role, grant: boolean) {
      if (role === 'admin' && !actor.isAdmin) throw forbidden('admin.full_admin_grant');
      await db.transaction(async (tx) => {
        const u = await repo.findUser(tx, id, true);
        if (!u) throw notFound('admin.user_not_found');
        guardTarget(actor, u, 'roles');
        await repo.updateUser(tx, id, role === 'admin' ? { isAdmin: grant } : { isAuctionAdmin: grant });
        await audit(tx, actor, grant ? 'user.role_grant' : 'user.role_revoke', 'user', id, {
          role,
          before: { admin: u.isAdmin, auction_admin: u.isAuctionAdmin },
        });
      });
      return detail(id);
    },

    async leads(f: repo.LeadFilter & { page_no?: number | undefined; page_size?: number | undefined }) {
      const page = pageOf(f);
      const { rows, total } = await repo.listLeads(db, f, page);
      return pageResult(rows.map(leadView), total, page);
    },

    /** Every lead the filter keeps, for the CSV export (capped); the audit log notes who took it. */
    async exportLeads(actor: AdminActor, f: repo.LeadFilter, cap = 50_000) {
      const rows = (await repo.listLeads(db, f, { limit: cap, offset: 0 })).rows.map(leadView);
      await audit(db, actor, 'leads.export', 'lead', null, { filter: f, rows: rows.length });
      return rows;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

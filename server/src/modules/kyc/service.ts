import { conflict, notFound } from '../../errors.js';
import { writeOutbox, type OutboxEvent } from '../../events/outbox.js';
import { userSubject } from '../../events/subjects.js';
import { message } from '../../lib/i18n/render.js';
import { extensionOf, type DocumentStore } from '../accounts/index.js';
import { type AdminActor, audit, fullName, pageOf, pageResult, toIso } from '../admin/index.js';
import * as repo from './repo.js';
import type { Db, Executor } from '../../db/client.js';
import type { QueueRow, RejectReason } from './schema.js';
import type { FastifyBaseLogger } from 'fastify';

export interface KycDeps {
  db: Db;
  store: DocumentStore;
  log: FastifyBaseLogger;
  /** After a commit that wrote outbox rows. */
  onCommitted(): void;
  /** After a financier's requirement changed: cached answers of the quote gate are stale. */
  onRequirementChanged(): void;
}

type Row = NonNullable<Awaited<ReturnType<typeof repo.findDocument>>>;

export const rowView = (r: Row): QueueRow => ({
  id: r.id,
  kind: r.kind,
  mime: r.mime,
  size_bytes: r.sizeBytes,
  status: r.status,
  uploaded_at: toIso(r.createdAt)!,
  buyer: { user_id: r.userId, name: fullName({ firstName: r.buyerFirstName, lastName: r.buyerLastName }), phone: r.buyerPhone },
  state: r.stateName,
  reviewed_at: toIso(r.reviewedAt),
  reviewed_by:
    r.reviewerId === null
      ? null
      : {
          user_id: r.reviewerId,
          name: fullName({ firstName: r.reviewerFirstName ?? '', lastName: r.reviewerLastName ?? '' }),
          phone: r.reviewerPhone ?? '',
        },
  reject_reason: r.rejectReason,
  reject_note: r.rejectNote,
  file_url: `/admin/kyc/documents/${r.id}/file`,
});

/** The buyer's outcome, for the notification service (who words it in the buyer's language). */
export function kycEvent(r: Row, kycVerified: boolean): OutboxEvent {
  const event = r.status === 'verified' ? 'verified' : 'rejected';
  return {
    subject: userSubject(r.userId, 'kyc'),
    kind: 'kyc',
    payload: {
      type: 'kyc',
      event,
      buyerUserId: r.userId,
      documentId: r.id,
      documentKind: r.kind,
      reason: r.rejectReason,
      note: r.rejectNote,
      kycVerified,
    },
  };
}

/** Why a decision found nothing to decide, worded for the admin who lost the race. */
function alreadyDecided(r: Row) {
  if (r.replacedAt) return conflict('kyc.document_replaced', { code: 'kyc_document_replaced' });
  const rejected = r.status === 'rejected';
  const text = r.reviewerFirstName
    ? message(rejected ? 'kyc.already_rejected_by' : 'kyc.already_verified_by', {
        name: fullName({ firstName: r.reviewerFirstName, lastName: r.reviewerLastName ?? '' }),
      })
    : rejected
      ? 'kyc.already_rejected'
      : 'kyc.already_verified';
  return conflict(text, { code: 'kyc_already_decided', decided: r.status });
}

export function createKycService({ db, store, log, onCommitted, onRequirementChanged }: KycDeps) {
  async function queue(q: {
    status?: 'pending' | 'verified' | 'rejected' | undefined;
    state_id?: number | undefined;
    kind?: repo.QueueFilter['kind'];
    page_no?: number | undefined;
    page_size?: number | undefined;
  }) {
    const page = pageOf(q);
    const { rows, total } = await repo.queue(db, { status: q.status ?? 'pending', stateId: q.state_id, kind: q.kind }, page);
    return pageResult(rows.map(rowView), total, page);
  }

  async function decideOne(
    actor: AdminActor,
    id: number,
    decision: { status: 'verified' | 'rejected'; reason?: RejectReason; note?: string | undefined },
  ) {
    const result = await db.transaction(async (tx: Executor) => {
      const before = await repo.findDocument(tx, id);
      if (!before) throw notFound('kyc.document_not_found');
      await repo.lockUser(tx, before.userId);
      const decided = await repo.decide(tx, id, {
        status: decision.status,
        reviewedBy: actor.id,
        rejectReason: decision.reason,
        rejectNote: decision.note ?? null,
      });
      if (!decided) throw alreadyDecided((await repo.findDocument(tx, id))!);
      const kycVerified = await repo.refreshKycVerified(tx, before.userId);
      const after = (await repo.findDocument(tx, id))!;
      await writeOutbox(tx, [kycEvent(after, kycVerified)]);
      await audit(tx, actor, decision.status === 'verified' ? 'kyc.verify' : 'kyc.reject', 'identity_document', id, {
        user_id: before.userId,
        kind: before.kind,
        ...(decision.reason ? { reason: decision.reason, note: decision.note ?? null } : {}),
        kyc_verified: kycVerified,
      });
      return { ...rowView(after), kyc_verified: kycVerified };
    });
    onCommitted();
    log.info({ documentId: id, decision: decision.status, actorId: actor.id }, 'identity document reviewed');
    return result;
  }

  const verify = (actor: AdminActor, id: number) => decideOne(actor, id, { status: 'verified' });
  const reject = (actor: AdminActor, id: number, reason: RejectReason, note: string | undefined) =>
    decideOne(actor, id, { status: 'rejected', reason, note });

  /** The decrypted file for an admin; every view is written to the audit log before it is sent. */
  async function openForAdmin(actor: AdminActor, id: number) {
    const doc = await repo.findDocument(db, id);
    if (!doc) throw notFound('kyc.document_not_found');
    const file = await store.open(doc.storageKey);
    if (!file) throw notFound('kyc.file_missing');
    await audit(db, actor, 'kyc.view', 'identity_document', id, { user_id: doc.userId, kind: doc.kind });
    return { ...file, mime: doc.mime, fileName: `${doc.kind}-${doc.userId}.${extensionOf(doc.mime)}` };
  }

  async function financierSettings() {
    return (await repo.listFinanciers(db)).map((f) => ({
      id: f.id,
      name: f.name,
      is_active: f.isActive,
      requires_verified_kyc: f.requiresVerifiedKyc,
    }));
  }

  async function setRequirement(actor: AdminActor, financierId: number, required: boolean) {
    await db.transaction(async (tx: Executor) => {
      const changed = await repo.setRequirement(tx, financierId, required);
      if (!changed) throw notFound('kyc.financier_not_found');
      await audit(tx, actor, 'kyc.requirement', 'financier', financierId, { requires_verified_kyc: required, before: changed.before });
    });
    onRequirementChanged();
    return financierSettings();
  }

  /** What the lot page tells a buyer before they quote. */
  async function statusFor(user: { id: number; isAdmin: boolean; isAuctionAdmin: boolean }, assetId: number | undefined) {
    const [required, verified, docs] = await Promise.all([
      assetId === undefined ? Promise.resolve(false) : repo.lotRequiresKyc(db, assetId),
      repo.userKyc(db, user.id),
      repo.currentStatuses(db, user.id),
    ]);
    if (required === undefined) throw notFound('kyc.lot_not_found');
    const state = verified
      ? ('verified' as const)
      : docs.some((d) => d.status === 'rejected')
        ? ('rejected' as const)
        : docs.length < 3
          ? ('missing' as const)
          : ('pending' as const);
    const admin = user.isAdmin || user.isAuctionAdmin;
    return { required, verified, state, can_quote: !required || verified || admin };
  }

  return { queue, verify, reject, openForAdmin, financierSettings, setRequirement, statusFor };
}

export type KycService = ReturnType<typeof createKycService>;

import { conflict, notFound } from '../../../errors.js';
import { writeOutbox } from '../../../events/outbox.js';
import { fieldError, type FieldProblem } from '../../../lib/field-errors.js';
import { recordExposureOfBids } from '../../deposits/index.js';
import { audit } from '../audit/index.js';
import * as lots from '../lots/repo.js';
import { uniqueOr, type AdminDeps } from '../shared/deps.js';
import { adminEvent, auctionStateEvent } from '../shared/events.js';
import { pageOf, pageResult, toIso } from '../shared/schema.js';
import { auctionSettings, auctionView, lotView } from '../shared/views.js';
import * as repo from './repo.js';
import type { Executor } from '../../../db/client.js';
import type { auctions } from '../../../db/schema/index.js';
import type { AdminActor } from '../shared/access.js';
import type { AdminAuctionStatus, AuctionEdit } from './schema.js';

export interface AuctionInput {
  title: string;
  external_ref?: string | undefined;
  financier_id: number;
  state_id: number;
  segment_id: number;
  starts_at: Date;
  ends_at: Date;
  soft_close_seconds?: number | undefined;
  extension_seconds?: number | undefined;
  hard_end_seconds?: number | undefined;
  close_gap_seconds?: number | undefined;
  requires_deposit?: boolean | undefined;
  deposit_limit_multiple?: number | null | undefined;
}

const duplicateRef = () => conflict('admin.duplicate_ref');
const SCHEDULE = ['financier_id', 'state_id', 'segment_id', 'starts_at', 'ends_at'] as const;
const SOFT_CLOSE = ['soft_close_seconds', 'extension_seconds', 'hard_end_seconds', 'close_gap_seconds'] as const;

async function checkRefs(
  ex: Executor,
  ids: { financierId?: number | undefined; stateId?: number | undefined; segmentId?: number | undefined },
) {
  const found = await repo.refsExist(ex, ids);
  const problems: Record<string, FieldProblem> = {};
  if (!found.financier) problems.financier_id = { code: 'unknown_ref' };
  if (!found.state) problems.state_id = { code: 'unknown_ref' };
  if (!found.segment) problems.segment_id = { code: 'unknown_ref' };
  if (Object.keys(problems).length) throw fieldError(problems);
}

type AuctionColumns = typeof auctions.$inferInsert;

/** The auction form's fields as the row's columns; a field left out of an edit stays undefined (unchanged). */
function auctionRow(input: AuctionInput): AuctionColumns;
function auctionRow(input: AuctionEdit): Partial<AuctionColumns>;
function auctionRow(input: AuctionEdit): Partial<AuctionColumns> {
  return {
    title: input.title,
    externalRef: input.external_ref,
    financierId: input.financier_id,
    stateId: input.state_id,
    segmentId: input.segment_id,
    startsAt: input.starts_at,
    endsAt: input.ends_at,
    softCloseSeconds: input.soft_close_seconds,
    extensionSeconds: input.extension_seconds,
    hardEndSeconds: input.hard_end_seconds,
    closeGapSeconds: input.close_gap_seconds,
    requiresDeposit: input.requires_deposit,
    depositLimitMultiple: input.deposit_limit_multiple,
  };
}

export function createAuctionService({ db, onCommitted }: AdminDeps) {
  async function detail(id: number) {
    const a = await repo.findAuction(db, id);
    if (!a) throw notFound('admin.auction_not_found');
    const rows = await lots.lotsOfAuction(db, id);
    const photos = await lots.photosOf(
      db,
      rows.map((l) => l.id),
    );
    return { ...auctionView(a), lots: rows.map((l) => lotView(l, photos)), server_time: toIso(a.serverTime)! };
  }

  async function summary(id: number) {
    const a = await repo.findAuction(db, id);
    if (!a) throw notFound('admin.auction_not_found');
    return auctionView(a);
  }

  return {
    detail,

    async list(
      q: repo.AuctionFilter & { status?: AdminAuctionStatus | undefined; page_no?: number | undefined; page_size?: number | undefined },
    ) {
      const page = pageOf(q);
      const filter = { stateId: q.stateId, financierId: q.financierId, segmentId: q.segmentId, q: q.q };
      const [{ rows, total }, counts] = await Promise.all([repo.listAuctions(db, filter, q.status, page), repo.countByStatus(db, filter)]);
      const all = counts.upcoming + counts.live + counts.ended + counts.cancelled;
      const now = await repo.serverTime(db);
      return { ...pageResult(rows.map(auctionView), total, page), counts: { ...counts, all }, server_time: now.toISOString() };
    },

    async create(actor: AdminActor, input: AuctionInput) {
      const id = await uniqueOr(
        () =>
          db.transaction(async (tx) => {
            await checkRefs(tx, { financierId: input.financier_id, stateId: input.state_id, segmentId: input.segment_id });
            if (!(await repo.isFuture(tx, input.ends_at))) throw fieldError({ ends_at: { code: 'end_in_past' } });
            const id = await repo.insertAuction(tx, { ...auctionRow(input), externalRef: input.external_ref ?? null, createdBy: actor.id });
            await audit(tx, actor, 'auction.create', 'auction', id, {
              ...input,
              starts_at: input.starts_at.toISOString(),
              ends_at: input.ends_at.toISOString(),
            });
            return id;
          }),
        duplicateRef,
      );
      return summary(id);
    },

    /**
     * Times, financier, state and segment change only before the start (buyers plan around them);
     * soft-close settings until the end; the title and reference any time.
     */
    async edit(actor: AdminActor, id: number, input: AuctionEdit) {
      let announced = false;
      let switchedOn = false;
      await uniqueOr(
        () =>
          db.transaction(async (tx) => {
            const a = await repo.findAuction(tx, id, true);
            if (!a) throw notFound('admin.auction_not_found');
            if (a.status === 'cancelled') throw conflict('admin.auction_cancelled_frozen');
            const given = (keys: readonly (keyof AuctionEdit)[]) => keys.filter((k) => input[k] !== undefined);
            if (given(SCHEDULE).length && a.status !== 'upcoming') {
              throw conflict('admin.auction_started_frozen');
            }
            if (given(SOFT_CLOSE).length && a.status === 'ended') throw conflict('admin.soft_close_frozen');
            // Deposits are switched on only before the first quote: quotes already placed were
            // never checked against a limit, and bidders could not plan for one.
            if (input.requires_deposit === true && !a.requiresDeposit) {
              if (await repo.lockLotsAndFindBids(tx, id)) throw conflict('admin.deposit_after_quotes');
              switchedOn = true;
            }

            const startsAt = input.starts_at ?? a.startsAt;
            const endsAt = input.ends_at ?? a.endsAt;
            if (endsAt <= startsAt) throw fieldError({ ends_at: { code: 'end_before_start' } });
            if (input.ends_at && !(await repo.isFuture(tx, endsAt))) throw fieldError({ ends_at: { code: 'end_in_past' } });
            await checkRefs(tx, { financierId: input.financier_id, stateId: input.state_id, segmentId: input.segment_id });

            await repo.updateAuction(tx, id, auctionRow(input));
            if (input.starts_at !== undefined) await repo.retimeOpenLots(tx, id, startsAt);
            if (input.hard_end_seconds !== undefined) await repo.setHardEnd(tx, id, a.hardEndSeconds, input.hard_end_seconds);
            if (given(['starts_at', 'ends_at', 'close_gap_seconds', 'hard_end_seconds']).length) await repo.staggerLots(tx, id);

            await audit(tx, actor, 'auction.update', 'auction', id, {
              changes: { ...input, starts_at: toIso(input.starts_at), ends_at: toIso(input.ends_at) },
              before: { ...auctionSettings(a), financier_id: a.financierId, state_id: a.stateId, segment_id: a.segmentId },
            });
            if (given([...SCHEDULE, ...SOFT_CLOSE]).length) {
              const times = { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() };
              await writeOutbox(tx, [auctionStateEvent(id, 'updated', times), adminEvent('auction', 'updated', { auctionId: id }, times)]);
              announced = true;
            }
          }),
        duplicateRef,
      );
      // A quote that waited for the lots while deposits were switched on was decided without them:
      // its lot still counts in the bidder's exposure from now on.
      if (switchedOn) await db.transaction((tx) => recordExposureOfBids(tx, id));
      if (announced) onCommitted();
      return summary(id);
    },

    /** Cancelled: every lot still open is withdrawn; lots already closed keep their results. */
    async cancel(actor: AdminActor, id: number, reason: string | undefined) {
      await db.transaction(async (tx) => {
        const a = await repo.findAuction(tx, id, true);
        if (!a) throw notFound('admin.auction_not_found');
        if (a.status === 'cancelled') throw conflict('admin.auction_already_cancelled');
        if (a.status === 'ended') throw conflict('admin.auction_ended_no_cancel');
        await repo.updateAuction(tx, id, { status: 'cancelled' });
        const withdrawn = await repo.withdrawOpenLots(tx, id);
        await audit(tx, actor, 'auction.cancel', 'auction', id, { reason: reason ?? null, withdrawn_lots: withdrawn, was: a.status });
        const payload = { status: 'cancelled', reason: reason ?? null, withdrawnAssetIds: withdrawn };
        await writeOutbox(tx, [
          auctionStateEvent(id, 'cancelled', payload),
          adminEvent('auction', 'cancelled', { auctionId: id }, payload),
        ]);
      });
      onCommitted();
      return summary(id);
    },
  };
}

export type AuctionService = ReturnType<typeof createAuctionService>;

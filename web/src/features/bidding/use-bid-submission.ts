import { useSetAtom, useStore } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAbortError } from '../../lib/api-client';
import { useTopUp } from '../deposits/use-top-up';
import { connectionStatusAtom } from '../realtime/atoms';
import { noteServerTime } from '../realtime/clock';
import { snapshotFromLatest } from '../realtime/http-snapshot';
import { liveClient } from '../realtime/live';
import { latestBids, newIdempotencyKey, placeQuote, setAutobid, type BidAnswer } from './api/bids';
import { permissionCodeOf, permissionProblemAtom } from './permission';

/** The engine's buying-limit refusal carries the deposit that would allow the bid (topUp, or params.add). */
export const LIMIT_EXCEEDED_CODE = 'bidding.limit_exceeded';
function limitTopUp(answer: { code?: string; params?: Record<string, string | number>; [field: string]: unknown }): number | null {
  if (answer.code !== LIMIT_EXCEEDED_CODE) return null;
  const n = Number(answer.topUp ?? answer.params?.add);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export type BidKind = 'quote' | 'autobid';

/** A bid the buyer has asked for and must confirm; the key is fixed from here to the answer. */
export interface PendingBid {
  kind: BidKind;
  amount: number;
  key: string;
}

export interface BidOutcome {
  kind: BidKind;
  /** success: placed and leading; warning: placed, someone's autobid is higher; error: refused. */
  tone: 'success' | 'warning' | 'error';
  msg: string;
  code?: string;
  /** The bid that was refused (a limit refusal offers to top up and send it again). */
  amount?: number;
  /** A buying-limit refusal: the deposit (rupees) that would allow this bid. */
  topUp?: number;
}

export interface BidSubmission {
  pending: PendingBid | null;
  submitting: boolean;
  /** The last attempt got no answer: confirming again resends the same key. */
  unanswered: boolean;
  outcome: BidOutcome | null;
  request(kind: BidKind, amount: number): void;
  /** The price moved while the box was open: the pending quote becomes this amount, under a new key. */
  retarget(amount: number): void;
  cancel(): void;
  confirm(): Promise<void>;
  /** After a buying-limit refusal: top up the deposit by what it needs, then ask to confirm the same bid again. */
  topUpAndRetry(): Promise<void>;
  toppingUp: boolean;
}

/**
 * The quote and autobid round trip for one lot: confirm, send with an Idempotency-Key, show the
 * server's answer. Permission refusals open the state-not-permitted modal.
 */
export function useBidSubmission(assetId: number): BidSubmission {
  const { t } = useTranslation();
  const store = useStore();
  const showPermission = useSetAtom(permissionProblemAtom);
  const [pending, setPending] = useState<PendingBid | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [unanswered, setUnanswered] = useState(false);
  const [outcome, setOutcome] = useState<BidOutcome | null>(null);

  /**
   * Without a live socket the lot's state comes over HTTP instead, through the same reducer. After an
   * autobid it is read either way: the buyer's new maximum travels only in snapshots.
   */
  const refreshOverHttp = useCallback(
    async (kind: BidKind) => {
      if (kind === 'quote' && store.get(connectionStatusAtom) === 'live') return;
      try {
        for (const latest of await latestBids([assetId])) liveClient.applySnapshot(snapshotFromLatest(latest));
      } catch (error) {
        if (!isAbortError(error)) console.error('latest bid refresh failed', error);
      }
    },
    [assetId, store],
  );

  const request = useCallback((kind: BidKind, amount: number) => {
    setOutcome(null);
    setUnanswered(false);
    setPending({ kind, amount, key: newIdempotencyKey() });
  }, []);

  const retarget = useCallback((amount: number) => {
    setUnanswered(false);
    setPending((p) => (p ? { kind: p.kind, amount, key: newIdempotencyKey() } : p));
  }, []);

  const cancel = useCallback(() => {
    setPending(null);
    setUnanswered(false);
  }, []);

  const confirm = useCallback(async () => {
    if (!pending || submitting) return;
    setSubmitting(true);
    let answer: BidAnswer<{ server_time?: string; you_lead?: boolean }>;
    try {
      answer =
        pending.kind === 'quote'
          ? await placeQuote(assetId, pending.amount, pending.key)
          : await setAutobid(assetId, pending.amount, pending.key);
    } catch {
      setSubmitting(false);
      setUnanswered(true);
      return;
    }
    setSubmitting(false);
    setUnanswered(false);
    setPending(null);
    const msg = answer.msg ?? t('common.somethingWentWrong');
    if (answer.status === 200) {
      noteServerTime(answer.data?.server_time, store);
      liveClient.markParticipated(assetId);
      setOutcome({ kind: pending.kind, tone: answer.data?.you_lead === false ? 'warning' : 'success', msg });
    } else {
      const permission = permissionCodeOf(answer.code);
      if (permission) showPermission({ code: permission, msg });
      const topUp = limitTopUp(answer);
      setOutcome({ kind: pending.kind, tone: 'error', msg, code: answer.code, amount: pending.amount, ...(topUp ? { topUp } : {}) });
    }
    await refreshOverHttp(pending.kind);
  }, [assetId, pending, refreshOverHttp, showPermission, store, submitting, t]);

  const { topUp, paying: toppingUp } = useTopUp();
  const topUpAndRetry = useCallback(async () => {
    if (!outcome?.topUp || outcome.amount === undefined) return;
    const paid = await topUp(outcome.topUp, null, { raiseToMin: true });
    // The buyer stays on the lot: the same bid comes back to confirm, under a new key.
    if (paid) request(outcome.kind, outcome.amount);
  }, [outcome, request, topUp]);

  return { pending, submitting, unanswered, outcome, request, retarget, cancel, confirm, topUpAndRetry, toppingUp };
}

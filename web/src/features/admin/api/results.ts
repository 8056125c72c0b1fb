import { adminGet, adminSend, query, type Filter } from './http';
import type { LotResult, Paged, ResultRow } from './types';
import type { Counter, Payment, Reason, ResultsQuery } from '@vahanhaat/contract/http/admin-results';
import type { StepBody } from '@vahanhaat/contract/http/deals';

export type ResultFilter = Filter<ResultsQuery>;

/** What a decision sends: a reason, a counter offer, a payment's reference, or a deal step's note and document. */
export type DecisionBody = Partial<Reason & Counter & Payment & StepBody>;

/** Steps of the deal after payment, taken through /admin/deals. */
export const DEAL_STEPS = ['issue_noc', 'release', 'start_rc', 'complete_rc'] as const;
export type DealStepAction = (typeof DEAL_STEPS)[number];
export type ResultAction = 'approve' | 'reject' | 'counter' | 'payment' | 'backout' | 'offer-h2' | DealStepAction;

const AWAITING: LotResult[] = ['approval_pending', 'countered'];

/** Which decisions the server allows from a lot's deal stage (deals/rules.ts), or its result before deals. */
export function actionsFor(row: Pick<ResultRow, 'result' | 'deal_stage' | 'next_offer'>): ResultAction[] {
  switch (row.deal_stage) {
    case 'release_pending':
      return ['issue_noc'];
    case 'noc_issued':
      return ['release'];
    case 'released':
      return ['start_rc'];
    case 'rc_transfer':
      return ['complete_rc'];
    case 'offered':
    case 'paid':
    case 'transferred':
    case 'unsold':
      return [];
    case 'rejected':
    case 'backed_out':
      return row.next_offer ? ['offer-h2'] : [];
    default:
      break;
  }
  if (AWAITING.includes(row.result)) return ['approve', 'counter', 'reject', 'backout'];
  if (row.result === 'approved') return ['payment', 'backout'];
  if (row.result === 'backed_out') return ['offer-h2'];
  return [];
}

export const listResults = (f: ResultFilter, signal?: AbortSignal) =>
  adminGet<Paged<ResultRow>>(`/admin/results${query({ ...f })}`, signal);
export const resultsCsvUrl = (f: Omit<ResultFilter, 'page_no'>) => `/admin/results.csv${query({ ...f })}`;
export const decide = (assetId: number, action: ResultAction, body: DecisionBody = {}) =>
  (DEAL_STEPS as readonly string[]).includes(action)
    ? adminSend<unknown>('POST', `/admin/deals/${assetId}/${action}`, body)
    : adminSend<ResultRow>('POST', `/admin/results/${assetId}/${action}`, body);

import { adminGet, adminSend, adminUpload, query, type Filter } from './http';
import type { AdminState, Financier, Plan, Segment, StateHead } from './types';
import type {
  FinancierCreate,
  FinancierEdit,
  PlanCreate,
  PlanEdit,
  StateEdit,
  StateHeadCreate,
  StateHeadEdit,
  StateHeadQuery,
} from '@vahanhaat/contract/http/admin-reference';

export const listFinanciers = (signal?: AbortSignal) => adminGet<Financier[]>('/admin/financiers', signal);
export const listStates = (signal?: AbortSignal) => adminGet<AdminState[]>('/admin/states', signal);
export const listSegments = (signal?: AbortSignal) => adminGet<Segment[]>('/admin/segments', signal);
export const listPlans = (signal?: AbortSignal) => adminGet<Plan[]>('/admin/plans', signal);
export const listStateHeads = (stateId: string | undefined, signal?: AbortSignal) =>
  adminGet<StateHead[]>(`/admin/state-heads${query({ state_id: stateId } satisfies Filter<StateHeadQuery>)}`, signal);

export const createFinancier = (body: FinancierCreate) => adminSend<Financier>('POST', '/admin/financiers', body);
export const editFinancier = (id: number, body: Partial<FinancierEdit>) => adminSend<Financier>('PATCH', `/admin/financiers/${id}`, body);
export function uploadLogo(id: number, file: File) {
  const form = new FormData();
  form.append('logo', file);
  return adminUpload<Financier>(`/admin/financiers/${id}/logo`, form);
}

export const setStateActive = (id: number, isActive: boolean) =>
  adminSend<AdminState>('PATCH', `/admin/states/${id}`, { is_active: isActive } satisfies StateEdit);

export const createStateHead = (body: StateHeadCreate) => adminSend<StateHead>('POST', '/admin/state-heads', body);
export const editStateHead = (id: number, body: Partial<StateHeadEdit>) => adminSend<StateHead>('PATCH', `/admin/state-heads/${id}`, body);
export const deleteStateHead = (id: number) => adminSend<unknown>('DELETE', `/admin/state-heads/${id}`);

export const createPlan = (body: PlanCreate) => adminSend<Plan>('POST', '/admin/plans', body);
export const editPlan = (id: number, body: Partial<PlanEdit>) => adminSend<Plan>('PATCH', `/admin/plans/${id}`, body);
export const setPlanPublished = (id: number, published: boolean) =>
  adminSend<Plan>('POST', `/admin/plans/${id}/${published ? 'publish' : 'unpublish'}`);

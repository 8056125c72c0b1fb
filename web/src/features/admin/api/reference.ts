import { adminGet, adminSend, adminUpload, query } from './http';
import type { AdminState, Financier, Plan, Segment, StateHead } from './types';

export const listFinanciers = (signal?: AbortSignal) => adminGet<Financier[]>('/admin/financiers', signal);
export const listStates = (signal?: AbortSignal) => adminGet<AdminState[]>('/admin/states', signal);
export const listSegments = (signal?: AbortSignal) => adminGet<Segment[]>('/admin/segments', signal);
export const listPlans = (signal?: AbortSignal) => adminGet<Plan[]>('/admin/plans', signal);
export const listStateHeads = (stateId: string | undefined, signal?: AbortSignal) =>
  adminGet<StateHead[]>(`/admin/state-heads${query({ state_id: stateId })}`, signal);

export const createFinancier = (body: { name: string; slug?: string; deposit_limit_multiple?: number }) =>
  adminSend<Financier>('POST', '/admin/financiers', body);
export const editFinancier = (
  id: number,
  body: { name?: string; slug?: string; is_active?: boolean; deposit_limit_multiple?: number | null },
) => adminSend<Financier>('PATCH', `/admin/financiers/${id}`, body);
export function uploadLogo(id: number, file: File) {
  const form = new FormData();
  form.append('logo', file);
  return adminUpload<Financier>(`/admin/financiers/${id}/logo`, form);
}

export const setStateActive = (id: number, isActive: boolean) =>
  adminSend<AdminState>('PATCH', `/admin/states/${id}`, { is_active: isActive });

export interface StateHeadInput {
  state_id: number;
  name: string;
  phone: string;
  sort_order?: number;
}
export const createStateHead = (body: StateHeadInput) => adminSend<StateHead>('POST', '/admin/state-heads', body);
export const editStateHead = (id: number, body: Partial<StateHeadInput>) => adminSend<StateHead>('PATCH', `/admin/state-heads/${id}`, body);
export const deleteStateHead = (id: number) => adminSend<unknown>('DELETE', `/admin/state-heads/${id}`);

export interface PlanInput {
  name: string;
  tenure_months: number;
  segment_id?: number;
  price: number;
  is_published?: boolean;
}
export const createPlan = (body: PlanInput) => adminSend<Plan>('POST', '/admin/plans', body);
export const editPlan = (id: number, body: { name?: string; price?: number; sort_order?: number }) =>
  adminSend<Plan>('PATCH', `/admin/plans/${id}`, body);
export const setPlanPublished = (id: number, published: boolean) =>
  adminSend<Plan>('POST', `/admin/plans/${id}/${published ? 'publish' : 'unpublish'}`);

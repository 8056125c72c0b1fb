import { adminGet, adminSend, query } from './http';
import type { AdminUser, AdminUserDetail, AuditEntry, Lead, Paged } from './types';

export interface UserFilter {
  q?: string | undefined;
  role?: 'admin' | 'auction_admin' | 'buyer' | undefined;
  blocked?: 'true' | 'false' | undefined;
  state_id?: string | undefined;
  page_no?: number | undefined;
}

export interface LeadFilter {
  q?: string | undefined;
  state?: string | undefined;
  ta_interest?: 'true' | 'false' | undefined;
  page_no?: number | undefined;
}

export interface AuditFilter {
  action?: string | undefined;
  entity?: string | undefined;
  entity_id?: string | undefined;
  actor_id?: string | undefined;
  page_no?: number | undefined;
}

export const searchUsers = (f: UserFilter, signal?: AbortSignal) => adminGet<Paged<AdminUser>>(`/admin/users${query({ ...f })}`, signal);
export const getUser = (id: number, signal?: AbortSignal) => adminGet<AdminUserDetail>(`/admin/users/${id}`, signal);
export const blockUser = (id: number, blockDescription: string) =>
  adminSend<AdminUserDetail>('POST', `/admin/users/${id}/block`, { block_description: blockDescription });
export const unblockUser = (id: number) => adminSend<AdminUserDetail>('POST', `/admin/users/${id}/unblock`);
export const setRole = (id: number, role: 'admin' | 'auction_admin', grant: boolean) =>
  adminSend<AdminUserDetail>('POST', `/admin/users/${id}/roles`, { role, grant });

export const listLeads = (f: LeadFilter, signal?: AbortSignal) => adminGet<Paged<Lead>>(`/admin/leads${query({ ...f })}`, signal);
export const leadsCsvUrl = (f: Omit<LeadFilter, 'page_no'>) => `/admin/leads.csv${query({ ...f })}`;

export const auditLog = (f: AuditFilter, signal?: AbortSignal) => adminGet<Paged<AuditEntry>>(`/admin/audit-log${query({ ...f })}`, signal);

import { adminGet, adminSend, query, type Filter } from './http';
import type { AdminUser, AdminUserDetail, AuditEntry, Lead, Paged } from './types';
import type { AuditQuery } from '@vahanhaat/contract/http/admin-audit';
import type { Block, LeadsQuery, Role, UsersQuery } from '@vahanhaat/contract/http/admin-users';

export type UserFilter = Filter<Omit<UsersQuery, 'phone' | 'name'>>;
export type LeadFilter = Filter<Omit<LeadsQuery, 'from' | 'to'>>;
export type AuditFilter = Filter<AuditQuery>;

export const searchUsers = (f: UserFilter, signal?: AbortSignal) => adminGet<Paged<AdminUser>>(`/admin/users${query({ ...f })}`, signal);
export const getUser = (id: number, signal?: AbortSignal) => adminGet<AdminUserDetail>(`/admin/users/${id}`, signal);
export const blockUser = (id: number, blockDescription: string) =>
  adminSend<AdminUserDetail>('POST', `/admin/users/${id}/block`, { block_description: blockDescription } satisfies Block);
export const unblockUser = (id: number) => adminSend<AdminUserDetail>('POST', `/admin/users/${id}/unblock`);
export const setRole = (id: number, role: Role['role'], grant: boolean) =>
  adminSend<AdminUserDetail>('POST', `/admin/users/${id}/roles`, { role, grant } satisfies Role);

export const listLeads = (f: LeadFilter, signal?: AbortSignal) => adminGet<Paged<Lead>>(`/admin/leads${query({ ...f })}`, signal);
export const leadsCsvUrl = (f: Omit<LeadFilter, 'page_no'>) => `/admin/leads.csv${query({ ...f })}`;

export const auditLog = (f: AuditFilter, signal?: AbortSignal) => adminGet<Paged<AuditEntry>>(`/admin/audit-log${query({ ...f })}`, signal);

import { postEmpty, postJson, type ApiResponse } from '../../lib/api-client';

export const DEALER_STATUS_PATH = '/client/api/dealer/status';
export const BECOME_DEALER_PATH = '/client/api/dealer/become';
export const AGENTS_PATH = '/client/api/dealer/agents';
export const INVITE_AGENT_PATH = '/client/api/dealer/agents/invite';
export const AGENT_CAPS_PATH = '/client/api/dealer/agents/caps';
export const DASHBOARD_PATH = '/client/api/dealer/dashboard';
export const INVITATION_PATH = '/dealer-invite/show';
export const ACCEPT_INVITE_PATH = '/dealer-invite/accept';

export type AgentStatus = 'invited' | 'active' | 'suspended' | 'revoked';
export type StatusChange = 'suspend' | 'reinstate' | 'revoke' | 'resend';

export interface DealerStatus {
  is_dealer: boolean;
  can_become_dealer: boolean;
  kyc_verified: boolean;
  agent_of: { dealer_id: number; dealer_name: string; status: AgentStatus } | null;
}

export interface Caps {
  per_lot_cap: number | null;
  total_cap: number | null;
  allowed_state_ids: number[] | null;
  allowed_segments: string[] | null;
}

export interface Agent extends Caps {
  id: number;
  name: string;
  phone: string;
  status: AgentStatus;
  agent_user_id: number | null;
  invite_expires_at: string | null;
  activated_at: string | null;
  suspended_at: string | null;
  quotes: number;
  wins: number;
  exposure: number;
}

export interface InviteResult {
  id: number;
  invite_url: string;
  invite_expires_at: string;
  sent: boolean;
}

export interface DashboardQuote {
  quote_id: number;
  asset_id: number;
  lot_no: number;
  lot: string;
  amount: number;
  kind: string;
  agent_id: number | null;
  agent_name: string | null;
  created_at: string;
  leading: boolean;
}

export interface DashboardWin {
  asset_id: number;
  lot_no: number;
  lot: string;
  amount: number;
  agent_id: number | null;
  agent_name: string | null;
  result: string;
  closed_at: string | null;
}

export interface Dashboard {
  dealer: { id: number; name: string };
  agents: {
    agent_id: number;
    name: string;
    status: AgentStatus;
    quotes: number;
    wins: number;
    exposure: number;
    total_cap: number | null;
  }[];
  quotes: DashboardQuote[];
  wins: DashboardWin[];
}

export interface DashboardFilter {
  agent_id?: number;
  from?: string;
  to?: string;
}

export interface Invitation {
  dealer_name: string;
  agent_name: string;
  phone: string;
  has_account: boolean;
  invite_expires_at: string;
}

export interface Accepted {
  dealer_name: string;
  name: string;
  phone: string;
  password: string | null;
}

export async function dealerStatus(signal?: AbortSignal): Promise<DealerStatus | undefined> {
  const body = await postEmpty<DealerStatus>(DEALER_STATUS_PATH, { signal });
  return body.status === 200 ? body.data : undefined;
}

export const becomeDealer = () => postEmpty<DealerStatus>(BECOME_DEALER_PATH);

export async function agents(signal?: AbortSignal): Promise<Agent[] | undefined> {
  const body = await postEmpty<Agent[]>(AGENTS_PATH, { signal });
  return body.status === 200 ? body.data : undefined;
}

export const inviteAgent = (fields: { phone: string; name: string } & Partial<Caps>): Promise<ApiResponse<InviteResult>> =>
  postJson<InviteResult>(INVITE_AGENT_PATH, fields);

export const saveCaps = (id: number, caps: Caps): Promise<ApiResponse<Agent>> => postJson<Agent>(AGENT_CAPS_PATH, { id, ...caps });

export const changeAgent = (id: number, change: StatusChange): Promise<ApiResponse<Agent | InviteResult>> =>
  postJson(`${AGENTS_PATH}/${change}`, { id });

export async function dashboard(filter: DashboardFilter, signal?: AbortSignal): Promise<Dashboard | undefined> {
  const body = await postJson<Dashboard>(DASHBOARD_PATH, filter, { signal });
  return body.status === 200 ? body.data : undefined;
}

export const invitation = (token: string, signal?: AbortSignal) =>
  postJson<Invitation>(INVITATION_PATH, { token }, { signal, authRedirect: false });

export const acceptInvitation = (token: string) => postJson<Accepted>(ACCEPT_INVITE_PATH, { token }, { authRedirect: false });

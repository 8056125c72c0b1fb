import { postEmpty, postJson, type ApiResponse } from '../../lib/api-client';
import type {
  Accepted,
  Agent,
  AgentIdBody,
  Caps,
  CapsBody,
  Dashboard,
  DashboardBody,
  DealerStatus,
  Invitation,
  InviteBody,
  InviteResult,
  TokenBody,
} from '@vahanhaat/contract/http/dealers';

export const DEALER_STATUS_PATH = '/client/api/dealer/status';
export const BECOME_DEALER_PATH = '/client/api/dealer/become';
export const AGENTS_PATH = '/client/api/dealer/agents';
export const INVITE_AGENT_PATH = '/client/api/dealer/agents/invite';
export const AGENT_CAPS_PATH = '/client/api/dealer/agents/caps';
export const DASHBOARD_PATH = '/client/api/dealer/dashboard';
export const INVITATION_PATH = '/dealer-invite/show';
export const ACCEPT_INVITE_PATH = '/dealer-invite/accept';

export type StatusChange = 'suspend' | 'reinstate' | 'revoke' | 'resend';

// The dealers' shapes are the contract's (packages/contract/src/http/dealers.ts).
export type {
  Accepted,
  Agent,
  AgentStatus,
  Caps,
  Dashboard,
  DashboardQuote,
  DashboardWin,
  DealerStatus,
  Invitation,
  InviteResult,
} from '@vahanhaat/contract/http/dealers';
/** The dashboard's filter: an agent, a first and a last day. */
export type DashboardFilter = DashboardBody;

export async function dealerStatus(signal?: AbortSignal): Promise<DealerStatus | undefined> {
  const body = await postEmpty<DealerStatus>(DEALER_STATUS_PATH, { signal });
  return body.status === 200 ? body.data : undefined;
}

export const becomeDealer = () => postEmpty<DealerStatus>(BECOME_DEALER_PATH);

export async function agents(signal?: AbortSignal): Promise<Agent[] | undefined> {
  const body = await postEmpty<Agent[]>(AGENTS_PATH, { signal });
  return body.status === 200 ? body.data : undefined;
}

export const inviteAgent = (fields: InviteBody): Promise<ApiResponse<InviteResult>> => postJson<InviteResult>(INVITE_AGENT_PATH, fields);

export const saveCaps = (id: number, caps: Caps): Promise<ApiResponse<Agent>> =>
  postJson<Agent>(AGENT_CAPS_PATH, { id, ...caps } satisfies CapsBody);

export const changeAgent = (id: number, change: StatusChange): Promise<ApiResponse<Agent | InviteResult>> =>
  postJson(`${AGENTS_PATH}/${change}`, { id } satisfies AgentIdBody);

export async function dashboard(filter: DashboardFilter, signal?: AbortSignal): Promise<Dashboard | undefined> {
  const body = await postJson<Dashboard>(DASHBOARD_PATH, filter, { signal });
  return body.status === 200 ? body.data : undefined;
}

export const invitation = (token: string, signal?: AbortSignal) =>
  postJson<Invitation>(INVITATION_PATH, { token } satisfies TokenBody, { signal, authRedirect: false });

export const acceptInvitation = (token: string) =>
  postJson<Accepted>(ACCEPT_INVITE_PATH, { token } satisfies TokenBody, { authRedirect: false });

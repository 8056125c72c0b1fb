import { z } from 'zod';
import { zodText } from './codes.js';
import { decimal, idField, phoneNumber } from './common.js';
import { AGENT_NAME_MAX, MAX_RUPEES } from './limits.js';

/*
 * Dealers and their agents: the dealer's status, inviting agents with caps, the agents' status
 * changes, the dealer's dashboard, an invitation's link, and the admins' audit of who quoted.
 */

/** An agent's caps: a missing cap (null) means no cap of that kind, a missing list means every state / segment. */
const cap = (name: string) =>
  z.preprocess(
    (v) => (v === '' ? null : decimal(v)),
    z
      .number({ error: zodText('field.rupees', { field: name }) })
      .int(zodText('field.whole_rupees', { field: name }))
      .positive(zodText('field.more_than_zero', { field: name }))
      .max(MAX_RUPEES, zodText('field.max', { field: name, count: MAX_RUPEES }))
      .nullable(),
  );

const stateIds = z
  .array(idField('allowed_state_ids'), { error: zodText('dealers.list_expected', { field: 'allowed_state_ids' }) })
  .max(40)
  .nullable()
  .describe('State ids the agent may quote in; null = every state');
const segments = z
  .array(z.string().trim().min(1).max(40), { error: zodText('dealers.list_expected', { field: 'allowed_segments' }) })
  .max(40)
  .nullable()
  .describe('Segment codes the agent may quote in; null = every segment');

export const capsFields = {
  per_lot_cap: cap('per_lot_cap')
    .optional()
    .describe('The highest quote or autobid maximum the agent may set on one lot (₹); null = no cap'),
  total_cap: cap('total_cap').optional().describe('The most the agent’s own quotes and autobids may commit at once (₹); null = no cap'),
  allowed_state_ids: stateIds.optional(),
  allowed_segments: segments.optional(),
};

const agentName = z
  .string({ error: zodText('dealers.agent_name_required') })
  .trim()
  .min(1, zodText('dealers.agent_name_required'))
  .max(AGENT_NAME_MAX, zodText('field.max_chars', { field: 'name', count: AGENT_NAME_MAX }));

export const inviteBody = z.object({ phone: phoneNumber('dealers.agent_phone_invalid'), name: agentName, ...capsFields });
export type InviteInput = z.infer<typeof inviteBody>;

export const agentIdBody = z.object({ id: idField('id') });
export const capsBody = z.object({ id: idField('id'), ...capsFields });
export type CapsInput = z.infer<typeof capsBody>;

export const tokenBody = z.object({
  token: z.string({ error: zodText('dealers.invite_invalid') }).regex(/^[A-Za-z0-9_-]{20,100}$/, zodText('dealers.invite_invalid')),
});

const day = (name: string) =>
  z
    .string({ error: zodText('dealers.date_invalid', { field: name }) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, zodText('dealers.date_invalid', { field: name }))
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), zodText('dealers.date_invalid', { field: name }))
    .optional();

export const dashboardBody = z.object({
  agent_id: idField('agent_id').optional().describe('Only this agent’s quotes and wins (the agent’s user id)'),
  from: day('from').describe('First day (YYYY-MM-DD, India time)'),
  to: day('to').describe('Last day (YYYY-MM-DD, India time)'),
});
export type DashboardFilter = z.infer<typeof dashboardBody>;

export const agentStatus = z.enum(['invited', 'active', 'suspended', 'revoked']);

export const agentOut = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  status: agentStatus,
  agent_user_id: z.number().int().nullable(),
  per_lot_cap: z.number().int().nullable(),
  total_cap: z.number().int().nullable(),
  allowed_state_ids: z.array(z.number().int()).nullable(),
  allowed_segments: z.array(z.string()).nullable(),
  invite_expires_at: z.string().nullable(),
  created_at: z.string(),
  activated_at: z.string().nullable(),
  suspended_at: z.string().nullable(),
  quotes: z.number().int(),
  wins: z.number().int(),
  exposure: z.number().int().describe('What the agent’s open quotes, autobid maxima and unpaid wins commit now (₹)'),
});

export const inviteOut = z.object({
  id: z.number().int(),
  invite_url: z
    .string()
    .describe('The link texted to the agent; the dealer may also share it (it works only with an OTP sent to the agent’s phone)'),
  invite_expires_at: z.string(),
});

export const invitationOut = z.object({
  dealer_name: z.string(),
  agent_name: z.string(),
  phone: z.string(),
  has_account: z.boolean().describe('The phone already has an account: sign in with it, then accept'),
  invite_expires_at: z.string(),
});

export const acceptOut = z.object({
  dealer_name: z.string(),
  name: z.string(),
  phone: z.string(),
  password: z.string().nullable().describe('The new account’s password, shown this once (null when an existing account accepted)'),
});

const quoteRow = z.object({
  quote_id: z.number().int(),
  asset_id: z.number().int(),
  c_auction_id: z.number().int(),
  lot_no: z.number().int(),
  lot: z.string(),
  amount: z.number().int(),
  kind: z.string(),
  agent_id: z.number().int().nullable(),
  agent_name: z.string().nullable(),
  created_at: z.string(),
  leading: z.boolean(),
});
const winRow = z.object({
  asset_id: z.number().int(),
  c_auction_id: z.number().int(),
  lot_no: z.number().int(),
  lot: z.string(),
  amount: z.number().int(),
  agent_id: z.number().int().nullable(),
  agent_name: z.string().nullable(),
  result: z.string(),
  closed_at: z.string().nullable(),
});
export const dashboardOut = z.object({
  dealer: z.object({ id: z.number().int(), name: z.string() }),
  agents: z.array(
    z.object({
      agent_id: z.number().int(),
      name: z.string(),
      status: agentStatus,
      quotes: z.number().int(),
      wins: z.number().int(),
      exposure: z.number().int(),
      total_cap: z.number().int().nullable(),
    }),
  ),
  quotes: z.array(quoteRow),
  wins: z.array(winRow),
});

export const dealerStatusOut = z.object({
  is_dealer: z.boolean(),
  can_become_dealer: z.boolean(),
  kyc_verified: z.boolean(),
  agent_of: z
    .object({ dealer_id: z.number().int(), dealer_name: z.string(), status: z.enum(['active', 'suspended', 'invited', 'revoked']) })
    .nullable(),
});

/** An invitation texted (or not: sent false) to the agent. */
export const inviteSentOut = inviteOut.extend({ sent: z.boolean() });

export const lotAuditRow = z.object({
  seq: z.number().int(),
  amount: z.number().int(),
  kind: z.string(),
  created_at: z.string(),
  bidder_id: z.number().int(),
  bidder_name: z.string(),
  bidder_phone: z.string(),
  agent_id: z.number().int().nullable().describe('The dealer’s agent who placed the quote; null when the bidder placed it'),
  agent_name: z.string().nullable(),
  agent_phone: z.string().nullable(),
});

export type AgentStatus = z.infer<typeof agentStatus>;
export type DealerStatus = z.infer<typeof dealerStatusOut>;
export type Agent = z.infer<typeof agentOut>;
export type Caps = Pick<Agent, 'per_lot_cap' | 'total_cap' | 'allowed_state_ids' | 'allowed_segments'>;
export type InviteResult = z.infer<typeof inviteSentOut>;
export type Dashboard = z.infer<typeof dashboardOut>;
export type DashboardQuote = Dashboard['quotes'][number];
export type DashboardWin = Dashboard['wins'][number];
export type Invitation = z.infer<typeof invitationOut>;
export type Accepted = z.infer<typeof acceptOut>;
export type LotAuditRow = z.infer<typeof lotAuditRow>;
export type InviteBody = z.infer<typeof inviteBody>;
export type CapsBody = z.infer<typeof capsBody>;
export type AgentIdBody = z.infer<typeof agentIdBody>;
export type TokenBody = z.infer<typeof tokenBody>;
export type DashboardBody = z.infer<typeof dashboardBody>;

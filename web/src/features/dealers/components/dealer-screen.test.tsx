import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiCall } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { DealerScreen } from './dealer-screen';
import type { Agent } from '../api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DEALER = { user: { user_id: 20, phone: '9000000020' } };

const agent = (over: Partial<Agent>): Agent => ({
  id: 1,
  name: 'Vijay Kale',
  phone: '9000000021',
  status: 'active',
  agent_user_id: 21,
  per_lot_cap: 500_000,
  total_cap: 1_000_000,
  allowed_state_ids: null,
  allowed_segments: null,
  invite_expires_at: null,
  activated_at: '2026-11-20T10:00:00Z',
  suspended_at: null,
  created_at: '2026-11-19T10:00:00Z',
  quotes: 4,
  wins: 1,
  exposure: 250_000,
  ...over,
});

/** The dealer's server: its agents change as the screen asks, and each list read returns them as they are. */
function dealerServer(initial: Agent[]) {
  let agents = initial;
  const api = mockApi({
    '/client/api/dealer/status': { status: 200, data: { is_dealer: true, can_become_dealer: false, kyc_verified: true, agent_of: null } },
    '/auctions/get-all-states-open-api': { status: 200, data: [{ id: 14, name: 'Maharashtra' }] },
    '/client/api/dealer/agents': () => ({ status: 200, data: agents }),
    '/client/api/dealer/dashboard': { status: 200, data: { dealer: { id: 20, name: 'Anil Tractors' }, agents: [], quotes: [], wins: [] } },
    '/client/api/dealer/agents/invite': (call: ApiCall) => {
      const body = JSON.parse(String(call.body)) as { phone: string; name: string };
      agents = [
        ...agents,
        agent({
          id: 2,
          name: body.name,
          phone: body.phone,
          status: 'invited',
          agent_user_id: null,
          invite_expires_at: '2026-11-29T10:00:00Z',
        }),
      ];
      return {
        status: 200,
        msg: 'Invitation sent.',
        data: { id: 2, invite_url: 'http://localhost/agent-invite/tok', invite_expires_at: '2026-11-29T10:00:00Z', sent: true },
      };
    },
    '/client/api/dealer/agents/caps': (call: ApiCall) => {
      const body = JSON.parse(String(call.body)) as { id: number; per_lot_cap: number | null };
      agents = agents.map((a) => (a.id === body.id ? { ...a, per_lot_cap: body.per_lot_cap } : a));
      return { status: 200, msg: 'Caps saved.', data: agents.find((a) => a.id === body.id) };
    },
    '/client/api/dealer/agents/suspend': (call: ApiCall) => {
      const { id } = JSON.parse(String(call.body)) as { id: number };
      agents = agents.map((a) => (a.id === id ? { ...a, status: 'suspended' } : a));
      return { status: 200, msg: 'Agent suspended.', data: agents.find((a) => a.id === id) };
    },
    '/client/api/dealer/agents/revoke': (call: ApiCall) => {
      const { id } = JSON.parse(String(call.body)) as { id: number };
      agents = agents.map((a) => (a.id === id ? { ...a, status: 'revoked' } : a));
      return { status: 200, msg: 'Agent removed.', data: agents.find((a) => a.id === id) };
    },
  });
  return api;
}

const rows = () => screen.queryAllByTestId('agent-row');
const rowOf = (name: string) => rows().find((r) => r.textContent?.includes(name))!;

// The first render loads the screen's modules; under a loaded machine that takes seconds.
describe('the dealer screen', { timeout: 20_000 }, () => {
  it('lists the agents with their status, caps in rupees and what they did', async () => {
    dealerServer([agent({})]);
    renderWithApp(<DealerScreen />, DEALER);
    await waitFor(() => expect(rows()).toHaveLength(1), { timeout: 5000 });
    const row = rows()[0]!;
    expect(row.textContent).toContain('Vijay Kale');
    expect(row.textContent).toContain('Active');
    expect(row.textContent).toContain('per lot ₹5,00,000 · total ₹10,00,000');
    expect(row.textContent).toContain('4 quotes, 1 won · exposure ₹2,50,000');
    expect(within(row).getByRole('button', { name: 'Suspend' })).toBeTruthy();
  });

  it('invites an agent: the link is shown and the list is read again with the invitation', async () => {
    const api = dealerServer([]);
    renderWithApp(<DealerScreen />, DEALER);
    expect(await screen.findByText('No agents yet.', {}, { timeout: 5000 })).toBeTruthy();
    const invite = screen.getByTestId('invite-agent');
    fireEvent.change(within(invite).getByLabelText('Agent’s name'), { target: { value: 'Ravi Patil' } });
    fireEvent.change(within(invite).getByLabelText('Agent’s mobile number'), { target: { value: '9123456789' } });
    fireEvent.change(within(invite).getByLabelText('Cap per lot (₹)'), { target: { value: '300000' } });
    await act(async () => fireEvent.click(within(invite).getByRole('button', { name: 'Send invitation' })));
    expect((await screen.findByTestId('invite-link')).textContent).toContain('http://localhost/agent-invite/tok');
    const sent = api.calls.find((c) => c.path === '/client/api/dealer/agents/invite')!;
    expect(JSON.parse(String(sent.body))).toMatchObject({ phone: '9123456789', name: 'Ravi Patil', per_lot_cap: 300000 });
    await waitFor(() => expect(rowOf('Ravi Patil').textContent).toContain('Invited'));
    expect(within(rowOf('Ravi Patil')).getByRole('button', { name: 'Send link again' })).toBeTruthy();
    // The form is empty for the next agent.
    expect((within(invite).getByLabelText('Agent’s name') as HTMLInputElement).value).toBe('');
  });

  it('refuses an invitation without a name, a full number or a readable cap before sending it', async () => {
    const api = dealerServer([]);
    renderWithApp(<DealerScreen />, DEALER);
    expect(await screen.findByText('No agents yet.', {}, { timeout: 5000 })).toBeTruthy();
    const invite = screen.getByTestId('invite-agent');
    fireEvent.change(within(invite).getByLabelText('Agent’s mobile number'), { target: { value: '91234' } });
    fireEvent.change(within(invite).getByLabelText('Cap per lot (₹)'), { target: { value: 'three lakh' } });
    await act(async () => fireEvent.click(within(invite).getByRole('button', { name: 'Send invitation' })));
    expect(within(invite).getByText('Enter the agent’s name.')).toBeTruthy();
    expect(within(invite).getByText('Enter the agent’s 10-digit mobile number.')).toBeTruthy();
    expect(within(invite).getByText('Write the cap in whole rupees, or leave it empty for no cap.')).toBeTruthy();
    expect(document.activeElement).toBe(within(invite).getByLabelText('Agent’s name'));
    expect(api.calls.some((c) => c.path === '/client/api/dealer/agents/invite')).toBe(false);

    // A pasted "+91 91234 56789" is the 10 digits; "3,00,000" is 300000.
    fireEvent.change(within(invite).getByLabelText('Agent’s name'), { target: { value: 'Ravi Patil' } });
    fireEvent.change(within(invite).getByLabelText('Agent’s mobile number'), { target: { value: '+91 91234 56789' } });
    fireEvent.change(within(invite).getByLabelText('Cap per lot (₹)'), { target: { value: '3,00,000' } });
    await act(async () => fireEvent.click(within(invite).getByRole('button', { name: 'Send invitation' })));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/client/api/dealer/agents/invite')).toBe(true));
    const sent = api.calls.find((c) => c.path === '/client/api/dealer/agents/invite')!;
    expect(JSON.parse(String(sent.body))).toMatchObject({ phone: '9123456789', name: 'Ravi Patil', per_lot_cap: 300000, total_cap: null });
  });

  it('saves an agent’s caps and shows them once the list is read again', async () => {
    const api = dealerServer([agent({})]);
    renderWithApp(<DealerScreen />, DEALER);
    await waitFor(() => expect(rows()).toHaveLength(1), { timeout: 5000 });
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Edit caps' }));
    const form = within(rows()[0]!).getByTestId('caps-form');
    fireEvent.change(within(form).getByLabelText('Cap per lot (₹)'), { target: { value: '200000' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save caps' })));
    await waitFor(() => expect(rows()[0]!.textContent).toContain('per lot ₹2,00,000'));
    const saved = api.calls.find((c) => c.path === '/client/api/dealer/agents/caps')!;
    expect(JSON.parse(String(saved.body))).toMatchObject({ id: 1, per_lot_cap: 200000, total_cap: 1000000 });
    expect(within(rows()[0]!).queryByTestId('caps-form')).toBeNull();
  });

  it('suspends an agent, and removes one only after the dealer confirms', async () => {
    const api = dealerServer([agent({})]);
    renderWithApp(<DealerScreen />, DEALER);
    await waitFor(() => expect(rows()).toHaveLength(1), { timeout: 5000 });
    await act(async () => fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Suspend' })));
    await waitFor(() => expect(rows()[0]!.textContent).toContain('Suspended'));
    expect(within(rows()[0]!).getByRole('button', { name: 'Reinstate' })).toBeTruthy();

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false);
    await act(async () => fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Remove agent' })));
    expect(confirm).toHaveBeenCalledWith('Remove Vijay Kale as your agent? They are signed out and cannot quote for you again.');
    expect(api.count('/client/api/dealer/agents/revoke')).toBe(0);

    confirm.mockReturnValueOnce(true);
    await act(async () => fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Remove agent' })));
    await waitFor(() => expect(rows()[0]!.textContent).toContain('Removed'));
    expect(within(rows()[0]!).queryByRole('button')).toBeNull();
  });
});

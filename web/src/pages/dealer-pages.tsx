import { useParams } from 'wouter';
import { AgentInviteScreen } from '../features/dealers/components/agent-invite-screen';
import { DealerScreen } from '../features/dealers/components/dealer-screen';

export function DealerPage() {
  return <DealerScreen />;
}

export function AgentInvitePage() {
  const { token } = useParams<{ token: string }>();
  return <AgentInviteScreen token={token ?? ''} />;
}

import { sql } from 'drizzle-orm';
import { DEMO_USERS } from './seed-data.js';
import type { Tx } from './client.js';

/**
 * The demo dealer and its one active agent, capped at ₹5,00,000 a lot and ₹10,00,000 in all. The
 * dealer's identity documents, and so its `kyc_verified`, come from their review
 * (seed-documents.ts `seedVerifiedDocuments`), as a real dealer's do; the agent quotes under
 * them and is asked for none. Idempotent: the agent row is made once.
 */
export async function seedDealerTeam(tx: Tx) {
  const dealer = DEMO_USERS.find((u) => u.key === 'dealer')!;
  const agent = DEMO_USERS.find((u) => u.key === 'agent')!;
  await tx.execute(sql`update users set is_dealer = true where phone = ${dealer.phone}`);
  await tx.execute(sql`insert into dealer_agents (dealer_id, agent_user_id, phone, name, status, per_lot_cap, total_cap, activated_at)
    select d.id, a.id, a.phone, ${`${agent.firstName} ${agent.lastName}`}, 'active', 500000, 1000000, now()
    from users d, users a
    where d.phone = ${dealer.phone} and a.phone = ${agent.phone}
      and not exists (select 1 from dealer_agents x where x.agent_user_id = a.id)`);
}

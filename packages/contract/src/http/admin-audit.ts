import { z } from 'zod';
import { envelope, idField, iso, opt, pageQuery, paged, text } from './admin.js';

/* The admin console's audit log: who did what to which record. */

export const auditQuery = pageQuery.extend({
  actor_id: opt(idField('actor_id')),
  entity: opt(text('entity', 50)).meta({ description: 'auction, asset, user, financier, state, state_head_contact, plan' }),
  entity_id: opt(text('entity_id', 50)),
  action: opt(text('action', 50)).meta({ description: "Exact action, e.g. result.approve, or a prefix ending in '.', e.g. result." }),
});
export const auditOut = z.object({
  id: z.number().int(),
  actor: z.object({ user_id: z.number().int(), name: z.string(), phone: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  created_at: iso,
});

export const auditReply = envelope(paged(auditOut));

export type AuditEntry = z.infer<typeof auditOut>;
export type AuditQuery = z.infer<typeof auditQuery>;

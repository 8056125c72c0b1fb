import * as z from 'zod/mini';
import { AGENT_NAME_MAX, MAX_RUPEES, looseNumber } from '../http/limits.js';
import { formMessage } from './message.js';
import type { ParsePayload } from 'zod/v4/core';

/*
 * A dealer's agent (http/dealers.ts inviteBody, capsBody), on the strings the inputs hold: the
 * caps in whole rupees ("5,00,000" reads as the form sends it) or blank for no cap; the states
 * and segments ticked (none: all). Inviting adds the agent's name and 10-digit number. Refusals
 * are the web's locale keys for the server's texts, a cap too large the field code `max`.
 */

/** A cap: blank (no cap), or whole rupees from 1 to MAX_RUPEES. */
const cap = () =>
  z.string().check(z.trim(), (ctx: ParsePayload<string>) => {
    if (ctx.value === '') return;
    const digits = looseNumber(ctx.value);
    const issue = (message: string) => ctx.issues.push({ code: 'custom', message, input: ctx.value });
    if (!/^\d+$/.test(digits) || Number(digits) < 1) issue('dealers.capInvalid');
    else if (Number(digits) > MAX_RUPEES) issue(formMessage('max', { max: MAX_RUPEES }));
  });

/** The form for an agent; `invite` asks for the name and number too (checked only then). */
export const agentForm = (invite: boolean) =>
  z.object({
    name: invite
      ? z
          .string()
          .check(
            z.trim(),
            z.minLength(1, 'dealers.agentNameRequired'),
            z.maxLength(AGENT_NAME_MAX, formMessage('too_long', { max: AGENT_NAME_MAX })),
          )
      : z.string(),
    phone: invite ? z.string().check(z.regex(/^\d{10}$/, 'dealers.agentPhoneInvalid')) : z.string(),
    per_lot_cap: cap(),
    total_cap: cap(),
    allowed_state_ids: z.array(z.number()),
    allowed_segments: z.array(z.string()),
  });
export type AgentFormValues = z.input<ReturnType<typeof agentForm>>;

import { AppError, badRequest, type FailureText } from '../../errors.js';
import { normalizeIndianPhone } from '../../lib/phone.js';
import * as leadRepo from './lead-repo.js';
import { isPincodeFormat, lookupPincode } from './pincodes.js';
import { findStateName } from './repo.js';
import type { Executor } from '../../db/client.js';
import type { AuthUser } from '../accounts/index.js';
import type { leadBody } from './schema.js';
import type { z } from 'zod';

export const LEAD_SAVED_MSG = 'Thank you! Our representative will connect with you shortly.';

type LeadInput = z.infer<typeof leadBody>;
type LeadUser = Pick<AuthUser, 'id' | 'phone' | 'firstName' | 'lastName' | 'stateId'>;

/** The lead form shows `error`; msg keeps the envelope every other endpoint has. */
export function leadFailure(text: FailureText) {
  const err = badRequest(text);
  err.extra.error = err.msg; // the error handler writes `error` in the reader's language too
  return err;
}

/** 98765 43210, +91 98765-43210, 09876543210 → 9876543210; null when it is not an Indian mobile number. */
export function normalizeMobile(raw: string): string | null {
  const digits = normalizeIndianPhone(raw);
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

export type LeadService = ReturnType<typeof createLeadService>;

export function createLeadService({ db }: { db: Executor }) {
  async function validate(input: LeadInput, user: LeadUser | null) {
    const rawPhone = input.phone ?? user?.phone;
    if (!rawPhone) throw leadFailure('lead.phone_required');
    const phone = normalizeMobile(rawPhone);
    if (!phone) throw leadFailure('lead.phone_invalid');

    const name = input.name ?? (user ? `${user.firstName} ${user.lastName}`.trim() : undefined);
    if (!name || !/\p{L}/u.test(name)) throw leadFailure('lead.name_required');
    if (name.length > 100) throw leadFailure('lead.name_too_long');

    let { state, city } = input;
    if (input.pincode !== undefined) {
      if (!isPincodeFormat(input.pincode)) throw leadFailure('lead.pincode_invalid');
      const [area] = lookupPincode(input.pincode);
      state ??= area?.state;
      city ??= area?.district;
    }
    if (!state && user?.stateId) state = (await findStateName(db, user.stateId)) ?? undefined;
    return { phone, name, state: state ?? null, city: city ?? null, pincode: input.pincode ?? null };
  }

  return {
    /**
     * Stores a call-back request. A second one from the same phone within a day updates the first
     * (the representative calls once), keeping what it had that the new one leaves out.
     */
    async submit(input: LeadInput, user: LeadUser | null): Promise<{ created: boolean }> {
      const lead = await validate(input, user);
      const taInterest = input.ta_interest ?? false;
      return db.transaction(async (tx) => {
        await leadRepo.lockPhone(tx, lead.phone);
        const first = await leadRepo.findRecentLead(tx, lead.phone);
        if (!first) {
          await leadRepo.insertLead(tx, { ...lead, taInterest, userId: user?.id ?? null, source: 'web' });
          return { created: true };
        }
        await leadRepo.updateLead(tx, first.id, {
          name: lead.name,
          state: lead.state ?? first.state,
          city: lead.city ?? first.city,
          pincode: lead.pincode ?? first.pincode,
          taInterest: first.taInterest || taInterest,
          userId: first.userId ?? user?.id ?? null,
        });
        return { created: false };
      });
    },
  };
}

export const tooManyLeads = () => {
  const err = new AppError('TOO_MANY_REQUESTS', 'lead.too_many');
  err.extra.error = err.msg;
  return err;
};

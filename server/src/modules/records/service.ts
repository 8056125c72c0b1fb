import { normaliseRegistration } from '@vahanhaat/contract/registration';
import { notFound } from '../../errors.js';
import { message } from '../../lib/i18n/render.js';
import * as repo from './repo.js';
import type { Db } from '../../db/client.js';

// One reading of a registration number, shared with the web's field (the contract's).
export { normaliseRegistration };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function createRecordsService(db: Db) {
  return {
    async lookup(userId: number, raw: string) {
      const registration = normaliseRegistration(raw);
      const [rc, list] = await Promise.all([repo.findRc(db, registration), repo.challansFor(db, registration)]);
      await repo.recordLookup(db, userId, registration);
      if (!rc) throw notFound(message('records.not_on_file', { registration }));
      const pending = list.filter((c) => c.status === 'pending');
      return {
        registration_number: rc.registrationNumber,
        rc: {
          owner: rc.ownerNameMasked,
          maker_model: rc.makerModel,
          vehicle_class: rc.vehicleClass,
          fuel: rc.fuel,
          registration_date: iso(rc.registrationDate),
          rto: rc.rto,
          insurance_upto: iso(rc.insuranceUpto),
          fitness_upto: iso(rc.fitnessUpto),
          financier: rc.financier,
          fetched_at: rc.fetchedAt.toISOString(),
        },
        challans: list.map((c) => ({
          challan_no: c.challanNo,
          issued_at: c.issuedAt.toISOString(),
          offence: c.offence,
          place: c.place,
          amount: c.amount,
          status: c.status,
        })),
        pending_challan_count: pending.length,
        pending_challan_amount: pending.reduce((sum, c) => sum + c.amount, 0),
      };
    },
    async history(userId: number) {
      const rows = await repo.recentLookups(db, userId);
      return rows
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .map((r) => ({ registration_number: r.registrationNumber, looked_up_at: r.createdAt.toISOString() }));
    },
  };
}

export type RecordsService = ReturnType<typeof createRecordsService>;

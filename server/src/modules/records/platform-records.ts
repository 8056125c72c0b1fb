/** The platform's own records (what financiers supplied for listed vehicles) as a registration-data source. */
import * as repo from './repo.js';
import { dateOnly, type RcProvider } from './vehicle-record.js';
import type { Db } from '../../db/client.js';

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

export function createPlatformRecords(db: Db): RcProvider {
  return {
    name: 'platform',
    async fetch(registrationNumber) {
      const [rc, list] = await Promise.all([repo.findRc(db, registrationNumber), repo.challansFor(db, registrationNumber)]);
      if (!rc) return null;
      const raw = (rc.raw ?? {}) as Record<string, unknown>;
      return {
        source: 'platform',
        registrationNumber: rc.registrationNumber,
        makerModel: rc.makerModel,
        registrationDate: day(rc.registrationDate),
        rto: rc.rto,
        financier: rc.financier,
        insuranceUpto: day(rc.insuranceUpto),
        fitnessUpto: day(rc.fitnessUpto),
        pucUpto: dateOnly(raw.pucc_upto),
        taxUpto: dateOnly(raw.tax_upto),
        challans: list.map((c) => ({
          challanNo: c.challanNo,
          date: day(c.issuedAt),
          offence: c.offence,
          amount: c.amount,
          pending: c.status === 'pending',
        })),
        fetchedAt: rc.fetchedAt.toISOString(),
      };
    },
  };
}

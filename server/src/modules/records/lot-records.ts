/**
 * The registration check shown on a lot: the configured provider first (Surepass), the platform's
 * own records when it is not configured, holds nothing, fails or times out; each answer names its
 * source, and carries the flags a buyer should see before quoting.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.js';
import { notFound } from '../../errors.js';
import { normaliseRegistration } from './service.js';
import { flagsOf, indiaDate, type RcProvider, type VehicleRecord } from './vehicle-record.js';
import type { Db } from '../../db/client.js';
import type { FastifyBaseLogger } from 'fastify';

export interface LotRecordsDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** The licensed provider, when configured. */
  provider: RcProvider | null;
  platform: RcProvider;
}

export function createLotRecords(deps: LotRecordsDeps) {
  async function lookup(registration: string): Promise<{ record: VehicleRecord | null; providerFailed: boolean }> {
    if (deps.provider) {
      try {
        const found = await deps.provider.fetch(registration);
        if (found) return { record: found, providerFailed: false };
      } catch (err) {
        deps.log.warn(
          { provider: deps.provider.name, err: (err as Error).message },
          'registration provider failed; using the platform records',
        );
        return { record: await deps.platform.fetch(registration), providerFailed: true };
      }
    }
    return { record: await deps.platform.fetch(registration), providerFailed: false };
  }

  return {
    async forLot(assetId: number) {
      const [lot] = await queryRows<{ registration_number: string; now: string | Date }>(
        deps.db,
        sql`select registration_number, now() as now from assets where id = ${assetId}`,
      );
      if (!lot) throw notFound('insight.lot_not_found');
      const registration = normaliseRegistration(lot.registration_number);
      const { record, providerFailed } = await lookup(registration);
      const today = indiaDate(new Date(lot.now));
      if (!record) return { asset_id: assetId, found: false, source: null, provider_failed: providerFailed, record: null, flags: [] };
      const pending = record.challans.filter((c) => c.pending);
      return {
        asset_id: assetId,
        found: true,
        source: record.source,
        provider_failed: providerFailed,
        record: {
          maker_model: record.makerModel,
          registration_date: record.registrationDate,
          rto: record.rto,
          financier: record.financier,
          insurance_upto: record.insuranceUpto,
          fitness_upto: record.fitnessUpto,
          puc_upto: record.pucUpto,
          tax_upto: record.taxUpto,
          pending_challan_count: pending.length,
          pending_challan_amount: pending.reduce((s, c) => s + c.amount, 0),
          fetched_at: record.fetchedAt,
        },
        flags: flagsOf(record, today).map((f) => ({ kind: f.kind, date: f.date, count: f.count ?? null, amount: f.amount ?? null })),
      };
    },
  };
}
export type LotRecords = ReturnType<typeof createLotRecords>;

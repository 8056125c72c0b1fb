import { describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/index.js';
import { createUser } from '../../test/factories.js';
import { createTwinApps, modeName } from '../../test/harness.js';
import { documentNumber, financialYearOf } from './numbering.js';
import { paymentServiceFor, pendingSubscriptionPayment } from './test-support.js';

describe('financial years', () => {
  it('run April to March in IST', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59Z'))).toBe('25-26');
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z'))).toBe('26-27');
    expect(financialYearOf(new Date('2027-01-15T00:00:00Z'))).toBe('26-27');
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z'))).toBe('99-00');
    expect(documentNumber('VH', '26-27', 123)).toBe('VH/26-27/000123');
  });
});

describe(`invoice numbers under concurrent payments on two instances in ${modeName}`, () => {
  it('are gap-free and unique, one per payment, when both instances confirm every payment at once', { timeout: 120_000 }, async () => {
    const twins = await createTwinApps();
    try {
      const { a, b } = twins;
      // One buyer per payment, so the only row the payments share is the series' counter.
      const pending = [];
      for (let i = 0; i < 24; i++) pending.push(await pendingSubscriptionPayment(a.db, (await createUser(a.db)).id, 1_000 + i));
      const onA = paymentServiceFor(a.db, a.config);
      const onB = paymentServiceFor(b.db, b.config);
      // Each payment confirmed by both instances (a checkout verify racing its webhook), all in flight together.
      await Promise.all(
        pending.flatMap(({ payment }) => [onA.settle(payment.id, `pay_${payment.id}`), onB.settle(payment.id, `pay_${payment.id}`)]),
      );

      const rows = await a.db.select().from(invoices);
      expect(rows).toHaveLength(pending.length);
      expect(new Set(rows.map((r) => r.paymentId)).size).toBe(pending.length);
      const seqs = rows.map((r) => r.seq).sort((x, y) => x - y);
      expect(seqs).toEqual(seqs.map((_, i) => i + 1));
      expect(new Set(rows.map((r) => r.number)).size).toBe(pending.length);
      for (const r of rows) expect(r.number).toBe(documentNumber('VH', r.financialYear, r.seq));
    } finally {
      await twins.close();
    }
  });
});

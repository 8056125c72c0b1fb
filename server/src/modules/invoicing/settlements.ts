import { createRequire } from 'node:module';
import { and, eq, gte, lt } from 'drizzle-orm';
import { payments } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type Razorpay from 'razorpay';

/** One payment as the gateway paid it out to the operator's bank account. */
export interface SettlementItem {
  paymentId: string;
  amountPaise: number;
  feePaise: number;
  taxPaise: number;
  settlementId: string | null;
}

/** Where the gateway's settlements come from, day by day (IST calendar dates, YYYY-MM-DD). */
export interface SettlementSource {
  forDay(day: string): Promise<SettlementItem[]>;
}

/**
 * The simulated gateway moves no money: it settles each captured payment in full, without fees,
 * on the day it was paid, in one settlement per day.
 */
export function simulatedSettlements(db: Db): SettlementSource {
  return {
    async forDay(day) {
      const start = new Date(Date.parse(`${day}T00:00:00+05:30`));
      const end = new Date(start.getTime() + 24 * 3600_000);
      const rows = await db
        .select({ paymentId: payments.paymentId, amount: payments.amount })
        .from(payments)
        .where(and(eq(payments.gateway, 'simulated'), eq(payments.status, 'paid'), gte(payments.paidAt, start), lt(payments.paidAt, end)));
      return rows
        .filter((r) => r.paymentId)
        .map((r) => ({
          paymentId: r.paymentId!,
          amountPaise: r.amount * 100,
          feePaise: 0,
          taxPaise: 0,
          settlementId: `setl_sim_${day.replace(/-/g, '')}`,
        }));
    },
  };
}

interface ReconRow {
  entity_id?: string;
  type?: string;
  amount?: number | string;
  fee?: number | string;
  tax?: number | string;
  settlement_id?: string | null;
}

/** Razorpay's settlement recon report (GET /settlements/recon/combined) through its SDK. */
export function razorpaySettlements(c: Config): SettlementSource {
  // Loaded when asked for, not at boot (docs/operations.md, "Fast restart"), as the gateway does.
  const RazorpaySdk = createRequire(import.meta.url)('razorpay') as typeof Razorpay;
  const rzp = new RazorpaySdk({ key_id: c.RAZORPAY_KEY_ID!, key_secret: c.RAZORPAY_KEY_SECRET! });
  // The SDK has no option for either; its axios instance is the documented seam (STACK.md).
  const axiosDefaults = (rzp.api as unknown as { rq: { defaults: { baseURL?: string; timeout?: number } } }).rq.defaults;
  if (c.RAZORPAY_BASE_URL) axiosDefaults.baseURL = c.RAZORPAY_BASE_URL;
  axiosDefaults.timeout = 15_000;
  const PAGE = 1000;
  return {
    async forDay(day) {
      const [year, month, date] = day.split('-').map(Number) as [number, number, number];
      const items: SettlementItem[] = [];
      for (let skip = 0; ; skip += PAGE) {
        let page: { items?: ReconRow[] };
        try {
          page = (await rzp.settlements.reports({ year, month, day: date, count: PAGE, skip } as never)) as { items?: ReconRow[] };
        } catch {
          throw new AppError('UNAVAILABLE', 'invoice.settlements_unavailable');
        }
        const rows = page.items ?? [];
        for (const r of rows) {
          if (r.type !== 'payment' || !r.entity_id) continue;
          items.push({
            paymentId: r.entity_id,
            amountPaise: Number(r.amount ?? 0),
            feePaise: Number(r.fee ?? 0),
            taxPaise: Number(r.tax ?? 0),
            settlementId: r.settlement_id ?? null,
          });
        }
        if (rows.length < PAGE) return items;
      }
    },
  };
}

export const settlementSource = (c: Config, db: Db): SettlementSource =>
  c.PAYMENT_PROVIDER === 'razorpay' ? razorpaySettlements(c) : simulatedSettlements(db);

import { stateCodeOf } from './gstin.js';
import { computeTax } from './tax.js';
import type { Config } from '../../config.js';

export type ChargeKind = 'subscription' | 'backout';

/** The operator's GST position, as configured (config.ts validates it at boot). */
export interface TaxSettings {
  supplierGstin: string;
  supplierName: string;
  supplierAddress: string;
  supplierStateName: string;
  supplierStateCode: string;
  pricesIncludeTax: boolean;
  charges: Record<ChargeKind, { sac: string; rateBp: number }>;
  prefix: string;
  brand: string;
}

export function taxSettings(c: Config): TaxSettings {
  return {
    supplierGstin: c.GST_SUPPLIER_GSTIN,
    supplierName: c.GST_SUPPLIER_LEGAL_NAME,
    supplierAddress: c.GST_SUPPLIER_ADDRESS,
    supplierStateName: c.GST_SUPPLIER_STATE,
    supplierStateCode: stateCodeOf(c.GST_SUPPLIER_STATE)!,
    pricesIncludeTax: c.GST_PRICES_INCLUDE_TAX,
    charges: {
      subscription: { sac: c.GST_SUBSCRIPTION_SAC, rateBp: c.GST_SUBSCRIPTION_RATE },
      backout: { sac: c.GST_BACKOUT_SAC, rateBp: c.GST_BACKOUT_RATE },
    },
    prefix: c.INVOICE_PREFIX,
    brand: c.BRAND_NAME,
  };
}

/** Tax is charged only by a registered operator on a charge with a rate; anything else gets a receipt. */
export const isTaxable = (s: TaxSettings, charge: ChargeKind) => s.supplierGstin !== '' && s.charges[charge].rateBp > 0;

/**
 * Whole rupees to collect for a price: the price itself when prices include GST (or nothing is
 * taxed), else the price plus GST, rounded to the rupee as the invoice's round-off line does.
 * The tax split does not change the rounded total, so the buyer's state is not needed here.
 */
export function amountToCharge(s: TaxSettings, charge: ChargeKind, priceRupees: number): number {
  if (s.pricesIncludeTax || !isTaxable(s, charge)) return priceRupees;
  return (
    computeTax({ amountPaise: priceRupees * 100, rateBp: s.charges[charge].rateBp, inclusive: false, intraState: false }).totalPaise / 100
  );
}

/** How a price meets GST, for a page that shows it: included in it, added on top, or none charged. */
export type GstTreatment = 'included' | 'extra' | 'none';

/** What a buyer is shown beside a price: the GST treatment and rate, and the whole rupees they will pay. */
export function priceQuote(s: TaxSettings, charge: ChargeKind, priceRupees: number) {
  const taxable = isTaxable(s, charge);
  const gst: GstTreatment = !taxable ? 'none' : s.pricesIncludeTax ? 'included' : 'extra';
  return { gst, gst_rate_bp: taxable ? s.charges[charge].rateBp : 0, payable_amount: amountToCharge(s, charge, priceRupees) };
}

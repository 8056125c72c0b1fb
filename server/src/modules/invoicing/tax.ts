/**
 * The one place GST on a charge is worked out, in integer paise. Intra-state supplies carry
 * CGST and SGST at half the rate each (always equal); inter-state supplies carry IGST.
 *
 * Inclusive pricing: the amount paid is the total and the tax is carved out of it.
 * Exclusive pricing: the price is the taxable value, the tax is added, and the total is rounded
 * to whole rupees on a "round off" line, as Indian invoices do, because the gateway is asked for
 * whole rupees.
 */

export interface TaxInput {
  /** Inclusive: the total paid. Exclusive: the taxable value (the price). In paise. */
  amountPaise: number;
  /** GST rate in basis points: 1800 is 18 %. 0: not taxable (a receipt). */
  rateBp: number;
  inclusive: boolean;
  intraState: boolean;
}

export interface TaxBreakdown {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Exclusive pricing only: what rounds the total to whole rupees (-49 … 50 paise, halves up). */
  roundOffPaise: number;
  totalPaise: number;
}

/** round(n / d) for non-negative integers, halves up, without floating point. */
function divRound(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

export function computeTax({ amountPaise, rateBp, inclusive, intraState }: TaxInput): TaxBreakdown {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0)
    throw new RangeError(`amountPaise must be a non-negative whole number, got ${amountPaise}`);
  if (!Number.isSafeInteger(rateBp) || rateBp < 0 || rateBp > 10_000) throw new RangeError(`rateBp must be 0 … 10000, got ${rateBp}`);
  const amount = BigInt(amountPaise);
  const rate = BigInt(rateBp);
  // Intra-state: the tax is two equal halves, so work out one half.
  const parts = intraState ? 2n : 1n;
  let taxPart: bigint;
  let taxable: bigint;
  let roundOff = 0n;
  if (inclusive) {
    taxPart = divRound(amount * rate, parts * (10_000n + rate));
    taxable = amount - parts * taxPart;
  } else {
    taxable = amount;
    taxPart = divRound(amount * rate, parts * 10_000n);
    const exact = taxable + parts * taxPart;
    roundOff = divRound(exact, 100n) * 100n - exact;
  }
  const tax = Number(taxPart);
  const taxablePaise = Number(taxable);
  return {
    taxablePaise,
    cgstPaise: intraState ? tax : 0,
    sgstPaise: intraState ? tax : 0,
    igstPaise: intraState ? 0 : tax,
    roundOffPaise: Number(roundOff),
    totalPaise: taxablePaise + (intraState ? 2 * tax : tax) + Number(roundOff),
  };
}

/** '18' or '12.5' (percent, at most two decimals) to basis points, without floating point. */
export function percentToBp(text: string): number | null {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** Basis points as a percentage for documents: 1800 → '18', 1250 → '12.5'. */
export function bpToPercent(bp: number): string {
  const whole = Math.floor(bp / 100);
  const frac = bp % 100;
  return frac === 0 ? String(whole) : `${whole}.${String(frac).padStart(2, '0').replace(/0$/, '')}`;
}

/** Paise as rupees with two decimals in en-IN grouping: 11800050 → '1,18,000.50'. */
export function paiseText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(Math.floor(abs / 100));
  return `${sign}${rupees}.${String(abs % 100).padStart(2, '0')}`;
}

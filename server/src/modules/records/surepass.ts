/**
 * Surepass's vehicle registration APIs (kyc-api.surepass.io), from their documentation:
 * - RC full: `POST {base}/api/v1/rc/rc-full`, `Authorization: Bearer <token>`, JSON
 *   `{"id_number": "MH12AB1234"}` → `{"data": {rc_number, registration_date, maker_model,
 *   maker_description, registered_at, financer, insurance_upto, fit_up_to, pucc_upto, tax_upto, ...},
 *   "status_code": 200, "success": true, "message": null, "message_code": "success"}`.
 * - RC challan (advanced): `POST {base}{challanPath}`, JSON `{"rc_number": "..."}` →
 *   `{"data": {"rc_number", "challan_details": [{challan_number, challan_date, offense_details,
 *   amount (text), challan_status: Paid | Pending | Court Pending}]}, "success": true, ...}`.
 * Failures answer `{"data": null, "status_code": 4xx/5xx, "success": false, "message": "...",
 * "message_code": "unauthorized" | "verification_failed" | ...}`; 422 verification_failed means
 * the number is not on record.
 */
import { dateOnly, type RcProvider, type VehicleChallan, type VehicleRecord } from './vehicle-record.js';

export class RcProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'RcProviderError';
  }
}

export interface SurepassOptions {
  baseUrl: string;
  token: string;
  timeoutMs: number;
  challanPath: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

interface Envelope {
  data?: Record<string, unknown> | null;
  success?: boolean;
  status_code?: number;
  message?: string | null;
  message_code?: string | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const rupees = (v: unknown) => {
  const n = typeof v === 'number' ? v : Number(String(v ?? '').replace(/[^\d.]/g, ''));
  return Number.isFinite(n) ? Math.round(n) : 0;
};

export function createSurepassProvider(o: SurepassOptions): RcProvider {
  const doFetch = o.fetch ?? fetch;
  const base = o.baseUrl.replace(/\/+$/, '');

  /** The envelope, or null for "not on record" (422 verification_failed / 404). */
  async function call(path: string, body: Record<string, unknown>): Promise<Envelope | null> {
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${o.token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(o.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new RcProviderError(timedOut ? `surepass: no answer within ${o.timeoutMs} ms` : `surepass: ${(err as Error).message}`, null);
    }
    const env = (await res.json().catch(() => ({}))) as Envelope;
    if (res.status === 404 || (res.status === 422 && env.message_code === 'verification_failed')) return null;
    if (!res.ok || env.success !== true)
      throw new RcProviderError(`surepass: ${res.status} ${env.message_code ?? ''} ${env.message ?? ''}`.trim(), res.status);
    return env;
  }

  return {
    name: 'surepass',
    async fetch(registrationNumber) {
      const rc = await call('/api/v1/rc/rc-full', { id_number: registrationNumber });
      if (!rc?.data) return null;
      const d = rc.data;
      const challan = await call(o.challanPath, { rc_number: registrationNumber });
      const list = Array.isArray(challan?.data?.challan_details) ? (challan!.data!.challan_details as Record<string, unknown>[]) : [];
      const challans: VehicleChallan[] = list.map((c) => ({
        challanNo: text(c.challan_number),
        date: dateOnly(c.challan_date),
        offence: text(c.offense_details),
        amount: rupees(c.amount),
        pending: /pending/i.test(text(c.challan_status)),
      }));
      const record: VehicleRecord = {
        source: 'surepass',
        registrationNumber: text(d.rc_number) || registrationNumber,
        makerModel: [text(d.maker_description), text(d.maker_model)].filter(Boolean).join(' '),
        registrationDate: dateOnly(d.registration_date),
        rto: text(d.registered_at),
        financier: text(d.financer),
        insuranceUpto: dateOnly(d.insurance_upto),
        fitnessUpto: dateOnly(d.fit_up_to),
        pucUpto: dateOnly(d.pucc_upto),
        taxUpto: dateOnly(d.tax_upto),
        challans,
        fetchedAt: (o.now?.() ?? new Date()).toISOString(),
      };
      return record;
    },
  };
}

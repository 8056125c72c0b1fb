import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/rows.js';
import { paymentDueAt, type DbTime } from './repo.js';
import type { Executor } from '../../db/client.js';
import type { FinancierNames } from '../../db/schema/index.js';

export interface BondRow {
  asset_id: number;
  c_auction_id: number;
  auction_title: string;
  financier_name: string;
  financier_names: FinancierNames;
  state: string;
  lot_no: number;
  make: string;
  model: string;
  year: number;
  registration_number: string;
  yard_location: string;
  yard_district: string;
  status: 'open' | 'closed' | 'withdrawn';
  result: string;
  winning_amount: number | null;
  decided_at: DbTime | null;
  payment_due_at: DbTime | null;
  winner_user_id: number | null;
  buyer_name: string | null;
  buyer_phone: string | null;
  buyer_pan: string | null;
  buyer_aadhar_last4: string | null;
  buyer_address: string | null;
  buyer_state: string | null;
  buyer_pincode: string | null;
  server_time: DbTime;
  /** The lot's stated papers (asset_documents); null when none were stated. */
  doc_rc: string | null;
  doc_keys: number | null;
  doc_noc: string | null;
  doc_form35: string | null;
  doc_insurance_valid_until: string | null;
  doc_hypothecation: string | null;
  doc_repossession_basis: string | null;
  doc_dispute: string | null;
}

/** A bond's lot and winner, by auction then lot number; `where` is a predicate on a (assets). */
export async function bondRows(ex: Executor, where: SQL, limit: number) {
  return queryRows<BondRow>(
    ex,
    sql`select a.id as asset_id, a.auction_id as c_auction_id, au.title as auction_title, f.name as financier_name, f.name_i18n as financier_names,
          s.name as state, a.lot_no, a.make, a.model, a.year, a.registration_number, a.yard_location, a.yard_district,
          a.status, a.result, a.winning_amount, a.result_decided_at as decided_at,
          ${paymentDueAt} as payment_due_at, a.winner_user_id,
          concat_ws(' ', u.first_name, nullif(u.middle_name, ''), nullif(u.last_name, '')) as buyer_name,
          u.phone as buyer_phone, u.pan_number as buyer_pan, u.aadhar_last4 as buyer_aadhar_last4,
          u.address as buyer_address, us.name as buyer_state, u.pincode as buyer_pincode,
          now() as server_time,
          d.rc as doc_rc, d.keys as doc_keys, d.noc as doc_noc, d.form35 as doc_form35,
          to_char(d.insurance_valid_until, 'YYYY-MM-DD') as doc_insurance_valid_until, d.hypothecation as doc_hypothecation,
          d.repossession_basis as doc_repossession_basis, d.dispute as doc_dispute
        from assets a
        left join asset_documents d on d.asset_id = a.id
        join auctions au on au.id = a.auction_id
        join financiers f on f.id = au.financier_id
        join states s on s.id = au.state_id
        left join users u on u.id = a.winner_user_id
        left join states us on us.id = u.state_id
        where ${where}
        order by a.auction_id, a.lot_no
        limit ${limit}`,
  );
}

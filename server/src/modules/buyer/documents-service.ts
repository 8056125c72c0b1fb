import { sql, type SQL } from 'drizzle-orm';
import { conflict, forbidden, notFound } from '../../errors.js';
import { documentsOut } from '../catalog/index.js';
import { bondContent } from './bond-content.js';
import { BOND_LABELS } from './bond-labels.js';
import { auctionExists } from './dashboard-repo.js';
import { bondRows, type BondRow } from './documents-repo.js';
import { quotedBy, toDate, toDateOrNull } from './repo.js';
import type { Db } from '../../db/client.js';
import type { Language } from '../../lib/languages.js';
import type { AuthUser } from '../accounts/index.js';

type Viewer = Pick<AuthUser, 'id' | 'isAdmin' | 'isAuctionAdmin'>;
const isAdmin = (v: Viewer) => v.isAdmin || v.isAuctionAdmin;

/** One PDF holds at most this many lots (an auction's worth). */
const MAX_LOTS = 200;

/** A bond is issued once the financier approved the sale: the amount is final then. */
const sold = sql`a.status = 'closed' and a.result in ('approved', 'paid') and a.winner_user_id is not null and a.winning_amount is not null`;
const isSold = (r: BondRow) =>
  r.status === 'closed' && (r.result === 'approved' || r.result === 'paid') && r.winner_user_id !== null && r.winning_amount !== null;

export interface BondFile {
  fileName: string;
  pdf: Buffer;
}

export function createDocumentService({ db, brand }: { db: Db; brand: string }) {
  async function render(rows: BondRow[], fileName: string, lang: Language): Promise<BondFile> {
    const generatedAt = toDate(rows[0]!.server_time);
    const docs = rows.map((r) =>
      bondContent(
        brand,
        generatedAt,
        {
          assetId: r.asset_id,
          auctionId: r.c_auction_id,
          auctionTitle: r.auction_title,
          financierName: r.financier_name,
          financierNames: r.financier_names,
          state: r.state,
          lotNo: r.lot_no,
          make: r.make,
          model: r.model,
          year: r.year,
          registrationNumber: r.registration_number,
          yardLocation: r.yard_location,
          yardDistrict: r.yard_district,
          winningAmount: r.winning_amount!,
          result: r.result,
          decidedAt: toDateOrNull(r.decided_at),
          paymentDueAt: toDateOrNull(r.payment_due_at),
          documents:
            r.doc_rc === null
              ? null
              : documentsOut({
                  rc: r.doc_rc,
                  keys: Number(r.doc_keys),
                  noc: r.doc_noc!,
                  form35: r.doc_form35!,
                  insuranceValidUntil: r.doc_insurance_valid_until,
                  hypothecation: r.doc_hypothecation!,
                  repossessionBasis: r.doc_repossession_basis!,
                  dispute: r.doc_dispute ?? '',
                }),
        },
        {
          name: r.buyer_name ?? '',
          phone: r.buyer_phone ?? '',
          pan: r.buyer_pan,
          aadharLast4: r.buyer_aadhar_last4,
          address: r.buyer_address ?? '',
          state: r.buyer_state,
          pincode: r.buyer_pincode,
        },
        lang,
      ),
    );
    // The PDF machinery loads on the first PDF, not at boot (docs/operations.md).
    const { renderBondPdf } = await import('./bond-pdf.js');
    const pdf = await renderBondPdf(docs, { title: `${brand}: ${BOND_LABELS[lang].title}`, author: brand });
    return { fileName, pdf };
  }

  async function soldLots(where: SQL) {
    return bondRows(db, sql`${sold} and ${where}`, MAX_LOTS);
  }

  /** One lot's bond: its winner, or an admin. */
  async function forLot(viewer: Viewer, assetId: number, lang: Language = 'en') {
    const [row] = await bondRows(db, sql`a.id = ${assetId}`, 1);
    if (!row) throw notFound('bid.not_found');
    if (!isAdmin(viewer) && row.winner_user_id !== viewer.id) {
      throw forbidden('buyer.documents_not_won');
    }
    if (!isSold(row)) throw conflict('buyer.documents_not_approved');
    return render([row], `bond-kyc-lot-${assetId}.pdf`, lang);
  }

  return {
    forLot,

    /** Every sold lot of an auction for admins; a buyer's own purchases in it otherwise. */
    async forAuction(viewer: Viewer, auctionId: number, lang: Language = 'en') {
      if (!(await auctionExists(db, auctionId))) throw notFound('buyer.auction_not_found');
      const admin = isAdmin(viewer);
      const rows = await soldLots(
        admin ? sql`a.auction_id = ${auctionId}` : sql`a.auction_id = ${auctionId} and a.winner_user_id = ${viewer.id}`,
      );
      if (rows.length === 0) {
        if (admin) throw notFound('buyer.auction_no_approved_sale');
        throw forbidden('buyer.auction_no_purchase');
      }
      return render(rows, `bond-kyc-auction-${auctionId}.pdf`, lang);
    },

    /** From the buyer's dashboard: one lot, or all of their own approved purchases (in one auction). */
    async forDashboard(viewer: Viewer, q: { assetId?: number | undefined; auctionId?: number | undefined }, lang: Language = 'en') {
      if (q.assetId !== undefined) return forLot(viewer, q.assetId, lang);
      if (q.auctionId !== undefined && !(await auctionExists(db, q.auctionId))) throw notFound('buyer.auction_not_found');
      const inAuction = q.auctionId === undefined ? sql`true` : sql`a.auction_id = ${q.auctionId}`;
      const rows = await soldLots(sql`${quotedBy(viewer.id)} and a.winner_user_id = ${viewer.id} and ${inAuction}`);
      if (rows.length === 0) throw notFound('buyer.no_purchases');
      return render(rows, q.auctionId === undefined ? 'bond-kyc-my-purchases.pdf' : `bond-kyc-auction-${q.auctionId}.pdf`, lang);
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;

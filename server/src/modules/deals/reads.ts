import { conflict, notFound } from '../../errors.js';
import { isLanguage, type Language } from '../../lib/languages.js';
import { releaseDocument, type ReleaseKind } from './document-content.js';
import * as repo from './repo.js';
import { dealViews, documentsAt } from './view.js';
import type { Db } from '../../db/client.js';

/** The deal reads: a buyer's own deals (others appear by rank only), an admin's view of any. */
export function createDealReads({ db, brand }: { db: Db; brand: string }) {
  async function one(assetId: number, viewer: number | null) {
    const head = await repo.dealHead(db, assetId);
    if (!head) throw notFound('deal.no_sale');
    if (viewer !== null && head.buyer_user_id !== viewer) {
      const steps = await repo.stepsOf(db, assetId);
      if (!steps.some((s) => s.buyerUserId === viewer)) throw notFound('deal.not_yours');
    }
    const [view] = await dealViews(db, [head], viewer);
    return view!;
  }

  return {
    one,

    async mine(userId: number) {
      const heads = await repo.dealHeadsOf(db, userId);
      const [now] = await Promise.all([repo.dbNow(db)]);
      return { rows: await dealViews(db, heads, userId), server_time: now.toISOString() };
    },

    /**
     * A release letter or gate pass: for the buyer holding the deal (or an admin), once the deal
     * has reached it. Without `lang`, in the buyer's saved language (an admin downloading it).
     */
    async document(assetId: number, kind: ReleaseKind, viewer: number | null, lang?: Language) {
      const head = await repo.dealHead(db, assetId);
      if (!head || (viewer !== null && head.buyer_user_id !== viewer)) throw notFound('deal.not_yours');
      if (!documentsAt(head.stage).includes(kind)) {
        throw conflict(kind === 'gate_pass' ? 'deal.gate_pass_not_yet' : 'deal.release_letter_not_yet');
      }
      const steps = await repo.stepsOf(db, assetId);
      const issued = steps.find((s) => s.document === kind)?.at ?? new Date(head.server_time);
      if (lang === undefined) {
        const saved = head.buyer_user_id === null ? null : await repo.savedLanguageOf(db, head.buyer_user_id);
        lang = isLanguage(saved) ? saved : 'en';
      }
      const content = releaseDocument(kind, head, issued, brand, lang);
      // pdfkit loads on the first PDF, not at boot (docs/operations.md).
      const { renderReleasePdf } = await import('./document-pdf.js');
      return { fileName: content.fileName, pdf: await renderReleasePdf(content) };
    },
  };
}

export type DealReads = ReturnType<typeof createDealReads>;

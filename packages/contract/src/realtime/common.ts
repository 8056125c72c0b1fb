/** Field shapes the wire messages and the bus events share. */
import { z } from 'zod';

/** A database id. */
export const id = z.number().int().positive();
/** A lot's quote sequence: 0 before the first quote. */
export const seq = z.number().int().min(0);
/** Whole rupees. */
export const rupees = z.number().int().min(0);
/** An ISO 8601 instant as the server writes it (`2026-11-25T10:30:00.000Z`). */
export const instant = z.iso.datetime({ offset: true });

export const quoteKind = z.enum(['manual', 'auto']);
export type QuoteKind = z.infer<typeof quoteKind>;

/** A lot's outcome, as the database's `lot_result` enum has it. */
export const lotResult = z.enum([
  'none',
  'no_bids',
  'approval_pending',
  'approved',
  'rejected',
  'countered',
  'paid',
  'backed_out',
  'offered_h2',
]);
export type LotResult = z.infer<typeof lotResult>;

/** Where a lot stands for a viewer, at the database's clock. */
export const lotLifecycle = z.enum(['upcoming', 'live', 'closed', 'withdrawn']);
export type LotLifecycle = z.infer<typeof lotLifecycle>;
